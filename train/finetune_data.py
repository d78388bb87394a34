"""Fine-tuning text from C* (paper §2, "Model Finetuning").

Reads the annotation pipeline's cstar.jsonl (written by `toolformer annotate`) and
writes two files of documents separated by <|endoftext|> lines:

  OUT/cstar.txt    x* — the texts with their kept calls written in (Toolformer)
  OUT/control.txt  x  — the same texts without calls (the paper's "GPT-J + CC" control)

so the Toolformer model and the control see exactly the same texts, with and
without calls.

    python3 train/finetune_data.py --cstar train/runs/annotate/cstar.jsonl [more cstar.jsonl …] --out train/runs/ft

Several --cstar files (annotations of different inputs) are read in turn; a text id met twice
is an error, since it would be fine-tuned on twice.
"""
import argparse
import json
import os

EOT = "<|endoftext|>"


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--cstar", required=True, nargs="+")
    ap.add_argument("--out", required=True)
    args = ap.parse_args()
    rows = []
    for path in args.cstar:
        with open(path, encoding="utf-8") as f:
            rows += [json.loads(line) for line in f if line.strip()]
    if not rows:
        raise SystemExit(f"{' '.join(args.cstar)} hold no texts: nothing survived the filter")
    ids = [r["id"] for r in rows]
    if len(set(ids)) != len(ids):
        raise SystemExit("a text id appears in two C* files: each text is fine-tuned on once")
    os.makedirs(args.out, exist_ok=True)
    for name, key in (("cstar.txt", "text"), ("control.txt", "original")):
        with open(os.path.join(args.out, name), "w", encoding="utf-8") as f:
            for r in rows:
                f.write(r[key].strip() + "\n" + EOT + "\n")
    calls = sum(len(r["calls"]) for r in rows)
    tools = {}
    for r in rows:
        for c in r["calls"]:
            tools[c["call"]["tool"]] = tools.get(c["call"]["tool"], 0) + 1
    print(f"{len(rows)} texts, {calls} calls {tools} -> {args.out}/cstar.txt, {args.out}/control.txt")


if __name__ == "__main__":
    main()
