"""
Pretrain or fine-tune a small GPT on text files of documents separated by lines that
hold only <|endoftext|>.

Pretrain:
    python3 train/train.py --tokenizer train/runs/tok --data train/data/pretrain.txt \
        --val train/data/val.txt --out train/runs/base --max-minutes 60
Fine-tune (Toolformer's step 6: plain LM loss on C*, mixed with ordinary text):
    python3 train/train.py --finetune --init train/runs/base/ckpt.pt \
        --data train/data/cstar.txt:0.5,train/data/pretrain.txt:0.5 --out train/runs/tf
Resume a stopped run (same command plus --resume):
    python3 train/train.py ... --resume
OUT/ckpt.pt may also be a compact checkpoint (compact.py: weights, no optimizer state); the run
then goes on from its step with fresh AdamW moments and the lr warmed up again.

The token ids of each file are cached beside it as FILE.<tokenizer hash>.npy. Batches
are random n_ctx windows of the packed stream "EOS doc EOS doc ...", drawn from a
generator seeded by the step number, so a resumed run sees the batches it would have.
A checkpoint (OUT/ckpt.pt) is written every --ckpt-every steps, at the end, and on
SIGINT/SIGTERM.
"""

import argparse
import ctypes
import dataclasses
import hashlib
import json
import math
import os
import shutil
import signal
import sys
import time
from contextlib import nullcontext

import numpy as np
import torch

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from compact import compact  # noqa: E402
from model import GPT, GPTConfig  # noqa: E402
from tokenizer import EOT_ID, Tokenizer, read_documents  # noqa: E402

TOKENIZER_FILES = ["tokenizer.json", "tokenizer_config.json", "merges.json"]


def parse_args():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--data", required=True, help="FILE or FILE:RATIO,FILE:RATIO,... (ratios of batch rows)")
    ap.add_argument("--val", default="", help="held-out FILE[,FILE...]; default: the last 2%% of each --data file")
    ap.add_argument("--tokenizer", help="tokenizer dir (default: the one saved with --init / --resume)")
    ap.add_argument("--out", required=True, help="run directory: ckpt.pt, log.jsonl, tokenizer files")
    ap.add_argument("--init", help="start from this checkpoint's weights (fine-tuning)")
    ap.add_argument("--resume", action="store_true", help="continue OUT/ckpt.pt")
    ap.add_argument("--finetune", action="store_true", help="fine-tuning defaults: lr 1e-4, warmup 20; needs --init")
    # model (ignored with --init / --resume, which bring their own)
    ap.add_argument("--n-layer", type=int, default=4)
    ap.add_argument("--n-head", type=int, default=4)
    ap.add_argument("--n-embd", type=int, default=256)
    ap.add_argument("--n-ctx", type=int, default=256)
    # optimisation
    ap.add_argument("--batch-size", type=int, default=12)
    ap.add_argument("--lr", type=float, default=None, help="peak learning rate (default 1e-3, fine-tune 1e-4)")
    ap.add_argument("--min-lr-ratio", type=float, default=0.1, help="cosine ends at lr * this")
    ap.add_argument("--warmup", type=int, default=None, help="warmup steps (default 100, fine-tune 20)")
    ap.add_argument("--weight-decay", type=float, default=0.1)
    ap.add_argument("--grad-clip", type=float, default=1.0)
    ap.add_argument("--max-steps", type=int, default=0, help="total steps (0: plan from --max-minutes)")
    ap.add_argument("--max-minutes", type=float, default=0, help="time budget; the cosine is planned to fit it")
    # bookkeeping
    ap.add_argument("--eval-every", type=int, default=250)
    ap.add_argument("--eval-batches", type=int, default=16)
    ap.add_argument("--ckpt-every", type=int, default=250)
    ap.add_argument("--keep-from", type=int, default=0,
                    help="from this step on, also keep each save's weights as OUT/ckpt-STEP.pt (fp16, no "
                         "optimizer, as compact.py writes them): the last checkpoints to choose among")
    ap.add_argument("--log-every", type=int, default=10)
    ap.add_argument("--seed", type=int, default=1337)
    ap.add_argument("--threads", type=int, default=2)
    ap.add_argument("--device", default="cuda" if torch.cuda.is_available() else "cpu")
    ap.add_argument("--dtype", default="auto", choices=["auto", "bf16", "fp32"],
                    help="matmul precision while training (weights stay fp32); auto: bf16 where the "
                         "CPU has bf16 instructions (3-4x faster here), else fp32")
    args = ap.parse_args()
    if args.finetune and not (args.init or args.resume):
        ap.error("--finetune needs --init CHECKPOINT")
    if not (args.max_steps or args.max_minutes):
        ap.error("give --max-steps or --max-minutes")
    if args.lr is None:
        args.lr = 1e-4 if args.finetune else 1e-3
    if args.warmup is None:
        args.warmup = 20 if args.finetune else 100
    return args


