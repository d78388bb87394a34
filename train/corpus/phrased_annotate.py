"""Texts of C to annotate (round 1 on the phase-4 base), composed from independent parts.

The first annotate.jsonl (build.py) holds template texts: a model fine-tuned on their C*
learns the templates (69% on the generated arithmetic, 2% on hand-written prompts). These
texts come from phrasing_math.py and phrasing_facts.py, plus plain narrative, in the same
record format: {"id", "text", "date", "domain", "gold": [{"pos", "call", "answer"}]} (gold is
where the generator put the answer; the pipeline never reads it).

    /usr/bin/python3 train/corpus/phrased_annotate.py --out train/data [--seed 0]
    /usr/bin/python3 train/corpus/phrased_annotate.py --out train/data --only fact --count 12000 --seed 1

The second writes annotate3.jsonl: fact texts alone, for a QA-only annotation (QA keeps about
one call in forty fact texts, so C* needs many more of them than of the others).

Facts: pretrain=true ones and the held-out ones annotate.jsonl may use (build.py's
`annot_facts`: a third of the held-out facts never appear before evaluation). Plain texts
give the filter texts where nothing should be kept.
"""
import argparse
import json
import os
import random
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))
sys.path.insert(0, HERE)

import narrative  # noqa: E402
import phrasing_facts as F  # noqa: E402
import phrasing_math as M  # noqa: E402
import tooltexts as T  # noqa: E402
from build import annotate_record, annotation_facts  # noqa: E402

COUNTS = {"arithmetic": 6000, "calendar": 2500, "fact": 3000, "plain": 500}


def text_of(rng, domain, facts):
    if domain == "arithmetic":
        it = M.math_item(rng)
    elif domain == "calendar":
        d = T.rand_date(rng)
        return F.calendar_item(rng, d), d
    elif domain == "fact":
        it = F.annotation_qa_item(rng, rng.choice(facts))
    else:
        it = T.Item(" ".join(narrative.sentences(rng, rng.randint(1, 3))))
    return it, T.rand_date(rng)


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--out", required=True)
    ap.add_argument("--seed", type=int, default=0)
    ap.add_argument("--only", choices=list(COUNTS), help="one domain alone, written to annotate3.jsonl")
    ap.add_argument("--count", type=int, help="texts with --only (default 12000)")
    args = ap.parse_args(argv)
    if args.count is not None and not args.only:
        ap.error("--count goes with --only")  # the mixed set's counts are COUNTS
    counts = {args.only: 12000 if args.count is None else args.count} if args.only else COUNTS
    prefix, name = ("ann3-", "annotate3.jsonl") if args.only else ("ann2-", "annotate2.jsonl")
    with open(os.path.join(ROOT, "src", "tools", "qa", "facts.json")) as fh:
        facts = annotation_facts(json.load(fh))
    rng = random.Random(f"phrased-annotate-{args.seed}")
    records = []
    for domain, n in counts.items():
        for k in range(n):
            it, d = text_of(rng, domain, facts)
            r = annotate_record(domain, k, it, d)
            r["id"] = r["id"].replace("ann-", prefix, 1)  # apart from annotate.jsonl's ids
            records.append(r)
    rng.shuffle(records)
    path = os.path.join(args.out, name)
    with open(path, "w", encoding="utf-8") as fh:
        fh.writelines(json.dumps(r) + "\n" for r in records)
    print(f"{len(records)} texts ({', '.join(f'{n} {d}' for d, n in counts.items())}) -> {path}")


if __name__ == "__main__":
    main()
