#!/usr/bin/env bash
# `npm run models:build`: rebuilds every shipped model from nothing, with the paper's
# pipeline run by our own code:
#   corpus C → tokenizer → pretrain models/base → annotate (TypeScript: P(x) → positions →
#   sampled calls → execution → filter) → C* → fine-tune models/toolformer on C* + plain text,
#   and models/control on the same texts without calls → export (ONNX, fp32/fp16/q8) → verify →
#   round 2 (models/toolformer proposes, base filters; its funnel only) → evaluate.
# Work files go to train/runs/ (git-ignored). Minutes per step: PRETRAIN_MIN, DRILL_MIN, ARROW_MIN, NAMES_MIN;
# steps of 16 x 512 tokens: P4_STEPS, P5A_STEPS, P5B_STEPS; FINETUNE_STEPS steps of 12 x 512 tokens per fine-tune.
set -euo pipefail
cd "$(dirname "$0")/.."
PY=/usr/bin/python3
RUNS=train/runs
DATA=train/data
PRETRAIN_MIN=${PRETRAIN_MIN:-45}
DRILL_MIN=${DRILL_MIN:-60}
ARROW_MIN=${ARROW_MIN:-28}
NAMES_MIN=${NAMES_MIN:-14}
P4_STEPS=${P4_STEPS:-675}
P5A_STEPS=${P5A_STEPS:-250}
P5B_STEPS=${P5B_STEPS:-400}
FINETUNE_STEPS=${FINETUNE_STEPS:-450}
SECONDS=0
step() { echo; echo "== $* (${SECONDS}s)"; }
mkdir -p "$RUNS"

step "corpus C"
$PY train/corpus/build.py --out "$DATA" --seed 0

step "tokenizer"
$PY train/tokenizer.py --data "$DATA/pretrain.txt" --vocab-size 4096 --n-ctx 512 --out "$RUNS/tok"

step "pretrain models/base, phase 1: C (${PRETRAIN_MIN} min)"
$PY train/train.py --tokenizer "$RUNS/tok" --data "$DATA/pretrain.txt" --val "$DATA/heldout_plain.txt" \
  --out "$RUNS/base" --n-layer 4 --n-head 4 --n-embd 256 --n-ctx 512 --batch-size 16 \
  --max-minutes "$PRETRAIN_MIN" --eval-every 250 --ckpt-every 250 --log-every 50

# Phase 2: copy drills mixed in, so the model uses what an earlier line said (the filter's
# prefix placement depends on it); see train/corpus/drills.py.
step "pretrain models/base, phase 2: C + copy drills (${DRILL_MIN} min)"
$PY train/corpus/drills.py --out "$DATA"
$PY train/train.py --init "$RUNS/base/ckpt.pt" --data "$DATA/pretrain.txt:0.35,$DATA/copy.txt:0.2,$DATA/drill.txt:0.2,$DATA/drill2.txt:0.25" \
  --val "$DATA/heldout_plain.txt" --out "$RUNS/base-drills" --lr 6e-4 --warmup 20 --batch-size 16 \
  --max-minutes "$DRILL_MIN" --eval-every 200 --eval-batches 4 --ckpt-every 100 --log-every 25

# Phase 3: notes written "left -> right" above a text, so the " ->" token inside every
# e(c, r) means something to the model (see train/corpus/drills.py, arrow.txt).
step "pretrain models/base, phase 3: C + drills + arrow notes (${ARROW_MIN} min)"
$PY train/train.py --init "$RUNS/base-drills/ckpt.pt" \
  --data "$DATA/pretrain.txt:0.3,$DATA/copy.txt:0.1,$DATA/drill.txt:0.05,$DATA/drill2.txt:0.15,$DATA/arrow.txt:0.4" \
  --val "$DATA/heldout_plain.txt" --out "$RUNS/base-arrows" --lr 5e-4 --warmup 30 --batch-size 16 \
  --max-minutes "$ARROW_MIN" --eval-every 200 --eval-batches 4 --ckpt-every 100 --log-every 25
# Phase 3b: the same notes about made-up names, so rare word pieces are copied too.
step "pretrain models/base, phase 3b: + notes about made-up names (${NAMES_MIN} min)"
$PY train/train.py --init "$RUNS/base-arrows/ckpt.pt" \
  --data "$DATA/pretrain.txt:0.3,$DATA/copy.txt:0.05,$DATA/drill2.txt:0.1,$DATA/arrow.txt:0.25,$DATA/names.txt:0.3" \
  --val "$DATA/heldout_plain.txt" --out "$RUNS/base-names" --lr 3e-4 --warmup 20 --batch-size 16 \
  --max-minutes "$NAMES_MIN" --eval-every 200 --eval-batches 4 --ckpt-every 100 --log-every 25
