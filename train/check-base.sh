#!/usr/bin/env bash
# Is a base checkpoint better at proposing a person's calls? Exports CKPT to OUT (fp32 only)
# and runs, on it: the study guides' examples as the guides place them (score at τf 1.0) and
# `eval-annotation` on the hand-written set's look third (add --split report to report).
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
tf eval-annotation --model "$OUT" "$@"
