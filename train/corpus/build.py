#!/usr/bin/python3
"""Toolformer Lab corpus generator.

    /usr/bin/python3 train/corpus/build.py --out train/data --seed 0 [--scale 1.0]

Writes pretrain.txt, annotate.jsonl, finetune_plain.txt, heldout_plain.txt,
eval_math.jsonl, eval_dates.jsonl, eval_facts.jsonl and stats.json into --out.
See train/CORPUS.md for what each file is and which invariants hold.
Same seed and scale => byte-identical files.  Every split and component draws from its
own random stream (named "<seed>:<split>:<component>"), so changing --scale changes only
how much each stream is read, never what another split contains.
"""
import argparse
import hashlib
import json
import os
import random
import re
import sys
import time

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))
sys.path.insert(0, HERE)

import narrative  # noqa: E402
import tooltexts as T  # noqa: E402

EOS = "<|endoftext|>"
CALL_RE = re.compile(r"\[\s*(Calculator|Calendar|QA)\b")

# characters per component of pretrain.txt at scale 1
PRETRAIN_BUDGET = {
    "narrative": 9_000_000,   # (a) ordinary English
    "arithmetic": 4_500_000,  # (b) tool-domain plain text
    "calendar": 2_000_000,    # (b)
    "facts": 2_500_000,       # (b) pretrain=true facts only
    "summary": 3_000_000,     # (c) heading / key figures repeated in the body
    "demos": 3_500_000,       # (d) annotation-prompt layout, with calls
}
FINETUNE_PLAIN_CHARS = 2_000_000
HELDOUT_PLAIN_CHARS = 500_000
ANNOTATE_COUNTS = {"arithmetic": 1500, "calendar": 800, "fact": 1000, "plain": 700}
# More arithmetic texts, appended after the shuffled ones above so those stay byte-identical:
# a 4M-parameter model needs many kept Calculator calls to learn to copy operands into them.
ANNOTATE_MORE_ARITHMETIC = 2500
EVAL_MATH = 300
EVAL_DATES = 200
DEMO_TOOL_WEIGHTS = {"Calculator": 4, "Calendar": 2.5, "QA": 3.5}


def stream(seed, split, comp):
    return random.Random(f"{seed}:{split}:{comp}")


def scaled(n, scale, lo=1):
    return max(lo, int(round(n * scale)))


# ------------------------------------------------------------------ pretraining documents

def arith_doc(rng):
    it = T.Item()
    if rng.random() < 0.25:
        it.add(" ".join(narrative.sentences(rng, 1)))
    for _ in range(rng.choice([1, 1, 2, 2, 3])):
        it.extend(T.arith_item(rng, lead_p=0.3 if not it.text else 0.1))
    if rng.random() < 0.2:
        it.extend(T.Item(" ".join(narrative.sentences(rng, 1))))
    return it.text


def calendar_doc(rng):
    return T.cal_doc(rng, T.rand_date(rng)).text


def facts_doc(rng, facts):
    k = rng.choice([1, 1, 2, 3])
    parts = [T.fact_doc(rng, f).text for f in rng.sample(facts, k)]
    return (" " if rng.random() < 0.5 else "\n\n").join(parts)


def _numbers_as_written(text):
    return re.findall(r"\$?(?<![\w.])\d+(?:\.\d+)?", text)


