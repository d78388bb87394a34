#!/usr/bin/env bash
# Round 1 of the paper's pipeline on a base model: annotate C with it (TypeScript: P(x) →
# positions → sampled calls → execution → filter) → C* → fine-tune the Toolformer model on C* +
# plain text, and the control on the same texts without calls → export both.
#
#   nice -n 19 bash train/round1.sh BASE_MODEL BASE_CKPT OUT [MODELS]
#
# BASE_MODEL: the base that proposes and filters, a shipped model's name (base) or an exported
# folder (the funnel names it as given); BASE_CKPT: the checkpoint it was exported from (the
# fine-tunes start there); OUT: work files (OUT/annotate, OUT/ft, OUT/toolformer, OUT/control);
# MODELS: where toolformer/ and control/ are exported (default OUT/models; build-models.sh passes
# models). ANNOTATE_ONLY=1 stops after C*; LIMIT=N annotates the first N texts only (a smoke
# test, ~2 min: LIMIT=80 FINETUNE_STEPS=2 bash train/round1.sh base train/checkpoints/base-p5.pt
# /tmp/round1-smoke; with fewer texts C* may be shorter than one training window).
# Resumable: annotations.jsonl is appended as it goes, so rerun this after a stop and it carries on
# (`annotate` refuses to go on if a text changed under its id since, e.g. after a generator changed).
# Cheaper than the paper on 2 cores: k 5, m 5 and τs 0.05 for every tool (the paper's
# Calculator setting, τs 0, k 20, m 10, costs ~10x more here), every tool on every text (each
# tool's heuristic picks its texts): the 6,500 template texts of annotate.jsonl and the 12,000
# composed ones of annotate2.jsonl, as one input (C* holds only the texts of the input it is
# written from: two runs into one folder would leave it the second's texts, the funnel both).
set -euo pipefail
cd "$(dirname "$0")/.."
BASE=${1:?usage: train/round1.sh BASE_MODEL BASE_CKPT OUT [MODELS]}
CKPT=${2:?usage: train/round1.sh BASE_MODEL BASE_CKPT OUT [MODELS]}
OUT=${3:?usage: train/round1.sh BASE_MODEL BASE_CKPT OUT [MODELS]}
MODELS=${4:-$OUT/models}
PY=/usr/bin/python3
DATA=${DATA:-train/data}
FINETUNE_STEPS=${FINETUNE_STEPS:-450}
mkdir -p "$OUT"
$PY train/corpus/phrased_annotate.py --out "$DATA"   # deterministic: the same 12,000 texts each time
cat "$DATA/annotate.jsonl" "$DATA/annotate2.jsonl" > "$OUT/annotate-input.jsonl"
node bin/toolformer.mjs annotate --model "$BASE" --k 5 --m 5 --tau-s 0.05 --out "$OUT/annotate" --input "$OUT/annotate-input.jsonl" ${LIMIT:+--limit "$LIMIT"}
$PY train/finetune_data.py --cstar "$OUT/annotate/cstar.jsonl" --out "$OUT/ft"
[ "${ANNOTATE_ONLY:-}" = 1 ] && exit 0

# The base's tokenizer in a folder of its own: train.py copies it into each fine-tune's folder for export.py.
DIR=$([ -d "$BASE" ] && echo "$BASE" || echo "models/$BASE")
N_CTX=$($PY -c 'import json, sys; print(json.load(open(sys.argv[1]))["n_positions"])' "$DIR/config.json")
$PY train/tokenizer.py --from "$DIR" --out "$OUT/ft/tok" --n-ctx "$N_CTX" > /dev/null

for name in toolformer control; do
  echo "== fine-tune $name ($FINETUNE_STEPS steps of 12 x 512 tokens)"
  src=$([ "$name" = toolformer ] && echo cstar || echo control)
  rm -rf "$OUT/$name"   # a stopped fine-tune starts over (minutes, not hours)
  $PY train/train.py --finetune --init "$CKPT" --tokenizer "$OUT/ft/tok" --seed 1 \
    --lr 4e-4 --data "$OUT/ft/$src.txt:0.5,$DATA/finetune_plain.txt:0.5" --val "$DATA/heldout_plain.txt" \
    --out "$OUT/$name" --max-steps "$FINETUNE_STEPS" --eval-every 100 --eval-batches 4 --ckpt-every 100 --log-every 25
  $PY train/export.py --ckpt "$OUT/$name/ckpt.pt" --out "$MODELS/$name"
done
