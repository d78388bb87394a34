"""Does a checkpoint copy from the text into a call's argument? (issue 14)

Names: under QA's P(x) (src/tools/prompts.json), the text names a place and the output has
reached the question's slot for it ('[QA("Which country is'); teacher-forced, we read the
probability of each of the name's tokens and whether it is the argmax. A base that gets the
first token and then invents ("Madagascar" -> "Madagido") shows up as a falling hit rate by
token. The names are real places that are neither in the hand-written set nor, mostly, in
pretraining: only looking back at the text predicts them.

Numbers: under the Calculator's P(x), the output has reached '[Calculator('; teacher-forced
through the right expression, we read the first operand's digits, the operator and the second
operand's digits apart. The hand-written set's Calculator misses are of both kinds (operand,
operator): copying digits is the first, reading which operation the text means the second.

Results: the filter's L+ needs the other direction, the call and its result in front of the
text (prefix placement) and the text's own answer read from it. For the same sums, the mean p of
the answer's tokens with " [Calculator(a op b) -> c]" in front, with " [a op b -> c]" (a note as
arrow.txt writes them, without the tool's name) and with nothing.

    /usr/bin/python3 train/copy_probe.py train/checkpoints/base-s8.pt [--tokenizer models/base]
"""
import argparse
import collections
import functools
import json
import operator
import os
import random
import sys
from statistics import fmean

import torch

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from model import GPT, GPTConfig  # noqa: E402
from tokenizer import Tokenizer  # noqa: E402

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
NAMES = ["Buenos Aires", "Copenhagen", "Winnipeg", "Albuquerque", "Montevideo", "Ljubljana", "Tegucigalpa",
         "Ouagadougou", "Casablanca", "Timbuktu", "Marrakesh", "Wellington", "Saskatoon", "Thessaloniki",
         "Valparaiso", "Brisbane", "Innsbruck", "Guadalajara", "Kathmandu", "Antananarivo", "Dusseldorf",
         "Kalamazoo", "Bratislava", "Cartagena"]
# (input text, output up to the name's slot): the name starts a sentence in the first (so its
# first token has no leading space there, as "Pittsburgh is also known as ..." does).
FRAMES = [
    ("{N} is also known as the Pearl of the South.", '{N} is also known as [QA("What other name is'),
    ("Last summer we flew to {N}, a city in Peru.", 'Last summer we flew to {N}, a city in [QA("Which country is'),
    ("The old bridge in {N} was built in 1820.", 'The old bridge in {N} was built in [QA("When was the old bridge in'),
]
# (input text with the call's place marked "|", the right expression): two frames per operation,
# worded unlike the P(x) demonstrations; operands drawn (seeded) so that only copying gets them.
SUMS = [
    ("We drove {a} km on Monday and {b} km on Tuesday, | {c} km altogether.", "{a} + {b}"),
    ("The shop sold {a} cups in the morning and {b} more after lunch, | {c} cups that day.", "{a} + {b}"),
    ("The club had {a} members; {b} left in May, which leaves | {c}.", "{a} - {b}"),
    ("Of the {a} seeds she planted, {b} did not sprout, so | {c} came up.", "{a} - {b}"),
    ("The theatre has {a} rows with {b} seats in each row, | {c} seats in total.", "{a} * {b}"),
    ("{a} boxes hold {b} apples each, | {c} apples in all.", "{a} * {b}"),
    ("Shared equally by {b} schools, the {a} books came to | {c} per school.", "{a} / {b}"),
    ("The {a} km trip took {b} hours, an average of | {c} km per hour.", "{a} / {b}"),
]
OPS = {"+": operator.add, "-": operator.sub, "*": operator.mul, "/": operator.floordiv}  # a whole quotient


Scored = collections.namedtuple("Scored", "hit p best")  # one target token: argmax right?, its p, the argmax


def teacher_forced(model, tok, prefix, target):
    """A Scored for each token of target after prefix, the model reading the right ones."""
    a, b = tok.encode(prefix), tok.encode(prefix + target)
    assert b[: len(a)] == a
    with torch.no_grad():
        logp = torch.log_softmax(model(torch.tensor([b]))[0][0].float(), -1)
    best = logp.argmax(-1).tolist()
    return [Scored(best[i - 1] == b[i], logp[i - 1, b[i]].exp().item(), best[i - 1]) for i in range(len(a), len(b))]


@functools.cache
def head(tool):
    """The tool's instruction and demonstrations (prompts.json, as src/annotate builds P(x)); read once."""
    with open(os.path.join(ROOT, "src", "tools", "prompts.json")) as fh:
        spec = json.load(fh)["tools"][tool]
    return spec["instruction"] + "\n\n" + "\n\n".join(f"Input: {d['input']}\nOutput: {d['output']}"
                                                        for d in spec["demonstrations"])