def summary_doc(rng, facts):
    """(c) Key information stated first, then repeated in the body. Plain text, no calls."""
    kind = rng.choices(["arith", "date", "fact", "fiction"], weights=[4, 3, 2, 3])[0]
    if kind == "arith":
        it = T.arith_item(rng, lead_p=0.0)
        body = it.text
        nums = _numbers_as_written(body)
        last = it.spots[-1]["answer"]
        h = rng.randrange(6)
        if h == 0:
            head = "Key figures: " + ", ".join(nums) + "."
        elif h == 1:
            head = "Result: " + last
        elif h == 2:
            head = "Summary: " + body
        elif h == 3:
            head = "In numbers: " + ", ".join(nums[:-1]) + " and " + nums[-1] + "."
        elif h == 4:
            head = "Answer: " + last + "."
        else:
            head = "The answer is " + last + "."
        lead = T.ARITH_LEADS[rng.randrange(len(T.ARITH_LEADS))].format(
            org=rng.choice(T.ORGS)[4:], name=T.person(rng)[0], town=T.town(rng))
        text = head + "\n\n" + (lead + " " if rng.random() < 0.5 else "") + body
        if rng.random() < 0.3:
            text += " " + " ".join(narrative.sentences(rng, 1))
        return text
    if kind == "date":
        d = T.rand_date(rng)
        full = T.full_date(d)
        h = rng.randrange(6)
        head = [full, "Date: " + full, T.calendar_result(d), f"{T.town(rng)}, {full}.",
                "Posted on " + full + ".", "Date: " + T.calendar_result(d)][h]
        return head + "\n\n" + T.cal_doc(rng, d).text
    if kind == "fact":
        f = rng.choice(facts)
        body = T.fact_doc(rng, f).text
    else:
        f = T.fictional_fact(rng)
        body = f["sentence"]
        for s in rng.sample(T.FILLER[f["relation"]], rng.choice([0, 1, 2])):
            body += " " + s
    q = rng.choice(f["questions"])
    h = rng.randrange(5)
    head = ["Summary: " + f["sentence"], "Answer: " + f["answer"] + ".",
            "Question: " + q + " Answer: " + f["answer"] + ".", "Topic: " + f["answer"],
            "Key fact: " + f["answer"] + "."][h]
    return head + "\n\n" + body


def load_prompts():
    with open(os.path.join(ROOT, "src", "tools", "prompts.json")) as fh:
        return json.load(fh)


def demo_input(rng, tool, facts):
    if tool == "Calculator":
        return T.arith_item(rng, lead_p=0.3)
    if tool == "Calendar":
        return T.cal_doc(rng, T.rand_date(rng), n_dates=1, filler=rng.random() < 0.3)
    f = rng.choice(facts)
    it = T.fact_item(rng, f)
    if rng.random() < 0.4:
        it.extend(T.Item(rng.choice(T.FILLER[f["relation"]])))
    return it


def demo_doc(rng, prompts, facts):
    """(d) Exactly the annotation-prompt layout of prompts.json: instruction, blank line,
    'Input: x\\nOutput: x-with-calls' pairs separated by blank lines."""
    tools = list(DEMO_TOOL_WEIGHTS)
    tool = rng.choices(tools, weights=[DEMO_TOOL_WEIGHTS[t] for t in tools])[0]
    instr = prompts["tools"][tool]["instruction"]
    pairs = []
    for _ in range(rng.randint(2, 4)):
        it = demo_input(rng, tool, facts)
        assert it.spots and all(sp["tool"] == tool for sp in it.spots)
        pairs.append("Input: " + it.text + "\nOutput: " + it.with_calls())
    return tool, instr + "\n\n" + "\n\n".join(pairs)


def fill_budget(gen, budget, seen=None):
    docs, n = [], 0
    while n < budget:
        d = gen()
        if seen is not None:
            h = hashlib.sha1(d.encode()).digest()
            if h in seen:
                continue
            seen.add(h)
        docs.append(d)
        n += len(d)
    return docs


# ------------------------------------------------------------------ build

def annotate_arith(r):
    """An arithmetic text to annotate: a word problem, a quarter of the time with a sentence after it."""
    it = T.arith_item(r, lead_p=0.5)
    if r.random() < 0.25:
        it.extend(T.Item(" ".join(narrative.sentences(r, 1))))
    return it


