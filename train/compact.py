"""A run's ckpt.pt as train/checkpoints/ keeps one: fp16 weights, the config, the step and a
note saying how it was made, and the run's arguments (export.py writes its data mix into
config.json, which the models panel reads); no optimizer state (a quarter of the size).
export.py reads it, and train.py --init continues from it (put the tokenizer files beside it).

    /usr/bin/python3 train/compact.py RUN/ckpt.pt OUT.pt --note "how it was made"
"""
import argparse

import torch


def compact(ckpt, note):
    """A run's checkpoint (a dict as train.py saves it) as train/checkpoints/ keeps one."""
    weights = {k: v.half() if v.is_floating_point() else v for k, v in ckpt["model"].items()}
    return {"model": weights, "config": ckpt["config"], "step": ckpt["step"], "note": note, "args": ckpt.get("args")}


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("ckpt")
    ap.add_argument("out")
    ap.add_argument("--note", required=True, help="how it was made: the data mix, steps, learning rate, held-out loss")
    args = ap.parse_args()
    kept = compact(torch.load(args.ckpt, map_location="cpu"), args.note)
    torch.save(kept, args.out)
    print(f"{args.out}: step {kept['step']}, {sum(v.numel() for v in kept['model'].values()) / 1e6:.2f}M weights in fp16")


if __name__ == "__main__":
    main()
