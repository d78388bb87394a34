"""Copy drills: plain-text documents whose first line states what the body says later.

Why: the paper's filter places e(c, r) as a *prefix* of the text (footnote 3), so a
call's result helps only if the model uses what an earlier line said. GPT-J learned
that from the web; our 4M-parameter model, after 6M tokens of C, had not (demo
Output lines were no easier than their Input lines). A second pretraining phase mixes
these drills in; they contain no call syntax (no "->", no Tool(...)), only headings,
notes and repeated lines, so plain-text calls still come only from C*.

    python3 train/corpus/drills.py --out train/data

writes copy.txt (summary documents, as in pretrain.txt, new seed), drill.txt (a line of
random numbers or words, then the same again), drill2.txt (a heading — often in
brackets — holding the answer, result or date that the body then states) and arrow.txt
(phase 3: a note "[18 / 24 -> 0.75]" or "[What other name is X known by? -> Y]" above a
text that may use it).

Why arrow.txt: the filter's prefix e(c, r) = " [Calculator(18 / 24) -> 0.75]" contains the
token " ->", which no plain text in C had, so its embedding stayed untrained noise and the
model ignored whatever followed it (bottle-price gain 0.58, Pittsburgh 0.07). The notes use
"->" as plain English does ("question -> answer"), with no tool name, so C still holds no
call; many answers are made-up words, so the model learns to copy a name it has never seen
instead of trusting its prior, and one note in six is about something else, so it also
learns to ignore a note that does not fit.

names.txt (phase 3b) holds the same notes about made-up names blended from two English
words ("Ste" + "el"): after phase 3 the model copied a number from a note but not a rare
word piece such as " Ste" (170 times in 7M tokens of C), so Pittsburgh's "Steel City" still
cost ~10 nats. Blends spread the copying over the whole vocabulary.

spans.txt (the scratch run, from step 6,233) runs the other way: a text names something rare,
then a question or line names it again, as a call's argument repeats the text (span_docs).
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


def no_calls(doc, arrows=False):
    assert (arrows or "->" not in doc) and not re.search(r"\b(Calculator|Calendar|QA)\(", doc), doc
    return doc


def copy_docs(facts, budget):
    r = B.stream(7, "pretrain", "summary-extra")
    return B.fill_budget(lambda: B.summary_doc(r, facts), budget)


def number(r, lo, hi):
    """A number as texts write them: a count from lo to hi, a decimal, or a price."""
    k = r.random()
    if k < 0.4:
        return str(r.randint(lo, hi))
    if k < 0.7:
        return f"{r.randint(0, 99)}.{r.randint(1, 99):02d}".rstrip("0")
    return "$" + f"{r.randint(1, 500)}.{r.randint(0, 99):02d}"


def drill_docs(words, budget):
    r = random.Random(11)

    heads = ["Numbers", "Figures", "List", "Values", "Prices", "Note", "Words", "Names"]
    agains = ["Again", "Once more", "Repeat", "Copy", "The same", "In short"]
    docs, n = [], 0
    while n < budget:
        items = [number(r, 1, 999) for _ in range(r.randint(1, 5))] if r.random() < 0.5 else [r.choice(words) for _ in range(r.randint(1, 6))]
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


def arrow_docs(facts, budget):
    r = random.Random(31)

    def fiction():
        f = T.fictional_fact(r)
        if f["relation"] == "nickname" and r.random() < 0.7:  # an answer no prior can guess
            t, nick = f["subject"], T.fake_word(r, r.choice([1, 2])) + " " + r.choice(T.NICK_NOUN)
            f = dict(f, answer=nick, sentence=f"{t} is also known as the {nick}.")
        return f

    def note():
        """(left, right, body): the note's two sides and a text that uses the right one."""
        kind = r.choices(["arith", "fact", "date"], weights=[4, 4, 2])[0]
        if kind == "arith":
            it = T.arith_item(r, lead_p=0.3)
            spot = r.choice(it.spots)
            return spot["expr"], spot["answer"], it.text
        if kind == "fact":
            f = r.choice(facts) if r.random() < 0.35 else fiction()
            body = T.fact_doc(r, f).text if "id" in f else f["sentence"]
            return r.choice(f["questions"]), f["answer"], body
        d = T.rand_date(r)
        right = T.calendar_result(d) if r.random() < 0.7 else T.full_date(d)
        return r.choice(["today", "date", "the date today", "What day is it today?"]), right, T.cal_doc(r, d).text

    docs, n = [], 0
    while n < budget:
        left, right, body = note()
        if r.random() < 1 / 6:  # a note that does not fit the text
            body = note()[2]
        head = f"{left} -> {right}"
        head = r.choice([" [", " [", " [", "["]) + head + "]" if r.random() < 0.85 else head
        if r.random() < 0.25:
            body = " ".join(narrative.sentences(r, 1)) + " " + body
        doc = head + "\n" + body
        docs.append(no_calls(doc, arrows=True))
        n += len(doc)
    return docs