# Phase 4: composed demonstrations (train/CORPUS.md, "Composed demonstrations"): P(x)'s layout
# filled with sentences built from independent parts, so the base proposes calls on phrasings
# the templates never had.
step "pretrain models/base, phase 4: + composed demonstrations (${P4_STEPS} steps)"
$PY train/corpus/phrased_demos.py --out "$DATA"
$PY train/train.py --init "$RUNS/base-names/ckpt.pt" \
  --data "$DATA/pretrain.txt:0.25,$DATA/demos2.txt:0.4,$DATA/copy.txt:0.05,$DATA/drill2.txt:0.1,$DATA/arrow.txt:0.1,$DATA/names.txt:0.1" \
  --val "$DATA/heldout_plain.txt" --out "$RUNS/base-phrased" --lr 3e-4 --warmup 20 --batch-size 16 \
  --max-steps "$P4_STEPS" --eval-every 100 --eval-batches 4 --ckpt-every 100 --log-every 25
# Phase 5: more of the copying notes, so calls copy the text's numbers and names.
step "pretrain models/base, phase 5: more arrow and name notes (${P5A_STEPS} + ${P5B_STEPS} steps)"
$PY train/train.py --init "$RUNS/base-phrased/ckpt.pt" \
  --data "$DATA/pretrain.txt:0.2,$DATA/demos2.txt:0.25,$DATA/copy.txt:0.1,$DATA/drill2.txt:0.05,$DATA/arrow.txt:0.2,$DATA/names.txt:0.2" \
  --val "$DATA/heldout_plain.txt" --out "$RUNS/base-p5a" --lr 2e-4 --warmup 20 --batch-size 16 \
  --max-steps "$P5A_STEPS" --eval-every 100 --eval-batches 4 --ckpt-every 100 --log-every 25
$PY train/train.py --init "$RUNS/base-p5a/ckpt.pt" \
  --data "$DATA/pretrain.txt:0.2,$DATA/demos2.txt:0.2,$DATA/names.txt:0.3,$DATA/arrow.txt:0.2,$DATA/copy.txt:0.1" \
  --val "$DATA/heldout_plain.txt" --out "$RUNS/base-p5" --lr 2e-4 --warmup 20 --batch-size 16 \
  --max-steps "$P5B_STEPS" --eval-every 100 --eval-batches 4 --ckpt-every 100 --log-every 25
BASE_CKPT="$RUNS/base-p5/ckpt.pt"
$PY train/export.py --ckpt "$BASE_CKPT" --out models/base

step "round 1: annotate C with the base model (the paper's pipeline, in TypeScript), C*, fine-tune models/toolformer and models/control (${FINETUNE_STEPS} steps each)"
# train/round1.sh: every tool on the 18,500 texts of annotate.jsonl + annotate2.jsonl, with k 5,
# m 5 and τs 0.05 (cheaper than the paper; its header says why). Resumable: rerun after a stop.
FINETUNE_STEPS=$FINETUNE_STEPS bash train/round1.sh base "$BASE_CKPT" "$RUNS" models

step "held-out evaluation sets → models/eval"
mkdir -p models/eval
cp "$DATA"/eval_math.jsonl "$DATA"/eval_dates.jsonl "$DATA"/eval_facts.jsonl "$DATA"/heldout_plain.txt models/eval/
cp "$RUNS/annotate/funnel.json" models/eval/funnel.json
cp "$RUNS/annotate/cstar.jsonl" models/eval/cstar.jsonl   # C*, for Stage 6 and the lessons
cp "$DATA/stats.json" models/eval/corpus.json   # the corpus generator's counts, for the lab's models panel

step "verify every model in transformers.js"
for name in base toolformer control; do node train/verify.mjs "models/$name"; done

# Round 2 (the paper's Limitations: apply the method iteratively): the round-1 model proposes
# on the same texts with the same settings; base still computes the losses (--scorer), so a
# call is kept for the same reason in both rounds. Its funnel is shown beside round 1's.
step "round 2: annotate with models/toolformer proposing, base filtering"
rm -rf "$RUNS/annotate-round2"   # it resumes by text: a new models/toolformer must start over
node bin/toolformer.mjs annotate --model toolformer --scorer base --k 5 --m 5 --tau-s 0.05 --out "$RUNS/annotate-round2" --input "$DATA/annotate.jsonl"
cp "$RUNS/annotate-round2/funnel.json" models/eval/funnel-round2.json

step "evaluate → models/eval/report.json (the models panel and the paper view read it)"
node bin/toolformer.mjs eval --json > models/eval/report.json
step "done"

