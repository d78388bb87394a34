#!/usr/bin/env bash
# Is a base checkpoint better at proposing a person's calls? Exports CKPT to OUT (fp32 only)
# and runs, on it: the study guides' examples as the guides place them (score at τf 1.0; what
# Stage 3 samples there with the lab's seed 42) and `eval-annotation` on the hand-written set's
# look third (add --split report to report).
#   bash train/check-base.sh train/checkpoints/base-p7.pt [OUT] [eval-annotation options]
set -euo pipefail
cd "$(dirname "$0")/.."
CKPT=$1
OUT=${2:-train/runs/check-base}
shift $(( $# >= 2 ? 2 : 1 ))
# A compact checkpoint (train/checkpoints/*.pt) has no tokenizer beside it: export reads the shipped one.
if [ ! -s "$(dirname "$CKPT")/tokenizer.json" ]; then
  STAGE=$(mktemp -d)
  trap 'rm -rf "$STAGE"' EXIT
  cp "$CKPT" "$STAGE/ckpt.pt"
  /usr/bin/python3 train/tokenizer.py --from models/base --out "$STAGE" --n-ctx 512
  CKPT=$STAGE/ckpt.pt
fi
/usr/bin/python3 train/export.py --ckpt "$CKPT" --out "$OUT" --no-q8 --no-fp16 --no-reference > /dev/null
tf() { node bin/toolformer.mjs "$@"; }
gain() { tf score --model "$OUT" --json "$@" | node -e 'const r=JSON.parse(require("fs").readFileSync(0,"utf8").trim().split("\n").at(-1)); console.log(`${r.call} before "${process.argv[1]}": gain ${r.gain?.toFixed(3)} ${r.kept ? "kept" : "dropped"}`)' "${@: -1}"; }
B='A case contains 24 bottles and costs $18. Each bottle costs $0.75.'
P='Pittsburgh is also known as the Steel City.'
gain --text "$B" --now 2023-01-30 --call "Calculator(18 / 24)" --at '$0.75'
gain --text "$B" --now 2023-01-30 --call "Calendar()" --at '$0.75'
gain --text "$P" --call 'QA("What other name is Pittsburgh known by?")' --at "the Steel City"
gain --text "$P" --call 'QA("In which country is Pittsburgh?")' --at "the Steel City"
# Stage 3 as the lab runs it (the tool's paper settings, seed 42): the m calls sampled where the
# guide puts its call, and whether the scan chose that position at all.
stage3() {  # TOOL TEXT AT [DATE]
  local dir; dir=$(mktemp -d)
  node -e 'console.log(JSON.stringify({ id: "guide", text: process.argv[1], date: process.argv[2] || undefined }))' "$2" "${4:-}" > "$dir/in.jsonl"
  tf annotate --model "$OUT" --input "$dir/in.jsonl" --out "$dir" --tools "$1" --seed 42 > /dev/null
  tf positions --model "$OUT" --tool "$1" --text "$2" --json > "$dir/positions.json"
  node -e '
    const fs = require("fs"), [dir, at] = process.argv.slice(1);
    const { text, positions } = JSON.parse(fs.readFileSync(dir + "/positions.json", "utf8"));
    const i = positions.findLast((p) => p.offset <= text.indexOf(at)).index;  // as positionOf does
    const a = JSON.parse(fs.readFileSync(dir + "/annotations.jsonl", "utf8").trim()).annotation;
    const calls = a.samples.filter((s) => s.position === i).map((s) => s.sample.call ? `${s.sample.call.tool}(${s.sample.call.input})` : "malformed");
    const chosen = a.positions.some((p) => p.index === i);
    console.log(`Stage 3, ${a.tool} before "${at}" (${chosen ? "chosen" : "not chosen"}): ${calls.join(" | ") || "nothing sampled"}`);
  ' "$dir" "$3"
  rm -rf "$dir"
}
stage3 Calculator "$B" '$0.75' 2023-01-30
stage3 QA "$P" "the Steel City"
tf eval-annotation --model "$OUT" "$@"