def blend(r, words):
    """A made-up name: the head of one word and the tail of another ("Ste" + "el")."""
    a, b = r.choice(words), r.choice(words)
    return T.cap(a[: r.randint(1, max(1, len(a) - 1))] + b[r.randint(1, max(1, len(b) - 1)):])


def name_docs(words, budget):
    r = random.Random(47)
    nouns = T.NICK_NOUN + ["Valley", "Bay", "Hills", "Coast", "Market", "Gate"]
    docs, n = [], 0
    while n < budget:
        k = r.randrange(5)
        place, name = T.town(r) if r.random() < 0.5 else blend(r, words), blend(r, words)
        if r.random() < 0.5:
            name += " " + (r.choice(nouns) if r.random() < 0.7 else blend(r, words))
        if k == 0:
            q, body = f"What other name is {place} known by?", f"{place} is also known as the {name}."
        elif k == 1:
            q, body = f"What is the capital of {place}?", f"The capital of {place} is {name}."
        elif k == 2:
            q, body = f"Who wrote {T.cap(blend(r, words))}?", None
            body = f"{q[10:-1]} was written by {name}."
        elif k == 3:
            q, body = f"Which river does {place} lie on?", f"{place} lies on the {name}."
        else:
            q, body = r.choice(["name", "word", "the name", "Which name?"]), f"The name on the sign was {name}."
        if r.random() < 1 / 6:  # a note that does not fit the text
            body = f"{T.town(r)} is also known as the {blend(r, words)} {r.choice(nouns)}."
        if r.random() < 0.25:
            body = " ".join(narrative.sentences(r, 1)) + " " + body
        head = f"{q} -> {name}"
        head = r.choice([" [", " [", " [", "["]) + head + "]" if r.random() < 0.85 else head
        doc = head + "\n" + body
        docs.append(no_calls(doc, arrows=True))
        n += len(doc)
    return docs


