#!/usr/bin/env bash
# Round 1 on a new base (issue 15): annotate C (annotate.jsonl, then the 12,000 texts of
# annotate2.jsonl) with BASE, resumable (annotations.jsonl is appended as it goes: rerun this
# script after a stop and it carries on). Then C*, and the Toolformer and control fine-tunes.
#   nice -n 19 bash train/round1.sh train/runs/base-p5-model train/runs/round1-p5 [annotate-only]
set -euo pipefail
cd "$(dirname "$0")/.."
BASE=$1
OUT=$2
DATA=${DATA:-train/data}
annotate() { node bin/toolformer.mjs annotate --model "$BASE" --k 5 --m 5 --tau-s 0.05 --out "$OUT/annotate" "$@"; }
annotate --input "$DATA/annotate.jsonl"
annotate --input "$DATA/annotate2.jsonl"
[ "${3:-}" = annotate-only ] && exit 0
echo "C* and fine-tunes: see train/build-models.sh (finetune_data.py, then train.py --finetune --init <base ckpt>)"