def annotate_record(dom, n, it, d):
    """One line of annotate.jsonl: the text, its date, and where the gold calls go."""
    return {"id": f"ann-{dom}-{n:05d}", "text": it.text, "date": d.isoformat(), "domain": dom,
            "gold": [{"pos": sp["pos"], "call": sp["call"], "answer": sp["answer"]} for sp in it.spots]}


def unseen_fact_ids(facts):
    """One third of the held-out facts never appear anywhere before evaluation."""
    held = [f for f in facts if not f["pretrain"]]
    order = sorted(held, key=lambda f: hashlib.sha256(("annot:" + f["id"]).encode()).hexdigest())
    return {f["id"] for f in order[: len(order) // 3]}


def annotation_facts(facts):
    """The facts texts of C to annotate may state: pretrain=true ones and two thirds of the held-out ones."""
    unseen = unseen_fact_ids(facts)
    return [f for f in facts if f["pretrain"]] + [f for f in facts if not f["pretrain"] and f["id"] not in unseen]


def build(out, seed, scale, facts_path=None, log=print):
    t0 = time.time()
    facts_path = facts_path or os.path.join(ROOT, "src", "tools", "qa", "facts.json")
    with open(facts_path) as fh:
        facts = json.load(fh)
    prompts = load_prompts()
    pre_facts = [f for f in facts if f["pretrain"]]
    held_facts = [f for f in facts if not f["pretrain"]]
    unseen_ids = unseen_fact_ids(facts)
    annot_facts = annotation_facts(facts)

    os.makedirs(out, exist_ok=True)
    stats = {"seed": seed, "scale": scale, "files": {}, "pretrain_components": {}}

    # ---- pretrain
    comps = {}
    narr_seen = set()
    gens = {
        "narrative": (lambda r: (lambda: narrative.document(r))),
        "arithmetic": (lambda r: (lambda: arith_doc(r))),
        "calendar": (lambda r: (lambda: calendar_doc(r))),
        "facts": (lambda r: (lambda: facts_doc(r, pre_facts))),
        "summary": (lambda r: (lambda: summary_doc(r, pre_facts))),
    }
    for comp, mk in gens.items():
        r = stream(seed, "pretrain", comp)
        comps[comp] = fill_budget(mk(r), PRETRAIN_BUDGET[comp] * scale,
                                  seen=narr_seen if comp == "narrative" else None)
    r = stream(seed, "pretrain", "demos")
    demo_tools = {}
    demos = []
    n = 0
    while n < PRETRAIN_BUDGET["demos"] * scale:
        tool, d = demo_doc(r, prompts, pre_facts)
        demos.append(d)
        demo_tools[tool] = demo_tools.get(tool, 0) + 1
        n += len(d)
    comps["demos"] = demos
    tagged = [(c, d) for c in comps for d in comps[c]]
    stream(seed, "pretrain", "shuffle").shuffle(tagged)
    for c, d in tagged:
        if c != "demos":
            assert "[" not in d and "]" not in d and "->" not in d, (c, d)
        assert EOS not in d
    pretrain_text = "".join(d + "\n" + EOS + "\n" for c, d in tagged)
    for c in comps:
        stats["pretrain_components"][c] = {"docs": len(comps[c]), "chars": sum(len(d) for d in comps[c])}
    stats["pretrain_components"]["demos"]["by_tool"] = demo_tools
    log(f"pretrain: {len(tagged)} docs, {len(pretrain_text):,} chars ({time.time() - t0:.1f}s)")

    # ---- plain splits (disjoint from pretrain's narrative documents)
    ft = fill_budget((lambda r: lambda: narrative.document(r))(stream(seed, "finetune_plain", "narrative")),
                     FINETUNE_PLAIN_CHARS * scale, seen=narr_seen)
    ho = fill_budget((lambda r: lambda: narrative.document(r))(stream(seed, "heldout_plain", "narrative")),
                     HELDOUT_PLAIN_CHARS * scale, seen=narr_seen)
    finetune_text = "".join(d + "\n" + EOS + "\n" for d in ft)
    heldout_text = "".join(d + "\n" + EOS + "\n" for d in ho)

    # ---- annotate
    ann = []
    r = stream(seed, "annotate", "arithmetic")
    for i in range(scaled(ANNOTATE_COUNTS["arithmetic"], scale, 5)):
        ann.append(("arithmetic", annotate_arith(r), T.rand_date(r)))
    r = stream(seed, "annotate", "calendar")
    for i in range(scaled(ANNOTATE_COUNTS["calendar"], scale, 5)):
        d = T.rand_date(r)
        ann.append(("calendar", T.cal_doc(r, d), d))
    r = stream(seed, "annotate", "fact")
    pool = []
    nf = scaled(ANNOTATE_COUNTS["fact"], scale, 5)
    while len(pool) < nf:
        batch = list(annot_facts)
        r.shuffle(batch)
        pool += batch
    for f in pool[:nf]:
        ann.append(("fact", T.fact_doc(r, f), T.rand_date(r)))
    r = stream(seed, "annotate", "plain")
    for i in range(scaled(ANNOTATE_COUNTS["plain"], scale, 5)):
        ctx = narrative.make_cast(r)
        txt = narrative.scene(r, ctx, r.choice(narrative.SCENES))
        ann.append(("plain", T.Item(txt), T.rand_date(r)))
    counters = {}
    ann_recs = []
    for dom, it, d in ann:
        counters[dom] = counters.get(dom, 0) + 1
        ann_recs.append(annotate_record(dom, counters[dom], it, d))
    stream(seed, "annotate", "shuffle").shuffle(ann_recs)
    for a in ann_recs:
        assert "[" not in a["text"] and "]" not in a["text"] and EOS not in a["text"]
    annotate_blob = "\n".join(a["text"] for a in ann_recs)
    log(f"annotate: {len(ann_recs)} texts ({time.time() - t0:.1f}s)")

    corpus_blob = pretrain_text + "\n" + finetune_text + "\n" + heldout_text
    everything = corpus_blob + "\n" + annotate_blob

    # ---- eval: math
    r = stream(seed, "eval", "math")
    eval_math, seen_p = [], set()
    tries = 0
    while len(eval_math) < scaled(EVAL_MATH, scale, 10):
        tries += 1
        assert tries < 100000
        it = T.arith_item(r, lead_p=0.6)
        sp = it.spots[-1]
        prompt = it.text[:sp["pos"]]
        if prompt in seen_p or prompt in everything:
            continue
        seen_p.add(prompt)
        eval_math.append({"id": f"math-{len(eval_math) + 1:04d}", "prompt": prompt, "answer": sp["answer"],
                          "expr": sp["expr"], "target": it.text[sp["pos"]:]})
    # ---- eval: dates
    r = stream(seed, "eval", "dates")
    eval_dates = []
    kinds = ["full", "weekday", "month", "year"]
    while len(eval_dates) < scaled(EVAL_DATES, scale, 8):
        tries += 1
        assert tries < 200000
        d = T.rand_date(r)
        k = kinds[len(eval_dates) % 4]
        it = T.Item(" ".join(narrative.sentences(r, 2)))
        it.extend(T.cal_item(r, d, kind=k))
        sp = it.spots[-1]
        prompt = it.text[:sp["pos"]]
        if prompt in seen_p or prompt in everything:
            continue
        seen_p.add(prompt)
        eval_dates.append({"id": f"date-{len(eval_dates) + 1:04d}", "prompt": prompt, "answer": sp["answer"],
                           "date": d.isoformat(), "kind": k, "target": it.text[sp["pos"]:]})
    # ---- eval: facts (all pretrain=false facts)
    eval_facts = []
    for f in held_facts:
        pos = T.fact_spot(f)
        eval_facts.append({"id": "fact-" + f["id"], "prompt": f["sentence"][:pos], "answer": f["answer"],
                           "fact_id": f["id"], "relation": f["relation"],
                           "seen_in_annotate": f["id"] not in unseen_ids,
                           "target": f["sentence"][pos:]})
    log(f"eval: {len(eval_math)} math, {len(eval_dates)} dates, {len(eval_facts)} facts ({time.time() - t0:.1f}s)")

    # ---- annotate, more arithmetic (after the eval sets, so they do not change; never an eval prompt)
    r = stream(seed, "annotate", "arithmetic-more")
    while counters["arithmetic"] < scaled(ANNOTATE_COUNTS["arithmetic"] + ANNOTATE_MORE_ARITHMETIC, scale, 10):
        it, d = annotate_arith(r), T.rand_date(r)
        if "[" in it.text or "]" in it.text or any(e["prompt"] in it.text for e in eval_math):
            continue
        counters["arithmetic"] += 1
        ann_recs.append(annotate_record("arithmetic", counters["arithmetic"], it, d))
    log(f"annotate: {len(ann_recs)} texts with more arithmetic")

    # ---- invariants (fail loudly)
    check_outputs(pretrain_text, finetune_text, heldout_text, ann_recs, eval_math, eval_dates, eval_facts,
                  facts, prompts, tagged)

    # ---- write
    def wtxt(name, s):
        with open(os.path.join(out, name), "w", encoding="ascii", newline="\n") as fh:
            fh.write(s)

    def wjsonl(name, recs):
        wtxt(name, "".join(json.dumps(x, ensure_ascii=True) + "\n" for x in recs))

    wtxt("pretrain.txt", pretrain_text)
    wtxt("finetune_plain.txt", finetune_text)
    wtxt("heldout_plain.txt", heldout_text)
    wjsonl("annotate.jsonl", ann_recs)
    wjsonl("eval_math.jsonl", eval_math)
    wjsonl("eval_dates.jsonl", eval_dates)
    wjsonl("eval_facts.jsonl", eval_facts)
    for name, docs in [("pretrain.txt", tagged), ("finetune_plain.txt", ft), ("heldout_plain.txt", ho),
                       ("annotate.jsonl", ann_recs), ("eval_math.jsonl", eval_math),
                       ("eval_dates.jsonl", eval_dates), ("eval_facts.jsonl", eval_facts)]:
        stats["files"][name] = {"records": len(docs), "bytes": os.path.getsize(os.path.join(out, name))}
    stats["annotate_domains"] = {}
    for a in ann_recs:
        s = stats["annotate_domains"].setdefault(a["domain"], {"texts": 0, "chars": 0})
        s["texts"] += 1
        s["chars"] += len(a["text"])
    stats["eval_facts_unseen_anywhere"] = sum(1 for e in eval_facts if not e["seen_in_annotate"])
    stats["facts"] = {"total": len(facts), "pretrain": len(pre_facts), "held_out": len(held_facts)}
    with open(os.path.join(out, "stats.json"), "w") as fh:
        json.dump(stats, fh, indent=1, sort_keys=True)
        fh.write("\n")
    log(f"done in {time.time() - t0:.1f}s -> {out}")
    return stats


def check_outputs(pretrain_text, finetune_text, heldout_text, ann, em, ed, ef, facts, prompts, tagged):
    for name, s in [("pretrain", pretrain_text), ("finetune_plain", finetune_text), ("heldout_plain", heldout_text)]:
        if not all(ord(c) < 128 for c in s):
            raise SystemExit(f"non-ASCII character in {name}")
    for s in (finetune_text, heldout_text):
        if CALL_RE.search(s) or "[" in s:
            raise SystemExit("call syntax in a plain split")
    # call syntax only inside demonstration documents
    instrs = [t["instruction"] for t in prompts["tools"].values()]
    for c, d in tagged:
        if c == "demos":
            check_demo(d, prompts)
        elif CALL_RE.search(d) or "[" in d:
            raise SystemExit(f"call syntax in a plain {c} document: {d[:200]}")
    # held-out facts never appear in pretraining text
    for f in facts:
        if not f["pretrain"] and f["sentence"] in pretrain_text:
            raise SystemExit(f"held-out fact in pretrain: {f['id']}")
    # eval prompts unseen
    blob = pretrain_text + "\n" + finetune_text + "\n" + heldout_text
    ann_blob = "\n".join(a["text"] for a in ann)
    for e in em + ed:
        if e["prompt"] in blob or e["prompt"] in ann_blob:
            raise SystemExit(f"eval prompt seen in training data: {e['id']}")
    for e in ef:
        if e["prompt"] in blob:
            raise SystemExit(f"eval fact prompt seen in plain training text: {e['id']}")
        if not e["seen_in_annotate"] and e["prompt"] in ann_blob:
            raise SystemExit(f"unseen eval fact in annotate: {e['id']}")
    for e in em:
        if T.count_numbers(e["prompt"] + e["target"]) < 3:
            raise SystemExit(f"eval math text with < 3 numbers: {e['id']}")
        if T.fmt(eval_expr(e["expr"])) != e["answer"]:
            raise SystemExit(f"eval math answer mismatch: {e}")


_DEMO_PAIR = re.compile(r"Input: ([^\n]*)\nOutput: ([^\n]*)")
_CALL_IN_OUT = re.compile(r" \[(Calculator\(([^()\]]|\([^()\]]*\))*\)|Calendar\(\)|QA\(\"[^\"\]]*\"\))\]")


def check_demo(d, prompts):
    instr = [t["instruction"] for t in prompts["tools"].values()]
    head, _, rest = d.partition("\n\n")
    if head not in instr:
        raise SystemExit("demo does not start with a prompts.json instruction")
    tool = [k for k, t in prompts["tools"].items() if t["instruction"] == head][0]
    blocks = rest.split("\n\n")
    if not 2 <= len(blocks) <= 4:
        raise SystemExit("demo must have 2-4 pairs")
    for b in blocks:
        m = _DEMO_PAIR.fullmatch(b)
        if not m:
            raise SystemExit(f"bad demo block: {b!r}")
        x, y = m.group(1), m.group(2)
        calls = list(_CALL_IN_OUT.finditer(y))
        if not calls or not all(c.group(1).startswith(tool + "(") for c in calls):
            raise SystemExit(f"demo output without a {tool} call: {y!r}")
        if _CALL_IN_OUT.sub("", y) != x:
            raise SystemExit(f"demo output is not input + calls: {b!r}")
        for c in calls:
            if tool == "Calculator":
                expr = c.group(1)[len("Calculator("):-1]
                if not re.fullmatch(r"\(?\d+(\.\d+)?( [-+*/] \(?\d+(\.\d+)?\)?)+", expr):
                    raise SystemExit(f"bad calculator expression {expr!r}")
                after = y[c.end():]
                want = T.fmt(eval_expr(expr))
                m2 = re.match(r" (about |roughly )?\$?(\d+(?:\.\d+)?)", after)
                if not m2 or m2.group(2) != want:
                    raise SystemExit(f"calculator result {want} not right after call: {y!r}")


def eval_expr(expr):
    from fractions import Fraction
    if not re.fullmatch(r"[\d. +\-*/()]+", expr):
        raise ValueError(expr)
    py = re.sub(r"\d+(?:\.\d+)?", lambda m: f"Fraction('{m.group(0)}')", expr)
    return eval(py, {"Fraction": Fraction})


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--out", required=True)
    ap.add_argument("--seed", type=int, default=0)
    ap.add_argument("--scale", type=float, default=1.0)
    ap.add_argument("--facts", default=None, help="facts.json (default: src/tools/qa/facts.json)")
    ap.add_argument("--quiet", action="store_true")
    a = ap.parse_args(argv)
    build(a.out, a.seed, a.scale, a.facts, log=(lambda *x: None) if a.quiet else print)


if __name__ == "__main__":
    main()
