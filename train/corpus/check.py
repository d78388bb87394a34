#!/usr/bin/python3
"""Smoke test for the corpus generator: builds at --scale 0.02 into temp dirs and checks
the invariants documented in train/CORPUS.md.  Runs in about a second.

    /usr/bin/python3 train/corpus/check.py

Prints one line per check and ends with 'N passed, N failed'; exit code 1 on failure.
"""
import datetime
import filecmp
import json
import os
import re
import shutil
import sys
import tempfile
import traceback

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))
sys.path.insert(0, HERE)

import build  # noqa: E402
import tooltexts as T  # noqa: E402

EOS_LINE = "\n" + build.EOS + "\n"
FILES = ["pretrain.txt", "annotate.jsonl", "finetune_plain.txt", "heldout_plain.txt",
         "eval_math.jsonl", "eval_dates.jsonl", "eval_facts.jsonl", "stats.json"]
CALL_RE = re.compile(r"\[\s*(Calculator|Calendar|QA)\b")


def docs(path):
    s = open(path, encoding="ascii").read()
    assert s.endswith(EOS_LINE), path
    return s[: -len(EOS_LINE)].split(EOS_LINE)


def jsonl(path):
    return [json.loads(l) for l in open(path, encoding="ascii")]


def main():
    tmp = tempfile.mkdtemp(prefix="corpus-check-")
    a, b, c = (os.path.join(tmp, x) for x in ("a", "b", "c"))
    build.build(a, 0, 0.02, log=lambda *x: None)
    build.build(b, 0, 0.02, log=lambda *x: None)
    build.build(c, 0, 0.04, log=lambda *x: None)
    facts = json.load(open(os.path.join(ROOT, "src", "tools", "qa", "facts.json")))
    prompts = json.load(open(os.path.join(ROOT, "src", "tools", "prompts.json")))
    instr = {t["instruction"]: k for k, t in prompts["tools"].items()}
    held = {f["id"]: f for f in facts if not f["pretrain"]}
    pre_q = {q for f in facts if f["pretrain"] for q in f["questions"]}
    held_q = {q for f in held.values() for q in f["questions"]}

    pre = docs(os.path.join(a, "pretrain.txt"))
    ft = docs(os.path.join(a, "finetune_plain.txt"))
    ho = docs(os.path.join(a, "heldout_plain.txt"))
    ann = jsonl(os.path.join(a, "annotate.jsonl"))
    em = jsonl(os.path.join(a, "eval_math.jsonl"))
    ed = jsonl(os.path.join(a, "eval_dates.jsonl"))
    ef = jsonl(os.path.join(a, "eval_facts.jsonl"))
    demos = [d for d in pre if d.split("\n\n", 1)[0] in instr]
    plain = [d for d in pre if d.split("\n\n", 1)[0] not in instr]

    checks = []

    def check(fn):
        checks.append(fn)
        return fn

    @check
    def files_exist():
        for f in FILES:
            assert os.path.getsize(os.path.join(a, f)) > 0, f

    @check
    def deterministic():
        for f in FILES:
            assert filecmp.cmp(os.path.join(a, f), os.path.join(b, f), shallow=False), f

    @check
    def scale_does_not_leak_across_splits():
        # each split/component reads its own stream: a bigger scale only reads further
        for dom in ("arithmetic", "calendar", "plain"):
            small = {x["text"] for x in ann if x["domain"] == dom}
            big = {x["text"] for x in jsonl(os.path.join(c, "annotate.jsonl")) if x["domain"] == dom}
            assert small <= big, dom
        assert open(os.path.join(a, "eval_facts.jsonl")).read() == open(os.path.join(c, "eval_facts.jsonl")).read()
        big_ho = docs(os.path.join(c, "heldout_plain.txt"))
        assert big_ho[: len(ho) - 1] == ho[: len(ho) - 1]

    @check
    def ascii_only():
        for f in FILES:
            open(os.path.join(a, f), encoding="ascii").read()

    @check
    def no_calls_in_plain_text():
        for d in plain + ft + ho + [x["text"] for x in ann]:
            assert not CALL_RE.search(d) and "[" not in d and "]" not in d and "->" not in d, d[:200]
        assert len(demos) > 0 and len(plain) > len(demos)

    @check
    def demo_layout_matches_prompts_json():
        for d in demos:
            head, rest = d.split("\n\n", 1)
            tool = instr[head]
            blocks = rest.split("\n\n")
            assert 2 <= len(blocks) <= 4
            for blk in blocks:
                m = re.fullmatch(r"Input: ([^\n]+)\nOutput: ([^\n]+)", blk)
                assert m, blk
                x, y = m.groups()
                calls = re.findall(r" \[(\w+)\((.*?)\)\]", y)
                assert calls and all(t == tool for t, _ in calls), y
                assert re.sub(r" \[\w+\(.*?\)\]", "", y) == x, blk
                for t, arg in calls:
                    if t == "QA":
                        q = json.loads(arg)
                        assert q in pre_q and q not in held_q, q
                    elif t == "Calendar":
                        assert arg == ""
                    else:
                        assert re.fullmatch(r"[\d.()]+( [-+*/] [\d.()]+)+", arg), arg
        # the layout string of prompts.json: instruction, blank line, Input/Output pairs
        assert "Input: <input>\\nOutput: <output>" in prompts["layout"]

    @check
    def calculator_results_formatted_like_the_tool():
        for x in ann:
            for g in x["gold"]:
                if g["call"].startswith("Calculator("):
                    want = T.fmt(build.eval_expr(g["call"][len("Calculator("):-1]))
                    assert g["answer"] == want, (g, want)
                    tail = x["text"][g["pos"]:]
                    assert re.match(r" (about |roughly )?\$?" + re.escape(want) + r"\b", tail), (tail, want)
        for e in em:
            assert T.fmt(build.eval_expr(e["expr"])) == e["answer"]
            assert T.count_numbers(e["prompt"] + e["target"]) >= 3

    @check
    def annotate_records():
        doms = {x["domain"] for x in ann}
        assert doms == {"arithmetic", "calendar", "fact", "plain"}, doms
        for x in ann:
            assert set(x) >= {"id", "text", "date", "domain"}
            datetime.date.fromisoformat(x["date"])
            for g in x["gold"]:
                assert x["text"][g["pos"]] == " " and g["answer"] in x["text"][g["pos"]:]
            if x["domain"] == "calendar":
                d = datetime.date.fromisoformat(x["date"])
                for g in x["gold"]:
                    assert g["answer"] in T.calendar_result(d), (g, x["date"])
        ids = {g["call"] for x in ann if x["domain"] == "fact" for g in x["gold"]}
        assert ids
        assert len({x["id"] for x in ann}) == len(ann)

    @check
    def held_out_facts_not_in_pretraining():
        blob = EOS_LINE.join(pre + ft + ho)
        for f in held.values():
            assert f["sentence"] not in blob, f["id"]
            for q in f["questions"]:
                assert q not in blob, q

    @check
    def eval_prompts_unseen():
        blob = EOS_LINE.join(pre + ft + ho)
        ablob = "\n".join(x["text"] for x in ann)
        for e in em + ed:
            assert e["prompt"] not in blob and e["prompt"] not in ablob, e["id"]
        for e in ef:
            assert e["prompt"] not in blob, e["id"]
            if not e["seen_in_annotate"]:
                assert e["prompt"] not in ablob, e["id"]

    @check
    def eval_records():
        assert {e["fact_id"] for e in ef} == set(held)
        for e in ef:
            f = held[e["fact_id"]]
            assert f["sentence"] == e["prompt"] + e["target"] + "." or f["sentence"] == e["prompt"] + e["target"]
            assert e["target"].rstrip(".").endswith(e["answer"])
        for e in ed:
            d = datetime.date.fromisoformat(e["date"])
            assert e["answer"] in T.calendar_result(d)
            assert e["target"].startswith(" " + e["answer"])
        assert {e["kind"] for e in ed} == {"full", "weekday", "month", "year"}
        for e in em:
            assert e["prompt"] and not e["prompt"].endswith(" ")

    @check
    def facts_json():
        assert 300 <= len(facts) <= 500
        by_id = {f["id"]: f for f in facts}
        assert by_id["pittsburgh-nickname"] == {
            "id": "pittsburgh-nickname", "subject": "Pittsburgh", "relation": "nickname",
            "answer": "Steel City",
            "questions": ["What other name is Pittsburgh known by?", "What is Pittsburgh's nickname?"],
            "sentence": "Pittsburgh is also known as the Steel City.", "pretrain": False}
        assert by_id["pittsburgh-country"] == {
            "id": "pittsburgh-country", "subject": "Pittsburgh", "relation": "country",
            "answer": "United States", "questions": ["In which country is Pittsburgh?"],
            "sentence": "Pittsburgh is a city in the United States.", "pretrain": False}
        rel = {}
        for f in facts:
            s, ans = f["sentence"], f["answer"]
            assert s.endswith(ans + ".") and s.rfind(ans) == len(s) - len(ans) - 1, f["id"]
            assert 1 <= len(f["questions"]) <= 3
            r = rel.setdefault(f["relation"], [0, 0])
            r[0] += 1
            r[1] += f["pretrain"]
        for r, (n, p) in rel.items():
            assert abs(p - n / 2) <= 1.5, (r, n, p)
        qs = [q for f in facts for q in f["questions"]]
        assert len(qs) == len(set(qs)), "questions must identify one fact"

    passed = failed = 0
    for fn in checks:
        try:
            fn()
            print("ok    ", fn.__name__)
            passed += 1
        except Exception:
            print("FAIL  ", fn.__name__)
            traceback.print_exc()
            failed += 1
    shutil.rmtree(tmp, ignore_errors=True)
    print(f"{passed} passed, {failed} failed")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
