#!/usr/bin/env bash
# The whole model-building pipeline on a tiny corpus, in about a minute on 2 cores:
# corpus -> tokenizer (+ Python/JS id check) -> pretrain -> ONNX export -> verify in
# transformers.js (onnxruntime-node and onnxruntime-web wasm).
#
#   bash train/smoke.sh            # work files go to train/runs/smoke (git-ignored)
#   WORK=/tmp/smoke bash train/smoke.sh
set -euo pipefail
cd "$(dirname "$0")/.."
PY=/usr/bin/python3
WORK=${WORK:-train/runs/smoke}
rm -rf "$WORK" && mkdir -p "$WORK"
SECONDS=0
step() { echo; echo "== $* (${SECONDS}s)"; }

step "corpus"
if [ -f train/corpus/build.py ]; then
  $PY train/corpus/build.py --out "$WORK/data" --scale 0.02 --quiet
  DATA="$WORK/data/pretrain.txt"
else  # no corpus builder yet: any text will do
  mkdir -p "$WORK/data"
  for f in /work/shared/seeds/*.txt /usr/share/common-licenses/*; do
    [ -f "$f" ] && { cat "$f"; printf '\n<|endoftext|>\n'; }
  done > "$WORK/data/pretrain.txt"
  DATA="$WORK/data/pretrain.txt"
fi

step "tokenizer (vocab 512)"
$PY train/tokenizer.py --data "$DATA" --vocab-size 512 --out "$WORK/tok"
$PY train/tokenizer.py --out "$WORK/tok" --dump-cases "$WORK/tok_cases.json" --data "$DATA"
node train/check_tokenizer.mjs "$WORK/tok" "$WORK/tok_cases.json"

step "pretrain (2 layers, 64 wide, 100 steps)"
$PY train/train.py --tokenizer "$WORK/tok" --data "$DATA" --out "$WORK/base" \
  --n-layer 2 --n-head 4 --n-embd 64 --batch-size 8 --max-steps 100 --warmup 10 \
  --eval-every 50 --eval-batches 4 --ckpt-every 50 --log-every 25

step "export"
$PY train/export.py --ckpt "$WORK/base/ckpt.pt" --out "$WORK/model"

step "verify (onnxruntime-node)"
node train/verify.mjs "$WORK/model"
step "verify (onnxruntime-web wasm)"
node train/verify.mjs "$WORK/model" --wasm

step "smoke test passed"