def span_docs(words, budget):
    """spans.txt: a text that names something rare, then lines that name it again.

    Why: the 8-layer base (step 6,128) copied the first token of a multi-token name into a QA
    question but rarely the rest ("Madagascar" -> "Madagido"): teacher-forced, 10 of 72 names
    came out whole, and "Names: Ljubljana.\nAgain:" was copied 0 times in 24. Every copy it
    had learned ran from a note down into the text (copy.txt, drill2, arrow, names); here the
    text comes first and a question, a list or a plain sentence repeats its name or numbers,
    the direction a call's argument takes. Names are spelled letter by letter, syllables, blends
    and made-up towns, so no prior predicts them: only looking back does. No call syntax, no "->".
    """
    r = random.Random(53)
    onsets = ["", "", "b", "br", "c", "ch", "d", "dj", "g", "gu", "h", "j", "k", "kh", "l", "lj", "m", "n",
              "ny", "p", "q", "r", "s", "sh", "sk", "t", "th", "ts", "v", "w", "x", "y", "z", "zh"]
    nuclei = ["a", "a", "e", "i", "o", "u", "ou", "ua", "ei", "ai", "ia", "oo", "y"]
    codas = ["", "", "", "n", "r", "l", "s", "k", "m", "t", "nd", "rk", "st", "x", "g"]

    def foreign():
        """Letters as place names in other languages spell them; our BPE, learned on C, cuts
        such names into 4-8 pieces ("Ouagadougou": O|u|ag|ad|ou|g|ou), where the syllable
        names cost 2-4, and the step-7,900 base ended a copied name after its second piece."""
        return T.cap("".join(r.choice(onsets) + r.choice(nuclei) + r.choice(codas) for _ in range(r.choice([2, 2, 3, 3, 4]))))

    def short():
        return T.fake_word(r, r.choice([1, 2, 3]))

    def name():
        k = r.random()
        if k < 0.35:
            n = foreign()
        elif k < 0.55:
            n = T.fake_word(r, r.choice([2, 3, 3, 4]))
        elif k < 0.7:
            n = blend(r, words)
        elif k < 0.8:
            n = T.town(r)
        else:
            n = r.choice([foreign, short])() + " " + r.choice([foreign, short])()
        if r.random() < 0.15:
            n += " " + r.choice(T.NICK_NOUN + ["River", "Hills", "Island", "Lake", "Street", "Bridge"])
        return n

    intros = [
        "{N} is a small town by the sea.", "We stayed two nights in {N}.", "Last spring {P} moved to {N}.",
        "The letter was signed by {N}.", "Her favourite book is {N}.", "The river {N} floods every spring.",
        "Nobody in the class had heard of {N} before.", "A new road links {N} and {M}.",
        "{N} and {M} are old rivals.", "The train to {N} was late again.", "{P} grew up near {N}.",
        "The shop on the corner sells maps of {N}.", "{N} has a famous bell tower.",
        "Everyone in {N} knows the baker.", "They named the boat {N}.", "A poem about {N} won the prize.",
        "In {N}, the market opens at dawn.", "The film was shot in {N}, not in {M}.",
        "{P} wrote a long book called {N}.", "Few maps show {N} at all.",
    ]
    asks = [
        "Where is {N}?", "Which country is {N} in?", "When was {N} founded?", "What other name is {N} known by?",
        "Who lives in {N}?", "Who wrote {N}?", "How far is {N} from {M}?", "Why did {P} go to {N}?",
        "What is {N} famous for?", "How old is {N}?", "Is {N} bigger than {M}?", "What does {N} mean?",
    ]
    says = [
        "{N} again.", "Remember the name {N}.", "The name was {N}.", "Names in this text: {N}, {M}.",
        "Key word: {N}.", "{N}, once more: {N}.", "Say it again: {N}.", "The place is {N}.",
    ]
    docs, n = [], 0
    while n < budget:
        N, M, P = name(), name(), T.fake_person(r)
        parts = narrative.sentences(r, 1) if r.random() < 0.3 else []
        intro = r.choice(intros)
        parts.append(intro.format(N=N, M=M, P=P))
        named = [N, M] if "{M}" in intro else [N]  # a line repeats only what the text named
        nums = []
        if r.random() < 0.35:
            nums = [number(r, 2, 9999) for _ in range(r.randint(1, 3))]
            parts.append(f"{P} paid {nums[0]} for it" + "".join(f", then {x}" for x in nums[1:]) + ".")
        if r.random() < 0.3:
            parts += narrative.sentences(r, 1)
        text = " ".join(parts)
        lines = []
        for _ in range(r.randint(1, 3)):
            k = r.random()
            if nums and k < 0.3:
                order = nums if r.random() < 0.7 else nums[::-1]
                lines.append(r.choice(["Numbers in this text: ", "Figures: ", "In order: "]) + ", ".join(order) + ".")
            elif k < 0.65:
                t = r.choice([a for a in asks if "{M}" not in a or len(named) == 2])
                lines.append(r.choice(["Question: ", "Q: ", "", "Ask: "]) + t.format(N=r.choice(named), M=M, P=P))
            else:
                t = r.choice([a for a in says if "{M}" not in a or len(named) == 2])
                lines.append(t.format(N=N if "{M}" in t else r.choice(named), M=M))
        doc = text + r.choice(["\n", "\n\n", " "]) + "\n".join(lines)
        docs.append(no_calls(doc))
        n += len(doc)
    return docs


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--out", default="train/data")
    ap.add_argument("--scale", type=float, default=1.0)
    ap.add_argument("--only", nargs="*", help="write only these files (e.g. spans.txt)")
    args = ap.parse_args()
    with open(os.path.join(ROOT, "src", "tools", "qa", "facts.json")) as fh:
        facts = [f for f in json.load(fh) if f["pretrain"]]
    with open(os.path.join(args.out, "finetune_plain.txt")) as fh:
        words = sorted(set(re.findall(r"[A-Za-z]+", fh.read())))
    for name, make, chars in (
        ("copy.txt", lambda b: copy_docs(facts, b), 6e6),
        ("drill.txt", lambda b: drill_docs(words, b), 3e6),
        ("drill2.txt", lambda b: heading_docs(facts, b), 4e6),
        ("arrow.txt", lambda b: arrow_docs(facts, b), 6e6),
        ("names.txt", lambda b: name_docs(words, b), 4e6),
        ("spans.txt", lambda b: span_docs(words, b), 4e6),
    ):
        if args.only and name not in args.only:
            continue
        docs = make(chars * args.scale)
        with open(os.path.join(args.out, name), "w") as fh:
            for d in docs:
                fh.write(d + "\n" + EOS + "\n")
        print(f"{name}: {len(docs)} documents")


if __name__ == "__main__":
    main()