# ---------------------------------------------------------------- data

def tokenizer_hash(tok_dir):
    with open(os.path.join(tok_dir, "tokenizer.json"), "rb") as f:
        return hashlib.sha1(f.read()).hexdigest()[:10]


def load_tokens(path, tok, tok_dir):
    """Token ids of a documents file as one stream, EOS before each document; cached as .npy."""
    cache = f"{path}.{tokenizer_hash(tok_dir)}.npy"
    if os.path.exists(cache) and os.path.getmtime(cache) >= os.path.getmtime(path):
        return np.load(cache, mmap_mode="r")
    t0 = time.time()
    ids = [EOT_ID]
    for doc in read_documents(path):
        ids.extend(tok.encode(doc))
        ids.append(EOT_ID)
    arr = np.array(ids, dtype=np.uint16 if tok.vocab_size <= 65536 else np.int32)
    np.save(cache, arr)
    print(f"tokenised {path}: {len(arr):,} tokens in {time.time() - t0:.1f}s -> {cache}")
    return arr


def parse_mix(spec):
    """'a.txt:0.7,b.txt:0.3' -> [(a.txt, 0.7), (b.txt, 0.3)]; a bare file gets ratio 1."""
    out = []
    for part in spec.split(","):
        name, _, ratio = part.rpartition(":")
        try:
            out.append((name, float(ratio)))
        except ValueError:
            out.append((part, 1.0))
    total = sum(r for _, r in out)
    return [(f, r / total) for f, r in out]


def get_batch(streams, ratios, batch_size, n_ctx, rng):
    """batch_size random windows; each row's source is drawn by ratio."""
    sources = rng.choice(len(streams), size=batch_size, p=ratios)
    rows = []
    for s in sources:
        data = streams[s]
        i = rng.integers(0, len(data) - n_ctx - 1)
        rows.append(np.asarray(data[i:i + n_ctx + 1], dtype=np.int64))
    xy = torch.from_numpy(np.stack(rows))
    return xy[:, :-1], xy[:, 1:]


