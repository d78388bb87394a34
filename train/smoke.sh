#!/usr/bin/env bash
# The whole model-building chain on a tiny corpus, in a few minutes on 2 cores:
# corpus -> tokenizer (+ Python/JS id check) -> pretrain -> ONNX export -> annotate (the
# TypeScript pipeline) -> C* -> fine-tune -> export -> verify in transformers.js
# (onnxruntime-node and onnxruntime-web wasm). CI runs it; it never trains shipped models.
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
$PY train/tokenizer.py --data "$DATA" --vocab-size 512 --n-ctx 1024 --out "$WORK/tok"
$PY train/tokenizer.py --out "$WORK/tok" --dump-cases "$WORK/tok_cases.json" --data "$DATA"
node train/check_tokenizer.mjs "$WORK/tok" "$WORK/tok_cases.json"

step "pretrain (2 layers, 64 wide, 100 steps)"
$PY train/train.py --tokenizer "$WORK/tok" --data "$DATA" --out "$WORK/base" \
  --n-layer 2 --n-head 4 --n-embd 64 --n-ctx 1024 --batch-size 4 --max-steps 100 --warmup 10 \
  --eval-every 50 --eval-batches 4 --ckpt-every 50 --log-every 25

step "export"
$PY train/export.py --ckpt "$WORK/base/ckpt.pt" --out "$WORK/model"

step "verify (onnxruntime-node)"
node train/verify.mjs "$WORK/model"
step "verify (onnxruntime-web wasm)"
node train/verify.mjs "$WORK/model" --wasm

# A 100-step model writes no well-formed call yet, so the annotation step runs the real
# TypeScript pipeline with the shipped base model when there is one (its C* is text, so
# the smoke model can be fine-tuned on it whatever its tokenizer). Few positions and
# samples, and every executed call kept (τf = -100): this checks the chain, not the
# filter, whose verdicts are tested on the shipped models.
ANNOTATOR=$([ -f models/base/config.json ] && echo models/base || echo "$WORK/model")
step "annotate 40 texts with $ANNOTATOR, and C*"
node bin/toolformer.mjs annotate --model "$ANNOTATOR" --input "$WORK/data/annotate.jsonl" --out "$WORK/annotate" \
  --limit 40 --k 3 --m 3 --tau-f=-100
$PY train/finetune_data.py --cstar "$WORK/annotate/cstar.jsonl" --out "$WORK/ft"

step "fine-tune on C* (30 steps), export, verify"
$PY train/train.py --finetune --init "$WORK/base/ckpt.pt" --data "$WORK/ft/cstar.txt:0.5,$DATA:0.5" \
  --out "$WORK/tf" --max-steps 30 --warmup 5 --eval-every 30 --eval-batches 2 --ckpt-every 30 --log-every 10
$PY train/export.py --ckpt "$WORK/tf/ckpt.pt" --out "$WORK/tf-model"
node train/verify.mjs "$WORK/tf-model" --dtype fp32

step "smoke test passed"
