"""Does a checkpoint copy a multi-token name from the text into a QA question? (issue 14)

Under QA's P(x) (src/tools/prompts.json), the text names a place and the output has reached
the question's slot for it ('[QA("Which country is'); teacher-forced, we read the probability
of each of the name's tokens and whether it is the argmax. A base that gets the first token and
then invents ("Madagascar" -> "Madagido") shows up as a falling hit rate by token. The names are
real places that are neither in the hand-written set nor, mostly, in pretraining: only looking
back at the text predicts them.

    /usr/bin/python3 train/copy_probe.py train/checkpoints/base-s8.pt [--tokenizer models/base]
"""
import argparse
import json
import os
import sys

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
    qa = json.load(open(os.path.join(ROOT, "src", "tools", "prompts.json")))["tools"]["QA"]
    head = qa["instruction"] + "\n\n" + "\n\n".join(f"Input: {d['input']}\nOutput: {d['output']}"
                                                   for d in qa["demonstrations"])
    print(f"{args.ckpt} (step {ckpt.get('step')}): greedy hit rate of the name's k-th token; mean p; whole names")
    for text, out in FRAMES:
        hits, probs, whole = [[] for _ in range(4)], [[] for _ in range(4)], 0
        for name in NAMES:
            prefix = f"{head}\n\nInput: {text.format(N=name)}\nOutput: {out.format(N=name)}"
            a, b = tok.encode(prefix), tok.encode(prefix + " " + name)
            assert b[: len(a)] == a
            with torch.no_grad():
                logp = torch.log_softmax(model(torch.tensor([b]))[0][0].float(), -1)
            ok = True
            for j, t in enumerate(b[len(a):]):
                row = logp[len(a) + j - 1]
                hit = int(row.argmax()) == t
                hits[min(j, 3)].append(hit)
                probs[min(j, 3)].append(row[t].exp().item())
                ok &= hit
            whole += ok
        cols = "  ".join(f"t{k + 1 if k < 3 else '4+'} {sum(h) / len(h):.2f} (p {sum(p) / len(p):.2f})"
                         for k, (h, p) in enumerate(zip(hits, probs)))
        print(f"  {out.split('[QA(')[1][1:]:<32} {cols}  whole {whole}/{len(NAMES)}")


if __name__ == "__main__":
    main()