def p_x(tool, text):
    """The tool's P(x) with text as its input."""
    return f"{head(tool)}\n\nInput: {text}\nOutput: "


def draw(r, op):
    """Operands of a sum as a text would say them: a whole quotient, a positive difference."""
    a, b = r.randint(12, 4800), r.randint(3, 97)
    if op == "/":
        a = b * r.randint(2, 60)
    if op == "-" and b >= a:
        a += b
    return dict(a=a, b=b, c=OPS[op](a, b))


def rate(scored):
    return f"{sum(s.hit for s in scored) / len(scored):.2f} (p {sum(s.p for s in scored) / len(scored):.2f})"


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("ckpt", help="a run's ckpt.pt or a compact train/checkpoints/*.pt")
    ap.add_argument("--tokenizer", default=os.path.join(ROOT, "models", "base"))
    args = ap.parse_args()
    torch.set_num_threads(1)  # a probe beside a training run: leave it the other core
    ckpt = torch.load(args.ckpt, map_location="cpu")
    model = GPT(GPTConfig(**ckpt["config"]))
    model.load_state_dict({k: v.float() for k, v in ckpt["model"].items()})
    model.eval()
    tok = Tokenizer.load(args.tokenizer)
    print(f"{args.ckpt} (step {ckpt.get('step')}): greedy hit rate of the name's k-th token; mean p; whole names")
    for text, out in FRAMES:
        by_k, whole = [[] for _ in range(4)], 0
        for name in NAMES:
            scored = teacher_forced(model, tok, p_x("QA", text.format(N=name)) + out.format(N=name), " " + name)
            for j, s in enumerate(scored):
                by_k[min(j, 3)].append(s)
            whole += all(s.hit for s in scored)
        cols = "  ".join(f"t{k + 1 if k < 3 else '4+'} {rate(s)}" for k, s in enumerate(by_k))
        print(f"  {out.split('[QA(')[1][1:]:<32} {cols}  whole {whole}/{len(NAMES)}")
    print("greedy hit rate of the Calculator call's first operand (all its digits), operator, second operand")
    r = random.Random(0)
    for frame, expr in SUMS:
        op = expr.split()[1]
        parts, whole, instead = {"a": [], "op": [], "b": []}, 0, collections.Counter()
        for _ in range(24):
            v = draw(r, op)
            text = frame.format(**v)
            out = text[: text.index("|")] + "[Calculator("
            scored = teacher_forced(model, tok, p_x("Calculator", text.replace("| ", "")) + out, expr.format(**v))
            na = len(str(v["a"]))  # digits are single tokens; then " op", " ", the second operand
            parts["a"].append(all(s.hit for s in scored[:na]))
            parts["op"].append(scored[na].hit)
            parts["b"].append(all(s.hit for s in scored[na + 2:]))
            miss = next((s for s in scored if not s.hit), None)  # what it writes at its first miss
            if miss:
                instead[tok.decode([miss.best])] += 1
            whole += all(s.hit for s in scored)
        cols = "  ".join(f"{k} {sum(v) / len(v):.2f}" for k, v in parts.items())
        wrote = ", ".join(f"{t!r} {n}" for t, n in instead.most_common(3))
        print(f"  {expr:<8} {cols}  whole {whole:>2}/24  {frame[:44]}…" + (f"  (first miss writes {wrote})" if wrote else ""))
    # The filter's L+ (prefix placement) needs the other direction: the call and its result in
    # front of the text, then the text's own answer read from it. It comes and goes between
    # checkpoints (README, the scratch run at step 15,000), so it is measured beside the copying.
    print("mean p of the answer's tokens where the text says it, with the call and its result in front "
          "(the filter's L+), with the same note without the tool's name (as arrow.txt writes notes), "
          "and with nothing in front (L(ε)); on how many of 24 the call raises it")
    r = random.Random(1)
    for frame, expr in SUMS:
        op, with_note, plain_note, without, helps = expr.split()[1], [], [], [], 0
        for _ in range(24):
            v = draw(r, op)
            text, answer = frame.format(**v), str(v["c"])
            before = text[: text.index("|")].rstrip()
            for front, into in ((f" [Calculator({expr.format(**v)}) -> {answer}]\n", with_note),
                                (f" [{expr.format(**v)} -> {answer}]\n", plain_note), ("", without)):
                scored = teacher_forced(model, tok, front + before, " " + answer)
                into.append(sum(x.p for x in scored) / len(scored))
            helps += with_note[-1] > without[-1]
        print(f"  {expr:<8} call {fmean(with_note):.2f}  note {fmean(plain_note):.2f}  nothing {fmean(without):.2f}  "
              f"raised on {helps:>2}/24  {frame[:44]}…")


if __name__ == "__main__":
    main()
