"""How varied the demonstration texts are, and how far from them a person's writing is.

    /usr/bin/python3 train/corpus/diversity.py [--data train/data] [--n 10000]

For the demos in pretrain.txt (the templates, build.py) and in demos2.txt (the composed
phrasings, phrased_demos.py), over the first N "Input:" texts of each:
- distinct frames: texts whose frame (numbers -> N, capitalised words after the first -> X)
  no other text has, as a share of N;
- novelty: the share of the hand-written set's word 3-grams (its "look" third only, on frames,
  lower-cased) that never occur in those texts. A person writes what no template wrote; the
  lower this is, the more of a person's phrasing the model has met. It is measured, never
  tuned against: no template is written from the hand-written set.
"""
import argparse
import json
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))
sys.path.insert(0, HERE)

from phrased_demos import frame  # noqa: E402


def inputs(path, n):
    out = []
    with open(path) as fh:
        for line in fh:
            if line.startswith("Input: "):
                out.append(line[len("Input: "):].strip())
                if len(out) >= n:
                    break
    return out


def trigrams(text):
    w = frame(text).lower().replace(",", " ,").replace(".", " .").split()
    return {tuple(w[i:i + 3]) for i in range(len(w) - 2)}


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--data", default=os.path.join(ROOT, "train", "data"))
    ap.add_argument("--n", type=int, default=10000)
    ap.add_argument("--hand", default=os.path.join(ROOT, "models", "eval", "hand", "annotation.jsonl"))
    args = ap.parse_args(argv)
    with open(args.hand) as fh:
        hand = [json.loads(line) for line in fh if line.strip()]
    look = [h["text"] for h in hand if h["split"] == "look" and h["tool"] != "none"]
    wanted = set().union(*map(trigrams, look))
    print(f"hand-written look third: {len(look)} texts, {len(wanted)} word 3-grams")
    for name in ["pretrain.txt", "demos2.txt"]:
        texts = inputs(os.path.join(args.data, name), args.n)
        frames = {}
        for t in texts:
            frames[frame(t)] = frames.get(frame(t), 0) + 1
        seen = set().union(*map(trigrams, texts))
        novel = len(wanted - seen) / max(1, len(wanted))
        print(f"{name:14} {len(texts)} demo texts: {len(frames) / max(1, len(texts)):.0%} distinct frames, "
              f"novelty of the hand-written 3-grams {novel:.0%}")


if __name__ == "__main__":
    main()