@torch.no_grad()
def evaluate(model, stream, n_batches, batch_size, n_ctx, device):
    """Mean loss on fixed, evenly spaced windows of a held-out stream, in fp32 (as exported)."""
    model.eval()
    n_windows = min(n_batches * batch_size, (len(stream) - 1) // n_ctx)
    starts = np.linspace(0, len(stream) - n_ctx - 1, n_windows).astype(np.int64)
    losses = []
    for i in range(0, n_windows, batch_size):
        xy = torch.from_numpy(np.stack([np.asarray(stream[s:s + n_ctx + 1], dtype=np.int64) for s in starts[i:i + batch_size]]))
        losses.append(model.loss(xy[:, :-1].to(device), xy[:, 1:].to(device)).item())
    model.train()
    return float(np.mean(losses))


# ---------------------------------------------------------------- optimisation

def bf16_is_fast(device):
    """bf16 autocast pays off on GPUs and on CPUs with AVX512-BF16 / AMX (oneDNN kernels)."""
    if device.startswith("cuda"):
        return torch.cuda.is_bf16_supported()
    try:
        with open("/proc/cpuinfo") as f:
            flags = f.read()
        return "avx512_bf16" in flags or "amx_bf16" in flags
    except OSError:
        return False


def keep_freed_memory():
    """glibc serves every allocation over 32 MB (each step's logits, batch x 512 x 4096) with a
    fresh mmap and unmaps it when freed, so every step page-faults its largest tensors in again.
    Measured here (12 steps of batch 16, the same losses): 7.4M page faults and 79 s without
    this, 0.65M and 32 s with it. Keep freed memory in the heap instead."""
    try:
        libc = ctypes.CDLL("libc.so.6")
    except OSError:  # not glibc: nothing to change
        return
    libc.mallopt(-4, 0)  # M_MMAP_MAX: no mmap'd chunks
    libc.mallopt(-1, 2**30)  # M_TRIM_THRESHOLD: do not hand freed heap back below 1 GiB


def make_optimizer(model, lr, weight_decay):
    # Decay matrices and embeddings, not biases and LayerNorm gains (as nanoGPT does).
    decay = [p for p in model.parameters() if p.dim() >= 2]
    no_decay = [p for p in model.parameters() if p.dim() < 2]
    groups = [{"params": decay, "weight_decay": weight_decay}, {"params": no_decay, "weight_decay": 0.0}]
    return torch.optim.AdamW(groups, lr=lr, betas=(0.9, 0.95), eps=1e-8, foreach=True)


def lr_at(step, args, total_steps):
    """Linear warmup, then cosine down to lr * min_lr_ratio at total_steps."""
    if step < args.warmup:
        return args.lr * (step + 1) / args.warmup
    progress = min(1.0, (step - args.warmup) / max(1, total_steps - args.warmup))
    min_lr = args.lr * args.min_lr_ratio
    return min_lr + 0.5 * (args.lr - min_lr) * (1 + math.cos(math.pi * progress))


def save_checkpoint(path, model, optimizer, state):
    tmp = path + ".tmp"
    torch.save({"model": model.state_dict(), "optimizer": optimizer.state_dict(), **state}, tmp)
    os.replace(tmp, path)  # never leave a half-written checkpoint


# ---------------------------------------------------------------- main

def main():
    args = parse_args()
    keep_freed_memory()
    torch.set_num_threads(args.threads)
    torch.manual_seed(args.seed)
    os.makedirs(args.out, exist_ok=True)
    ckpt_path = os.path.join(args.out, "ckpt.pt")

    # The model (and tokenizer) come from the checkpoint when resuming or fine-tuning.
    ckpt = None
    if args.resume:
        ckpt = torch.load(ckpt_path, map_location="cpu")
    elif args.init:
        ckpt = torch.load(args.init, map_location="cpu")
    tok_dir = args.tokenizer or (os.path.dirname(args.init) if args.init and not args.resume else args.out)
    tok = Tokenizer.load(tok_dir)
    if os.path.abspath(tok_dir) != os.path.abspath(args.out):
        for name in TOKENIZER_FILES:  # the run directory is self-contained for export.py
            shutil.copy(os.path.join(tok_dir, name), args.out)

    if ckpt is not None:
        config = GPTConfig(**ckpt["config"])
    else:
        config = GPTConfig(vocab_size=tok.vocab_size, n_ctx=args.n_ctx, n_layer=args.n_layer,
                           n_head=args.n_head, n_embd=args.n_embd)
    assert config.vocab_size == tok.vocab_size, "tokenizer and model disagree on vocab size"
    model = GPT(config).to(args.device)
    if ckpt is not None:
        model.load_state_dict(ckpt["model"])
    optimizer = make_optimizer(model, args.lr, args.weight_decay)
    step, total_steps, elapsed = 0, args.max_steps, 0.0
    rewarm_from = None
    if args.resume:
        step, elapsed = ckpt["step"], ckpt.get("elapsed", 0.0)
        total_steps = args.max_steps or ckpt.get("total_steps")  # a larger --max-steps extends the run
        if "optimizer" in ckpt:
            optimizer.load_state_dict(ckpt["optimizer"])
        else:  # a compact checkpoint (compact.py) keeps no AdamW moments: warm the lr up again
            assert total_steps, "resuming a compact checkpoint needs --max-steps"
            rewarm_from = step
            print(f"{ckpt_path} has weights only: fresh AdamW moments, lr warmed up again over {args.warmup} steps")
    del ckpt
    use_bf16 = args.dtype == "bf16" or (args.dtype == "auto" and bf16_is_fast(args.device))
    autocast = torch.autocast(args.device.split(":")[0], dtype=torch.bfloat16) if use_bf16 else nullcontext()
    print(f"model: {config}, {model.num_params() / 1e6:.2f}M parameters, device {args.device}, "
          f"threads {args.threads}, {'bf16 autocast' if use_bf16 else 'fp32'}")

    # Data: training streams with ratios; validation streams (named) for eval.
    mix = parse_mix(args.data)
    streams = [load_tokens(f, tok, args.out) for f, _ in mix]
    ratios = [r for _, r in mix]
    if args.val:
        vals = {os.path.basename(f): load_tokens(f, tok, args.out) for f in args.val.split(",")}
    else:  # hold out the tail of each training file
        vals = {}
        for i, (f, _) in enumerate(mix):
            cut = int(len(streams[i]) * 0.98)
            vals[os.path.basename(f)] = streams[i][cut:]
            streams[i] = streams[i][:cut]
    for (f, r), s in zip(mix, streams):
        assert len(s) > config.n_ctx + 1, f"{f} has fewer tokens than one window ({config.n_ctx})"
        print(f"train {f}: {len(s):,} tokens, ratio {r:.2f}")

    # Stop cleanly, with a checkpoint, on Ctrl-C or kill.
    stop = {"signal": None}

    def on_signal(signum, frame):
        stop["signal"] = signum
    signal.signal(signal.SIGINT, on_signal)
    signal.signal(signal.SIGTERM, on_signal)

    log = open(os.path.join(args.out, "log.jsonl"), "a")

    def checkpoint():
        state = {"config": dataclasses.asdict(config), "step": step, "total_steps": total_steps,
                 "elapsed": elapsed, "args": vars(args)}
        save_checkpoint(ckpt_path, model, optimizer, state)
        if args.keep_from and step >= args.keep_from:
            kept = compact({"model": model.state_dict(), **state}, f"{args.out} at step {step}")
            torch.save(kept, os.path.join(args.out, f"ckpt-{step}.pt"))

    def run_eval():
        t = time.time()
        losses = {name: evaluate(model, s, args.eval_batches, args.batch_size, config.n_ctx, args.device)
                  for name, s in vals.items()}
        print(f"step {step}: val " + ", ".join(f"{n} {l:.4f}" for n, l in losses.items()) + f" ({time.time() - t:.1f}s)")
        log.write(json.dumps({"step": step, "val": losses}) + "\n")
        log.flush()
        return time.time() - t

    budget = args.max_minutes * 60
    eval_time = run_eval() if step == 0 else 0.0
    model.train()
    t_start, t_last, tokens_since = time.time() - elapsed, time.time(), 0
    step_times = []
    while True:
        if total_steps and step >= total_steps:
            break
        if budget and time.time() - t_start >= budget:
            print("time budget reached")
            break
        if stop["signal"] is not None:
            print(f"signal {stop['signal']}: saving checkpoint and stopping")
            break

        lr = lr_at(step, args, total_steps or 10**9)
        if rewarm_from is not None:
            lr *= min(1.0, (step - rewarm_from + 1) / args.warmup)
        for group in optimizer.param_groups:
            group["lr"] = lr
        t0 = time.time()
        x, y = get_batch(streams, ratios, args.batch_size, config.n_ctx, np.random.default_rng((args.seed, step)))
        with autocast:
            loss = model.loss(x.to(args.device), y.to(args.device))
        optimizer.zero_grad(set_to_none=True)
        loss.backward()
        grad_norm = torch.nn.utils.clip_grad_norm_(model.parameters(), args.grad_clip)
        optimizer.step()
        step += 1
        tokens_since += x.numel()
        step_times.append(time.time() - t0)

        # With only a time budget, plan the cosine from the speed of this run's steps 5..20.
        if not total_steps and len(step_times) == 20:
            per_step = float(np.mean(step_times[4:]))
            per_step += eval_time / args.eval_every  # evals eat into the budget too
            total_steps = step + int((budget - (time.time() - t_start)) / per_step)
            print(f"planned {total_steps} steps ({per_step:.3f}s/step) to fit {args.max_minutes} minutes")

        if step % args.log_every == 0:
            dt = time.time() - t_last
            print(f"step {step}/{total_steps or '?'} loss {loss.item():.4f} lr {lr:.2e} "
                  f"grad {grad_norm:.2f} {tokens_since / dt:,.0f} tok/s")
            log.write(json.dumps({"step": step, "loss": loss.item(), "lr": lr, "tok_s": tokens_since / dt}) + "\n")
            t_last, tokens_since = time.time(), 0
        elapsed = time.time() - t_start
        if step % args.eval_every == 0:
            eval_time = run_eval()
        if step % args.ckpt_every == 0:
            checkpoint()

    elapsed = time.time() - t_start
    if step % args.eval_every != 0:
        run_eval()
    checkpoint()
    print(f"saved {ckpt_path} at step {step} ({elapsed / 60:.1f} min)")


if __name__ == "__main__":
    main()
