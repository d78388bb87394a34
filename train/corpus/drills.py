"""Copy drills: plain-text documents whose first line states what the body says later.

Why: the paper's filter places e(c, r) as a *prefix* of the text (footnote 3), so a
call's result helps only if the model uses what an earlier line said. GPT-J learned
that from the web; our 4M-parameter model, after 6M tokens of C, had not (demo
Output lines were no easier than their Input lines). A second pretraining phase mixes
these drills in; they contain no call syntax (no "->", no Tool(...)), only headings,
notes and repeated lines, so plain-text calls still come only from C*.

    python3 train/corpus/drills.py --out train/data

writes copy.txt (summary documents, as in pretrain.txt, new seed), drill.txt (a line of
random numbers or words, then the same again) and drill2.txt (a heading — often in
brackets — holding the answer, result or date that the body then states).
"""
import argparse
import json
import os
import random
import re
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import build as B  # noqa: E402
import narrative  # noqa: E402
import tooltexts as T  # noqa: E402

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
EOS = "<|endoftext|>"


def no_calls(doc):
    assert "->" not in doc and not re.search(r"\b(Calculator|Calendar|QA)\(", doc), doc
    return doc


def copy_docs(facts, budget):
    r = B.stream(7, "pretrain", "summary-extra")
    return B.fill_budget(lambda: B.summary_doc(r, facts), budget)


def drill_docs(words, budget):
    r = random.Random(11)

    def num():
        k = r.random()
        if k < 0.4:
            return str(r.randint(1, 999))
        if k < 0.7:
            return f"{r.randint(0, 99)}.{r.randint(1, 99):02d}".rstrip("0")
        return "$" + f"{r.randint(1, 500)}.{r.randint(0, 99):02d}"

    heads = ["Numbers", "Figures", "List", "Values", "Prices", "Note", "Words", "Names"]
    agains = ["Again", "Once more", "Repeat", "Copy", "The same", "In short"]
    docs, n = [], 0
    while n < budget:
        items = [num() for _ in range(r.randint(1, 5))] if r.random() < 0.5 else [r.choice(words) for _ in range(r.randint(1, 6))]
        line = (", " if r.random() < 0.6 else " ").join(items)
        doc = f"{r.choice(heads)}: {line}.\n{r.choice(agains)}: {line}."
        if r.random() < 0.3:
            doc = f"{line}\n\n{r.choice(agains)}: {line}."
        docs.append(no_calls(doc))
        n += len(doc)
    return docs


def heading_docs(facts, budget):
    r = random.Random(23)

    def head(x):
        k = r.randrange(8)
        words = r.choice(["Note", "Ref", "Check", "Info", "Memo", "Aside", "Tip", "Hint"])
        return [f"[{x}]", f"[{words}: {x}]", f"({x})", f"{x}", f"[{words} {x}]", f"[{x}.]", f"{words}: {x}",
                f"[{r.choice(['see', 'cf.', 'i.e.'])} {x}]"][k]

    docs, n = [], 0
    while n < budget:
        kind = r.choices(["arith", "fact", "date"], weights=[5, 3, 2])[0]
        if kind == "arith":
            it = T.arith_item(r, lead_p=0.0)
            body, x = it.text, it.spots[-1]["answer"]
            if r.random() < 0.5:
                x = r.choice(["", "the ", "about "]) + x
        elif kind == "fact":
            f = r.choice(facts)
            body, x = T.fact_doc(r, f).text, f["answer"]
            if r.random() < 0.3:
                x = r.choice(f["questions"]) + " " + x
        else:
            d = T.rand_date(r)
            body, x = T.cal_doc(r, d).text, r.choice([T.calendar_result(d), T.full_date(d)])
        if r.random() < 0.3:
            body = " ".join(narrative.sentences(r, 1)) + " " + body
        doc = head(x) + r.choice(["\n", "\n\n", " "]) + body
        docs.append(no_calls(doc))
        n += len(doc)
    return docs


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--out", default="train/data")
    ap.add_argument("--scale", type=float, default=1.0)
    args = ap.parse_args()
    with open(os.path.join(ROOT, "src", "tools", "qa", "facts.json")) as fh:
        facts = [f for f in json.load(fh) if f["pretrain"]]
    with open(os.path.join(args.out, "finetune_plain.txt")) as fh:
        words = sorted(set(re.findall(r"[A-Za-z]+", fh.read())))
    for name, docs in (
        ("copy.txt", copy_docs(facts, 6_000_000 * args.scale)),
        ("drill.txt", drill_docs(words, 3_000_000 * args.scale)),
        ("drill2.txt", heading_docs(facts, 4_000_000 * args.scale)),
    ):
        with open(os.path.join(args.out, name), "w") as fh:
            for d in docs:
                fh.write(d + "\n" + EOS + "\n")
        print(f"{name}: {len(docs)} documents")


if __name__ == "__main__":
    main()
