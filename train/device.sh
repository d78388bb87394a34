#!/usr/bin/env bash
# A prepared pretraining run for a lent GPU (the `device` tool; issue 14): minutes of an H200 are
# days of this machine's two shared cores. Nothing depends on it, and the same command runs on a
# CPU (the smoke test below). On the device, one call:
#
#   run: bash train/device.sh "$OUT" 7            (timeout_s 600; corpus ~2 min, then 7 min of steps)
#
# It rebuilds the corpus there (deterministic: the same files as here), continues the phase-5 base
# (train/checkpoints/base-p5.pt; or a new model, INIT=scratch below) on the phase-5 mix with large batches, and leaves in OUT a compact
# fp16 checkpoint (commit it under train/checkpoints/) and the run's log. Then, here: put it in a
# folder with the tokenizer files (train/runs/tok/*) as ckpt.pt, `export.py --ckpt … --out
# train/runs/<name>-model`, and measure it with `toolformer eval-annotation`.
# Smoke test here: BATCH=4 bash train/device.sh /tmp/device-smoke 0.3
#
# Environment: INIT (a compact checkpoint; default base-p5), MIX (train.py --data), BATCH (rows of
# 512 tokens; default 128), LR (default 3e-4), PY (default python3; here /usr/bin/python3).
# INIT=scratch trains a new model of N_LAYER x N_EMBD (N_HEAD heads; default 6 x 256, 4 heads:
# 5.9M parameters: about 24 MB for the fp32 file WebGPU loads, 12 MB fp16; 6 x 320 would give
# 18 MB fp16 but 36 MB fp32, over the 25 MB browser budget) on one mix of every part
# at once (default LR 1e-3): on a GPU, minutes buy more tokens than all of the base's phases here.
# Smoke test: INIT=scratch BATCH=2 bash train/device.sh /tmp/device-scratch 0.2
set -euo pipefail
cd "$(dirname "$0")/.."
OUT=${1:?usage: train/device.sh OUT MINUTES}
MINUTES=${2:?usage: train/device.sh OUT MINUTES}
PY=${PY:-python3}
# The device's python3 holds PyTorch; here it is Debian's /usr/bin/python3.
"$PY" -c 'import torch' 2>/dev/null || PY=/usr/bin/python3
D=${DATA:-train/data}
INIT=${INIT:-train/checkpoints/base-p5.pt}
if [ "$INIT" = scratch ]; then
  MIX=${MIX:-$D/pretrain.txt:0.3,$D/demos2.txt:0.2,$D/names.txt:0.1,$D/arrow.txt:0.15,$D/copy.txt:0.1,$D/drill2.txt:0.05,$D/spans.txt:0.1}
  LR=${LR:-1e-3}
else
  MIX=${MIX:-$D/pretrain.txt:0.2,$D/demos2.txt:0.2,$D/names.txt:0.3,$D/arrow.txt:0.2,$D/copy.txt:0.1}
  LR=${LR:-3e-4}
fi
BATCH=${BATCH:-128}
WORK=${WORK:-/tmp/device-run}
rm -rf "$WORK/run"
mkdir -p "$OUT" "$WORK/init"

# The corpus, as train/README.md builds it (the same seeds, so the same files).
if [ ! -s "$D/names.txt" ]; then
  "$PY" train/corpus/build.py --out "$D" --seed 0
  "$PY" train/corpus/drills.py --out "$D"
  "$PY" train/corpus/phrased_demos.py --out "$D"
  "$PY" train/corpus/phrased_annotate.py --out "$D"
fi
[ -s "$D/spans.txt" ] || "$PY" train/corpus/drills.py --out "$D" --only spans.txt  # added at the scratch run's step 6,233

# The starting weights with the shipped tokenizer beside them (train.py --init reads it there).
if [ "$INIT" = scratch ]; then
  START=(--tokenizer "$WORK/init" --n-layer "${N_LAYER:-6}" --n-head "${N_HEAD:-4}" --n-embd "${N_EMBD:-256}" --n-ctx 512)
else
  cp "$INIT" "$WORK/init/ckpt.pt"
  START=(--init "$WORK/init/ckpt.pt")
fi
"$PY" train/tokenizer.py --from models/base --out "$WORK/init" --n-ctx 512
cmp -s "$WORK/init/tokenizer.json" models/base/tokenizer.json || { echo "device.sh: the tokenizer differs from models/base's" >&2; exit 1; }

DEVICE=$("$PY" -c 'import torch; print("cuda" if torch.cuda.is_available() else "cpu")')
THREADS=$(( $(nproc) > 8 ? 8 : $(nproc) ))
set -o pipefail
PYTHONUNBUFFERED=1 "$PY" train/train.py "${START[@]}" --out "$WORK/run" \
  --data "$MIX" --val "$D/heldout_plain.txt" --device "$DEVICE" --threads "$THREADS" \
  --batch-size "$BATCH" --lr "$LR" --warmup 100 --max-minutes "$MINUTES" \
  --eval-every 500 --eval-batches 16 --ckpt-every 1000 --log-every 100 | tee "$OUT/train.log"

cp "$WORK/run/log.jsonl" "$OUT/log.jsonl"
HELDOUT=$("$PY" -c "import json; e=[r for r in map(json.loads, open('$WORK/run/log.jsonl')) if 'val' in r]; print(round(e[-1]['val']['heldout_plain.txt'], 4) if e else 'n/a')")
"$PY" train/compact.py "$WORK/run/ckpt.pt" "$OUT/base-device.pt" \
  --note "device.sh on $DEVICE from $(basename "$INIT"): $MINUTES min, batch $BATCH, lr $LR, mix $MIX; held-out $HELDOUT"
