"""Demonstration documents (component (d) of C_pre) from the composed phrasings.

The first demos (build.py) fill the annotation-prompt layout with the tool texts' templates: a
4M model learns those templates and proposes nothing on a sentence written another way
(models/eval/hand, `toolformer eval-annotation`). These demos use the same layout
(prompts.json's instruction, then 2–4 "Input: x / Output: x with calls" pairs) with texts
composed from independent parts (phrasing_math.py, phrasing_facts.py), so the model meets
many verbs, units, number formats and word orders around each call.

    /usr/bin/python3 train/corpus/phrased_demos.py --out train/data [--chars 12000000] [--seed 0]

Writes OUT/demos2.txt (documents separated by a line "<|endoftext|>", as pretrain.txt) and
prints how varied it is: distinct sentence frames per tool. QA texts use only facts with
pretrain=true (held-out facts never reach pretraining) and made-up facts.
"""
import argparse
import json
import os
import random
import re
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))
sys.path.insert(0, HERE)

import phrasing_facts as F  # noqa: E402
import phrasing_math as M  # noqa: E402
import tooltexts as T  # noqa: E402

EOS = "<|endoftext|>"
# The same shares as build.py's demos.
TOOL_WEIGHTS = {"Calculator": 4, "Calendar": 2.5, "QA": 3.5}
# Made-up facts teach copying any subject into the question; real ones, the questions' words.
FICTIONAL_QA = 0.4


def frame(text):
    """A text with its numbers and capitalised words (after the first) replaced: its sentence frame."""
    t = re.sub(r"\d+(?:[.,]\d+)*", "N", re.sub("[€£]", "$", text))  # one frame whatever the money sign
    words = t.split(" ")
    return " ".join([words[0]] + ["X" if w[:1].isupper() and w != "N" else w for w in words[1:]])


def item(rng, tool, facts):
    if tool == "Calculator":
        return M.math_item(rng)
    if tool == "Calendar":
        return F.calendar_item(rng, T.rand_date(rng))
    return F.fictional_qa_item(rng) if rng.random() < FICTIONAL_QA else F.qa_item(rng, rng.choice(facts))


def demo_doc(rng, prompts, facts):
    tool = rng.choices(list(TOOL_WEIGHTS), weights=list(TOOL_WEIGHTS.values()))[0]
    pairs, texts = [], []
    for _ in range(rng.randint(2, 4)):
        it = item(rng, tool, facts)
        assert it.spots and all(sp["tool"] == tool for sp in it.spots)
        pairs.append("Input: " + it.text + "\nOutput: " + it.with_calls())
        texts.append(it.text)
    return tool, texts, prompts["tools"][tool]["instruction"] + "\n\n" + "\n\n".join(pairs)


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--out", required=True)
    ap.add_argument("--chars", type=int, default=12_000_000, help="characters of documents to write")
    ap.add_argument("--seed", type=int, default=0)
    args = ap.parse_args(argv)
    with open(os.path.join(ROOT, "src", "tools", "prompts.json")) as fh:
        prompts = json.load(fh)
    with open(os.path.join(ROOT, "src", "tools", "qa", "facts.json")) as fh:
        facts = [f for f in json.load(fh) if f["pretrain"]]
    rng = random.Random(f"phrased-demos-{args.seed}")
    docs, frames, n = [], {t: set() for t in TOOL_WEIGHTS}, 0
    counts = dict.fromkeys(TOOL_WEIGHTS, 0)
    while n < args.chars:
        tool, texts, doc = demo_doc(rng, prompts, facts)
        docs.append(doc)
        n += len(doc)
        counts[tool] += len(texts)
        frames[tool].update(frame(t) for t in texts)
    os.makedirs(args.out, exist_ok=True)
    with open(os.path.join(args.out, "demos2.txt"), "w", encoding="utf-8") as fh:  # € and £ (phrasing_math.surface)
        for d in docs:
            fh.write(d + "\n" + EOS + "\n")
    print(f"{len(docs)} documents, {n / 1e6:.1f} M characters -> {args.out}/demos2.txt")
    for t in TOOL_WEIGHTS:
        print(f"  {t}: {counts[t]} texts, {len(frames[t])} distinct frames ({len(frames[t]) / max(1, counts[t]):.0%})")


if __name__ == "__main__":
    main()
