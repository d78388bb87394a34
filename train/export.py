"""
Export a trained checkpoint as a Hugging Face "gpt2" model folder that transformers.js
4.x loads with a KV cache:

    OUT/config.json, generation_config.json, tokenizer.json, tokenizer_config.json
    OUT/onnx/model.onnx            fp32
    OUT/onnx/model_quantized.onnx  q8   (dtype: 'q8', see quantize.py)
    OUT/onnx/model_fp16.onnx       fp16 weights (dtype: 'fp16', see quantize.py)
    OUT/verify/reference.json, logits.bin   PyTorch's answers, for verify.mjs

    python3 train/export.py --ckpt train/runs/base/ckpt.pt --out models/base
    node train/verify.mjs models/base

The ONNX interface is the one transformers.js expects of model_type gpt2:
  inputs  input_ids [batch_size, sequence_length] int64
          attention_mask [batch_size, past_sequence_length + sequence_length] int64
          position_ids [batch_size, sequence_length] int64
          past_key_values.{i}.key / .value [batch_size, n_head, past_sequence_length, head_dim]
          num_logits_to_keep [] int64   (logits for the last K positions only; 0: all)
  outputs logits [batch_size, logits_length, vocab_size]
          logsumexp [batch_size, logits_length]   (log Σ exp(logits) per position)
          present.{i}.key / .value [batch_size, n_head, past_sequence_length + sequence_length, head_dim]
The attention_mask may also be [batch_size, sequence_length * (past + sequence_length)]: a row
per query (tree attention). The extras are patched into the exported graph by lab_graph.py.
Only dims 0 and 2 of the cache are symbolic: transformers.js builds the first, empty
cache from the input metadata (a dim named batch_size becomes the batch, any other
name becomes 0), so the graph must accept a zero-length past.

--random TOKENIZER_DIR exports an untrained model instead (for tests); its weights are
drawn with a large std so that greedy decoding has clear winners.
"""

import argparse
import json
import os
import shutil
import sys

import numpy as np
import onnx
import torch
import torch.nn as nn
from onnx import helper, numpy_helper

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from lab_graph import patch as add_lab_graph  # noqa: E402
from model import GPT, GPTConfig  # noqa: E402
from quantize import to_fp16, to_q8  # noqa: E402
from tokenizer import EOT_ID, Tokenizer  # noqa: E402

TOKENIZER_FILES = ["tokenizer.json", "tokenizer_config.json"]

# Texts for the reference logits and greedy decoding (verify.mjs).
REFERENCE_TEXTS = [
    'Pittsburgh is also known as [QA("What other name is Pittsburgh known by?") -> Steel City] the Steel City.',
    "A case of 24 bottles costs $18, so each costs [Calculator(18 / 24) -> 0.75] $0.75.",
]
GREEDY_PROMPTS = ["Pittsburgh is also known as", "A case of 24 bottles costs $18, so each bottle costs"]
GREEDY_TOKENS = 20


class OnnxWrapper(nn.Module):
    """Flat inputs and outputs, in the order and with the names of the HF gpt2 export."""

    def __init__(self, model):
        super().__init__()
        self.model = model

    def forward(self, input_ids, attention_mask, position_ids, *past):
        pairs = [(past[2 * i], past[2 * i + 1]) for i in range(len(past) // 2)]
        logits, presents = self.model(input_ids, pairs, attention_mask, position_ids)
        return (logits, *[t for kv in presents for t in kv])


def export_onnx(model, path, opset):
    c = model.config
    n, head_dim = c.n_layer, c.n_embd // c.n_head
    # A non-empty dummy past, so the trace keeps the past length symbolic.
    B, T, P = 2, 3, 2
    past = [torch.zeros(B, c.n_head, P, head_dim) for _ in range(2 * n)]
    args = (torch.ones(B, T, dtype=torch.long), torch.ones(B, P + T, dtype=torch.long),
            torch.arange(P, P + T).repeat(B, 1), *past)
    past_names = [f"past_key_values.{i}.{kv}" for i in range(n) for kv in ("key", "value")]
    present_names = [f"present.{i}.{kv}" for i in range(n) for kv in ("key", "value")]
    total = "past_sequence_length + sequence_length"
    dynamic_axes = {
        "input_ids": {0: "batch_size", 1: "sequence_length"},
        "attention_mask": {0: "batch_size", 1: total},
        "position_ids": {0: "batch_size", 1: "sequence_length"},
        "logits": {0: "batch_size", 1: "sequence_length"},
        **{name: {0: "batch_size", 2: "past_sequence_length"} for name in past_names},
        **{name: {0: "batch_size", 2: total} for name in present_names},
    }
    torch.onnx.export(OnnxWrapper(model), args, path, opset_version=opset, do_constant_folding=True,
                      input_names=["input_ids", "attention_mask", "position_ids", *past_names],
                      output_names=["logits", *present_names], dynamic_axes=dynamic_axes)


def tidy_graph(path, wte):
    """Two fixes to the exported graph:
    - the tied output layer comes out as a second, transposed copy of the embedding;
      replace it with a Transpose of the embedding (saves about a quarter of the file);
    - weight matrices come out as "onnx::MatMul_342"; name them after the module
    ("model.h.0.attn.c_attn.weight") so the graph reads well in a viewer."""
    m = onnx.load(path)
    g = m.graph
    inits = {t.name: t for t in g.initializer}
    for node in g.node:
        if node.op_type == "MatMul" and node.input[1] in inits and node.input[1].startswith("onnx::"):
            # node.name is like "/model/h.0/attn/c_attn/MatMul"
            new_name = node.name.strip("/").rsplit("/", 1)[0].replace("/", ".") + ".weight"
            inits[node.input[1]].name = new_name
            inits[new_name] = inits.pop(node.input[1])
            node.input[1] = new_name
    emb_name = next(name for name, t in inits.items() if tuple(t.dims) == wte.shape
                    and np.array_equal(numpy_helper.to_array(t), wte))
    for node in g.node:
        if node.op_type != "MatMul" or node.input[1] not in inits:
            continue
        b = inits[node.input[1]]
        if tuple(b.dims) == wte.T.shape and np.array_equal(numpy_helper.to_array(b), wte.T):
            g.initializer.remove(b)
            node.input[1] = emb_name + "_transposed"
            g.node.insert(0, helper.make_node("Transpose", [emb_name], [node.input[1]], perm=[1, 0],
                                              name="tied_output_layer"))
            break
    else:
        raise RuntimeError("no transposed copy of the embedding found")
    onnx.checker.check_model(m)
    onnx.save(m, path)


def check_interface(path, config):
    """Fail early if the graph's inputs and outputs are not what transformers.js needs."""
    m = onnx.load(path)

    def dims(v):
        return [d.dim_param or d.dim_value for d in v.type.tensor_type.shape.dim]
    ins = {v.name: dims(v) for v in m.graph.input}
    outs = {v.name: dims(v) for v in m.graph.output}
    hd = config.n_embd // config.n_head
    assert list(ins)[:3] == ["input_ids", "attention_mask", "position_ids"], list(ins)
    assert ins["num_logits_to_keep"] == [], ins.get("num_logits_to_keep")
    assert outs["logits"] == ["batch_size", "logits_length", config.vocab_size], outs["logits"]
    for i in range(config.n_layer):
        for kv in ("key", "value"):
            assert ins[f"past_key_values.{i}.{kv}"] == ["batch_size", config.n_head, "past_sequence_length", hd]
            assert outs[f"present.{i}.{kv}"][1::2] == [config.n_head, hd]


def position_ids_from_mask(mask):
    """transformers.js's rule (cumsum_masked_fill): cumsum - 1, padding positions get 1."""
    pos = mask.cumsum(-1) - 1
    return pos.masked_fill(mask == 0, 1)


@torch.no_grad()
def greedy(model, ids, n_new):
    """Greedy decoding with the KV cache for exactly n_new tokens: EOS is never chosen,
    as in transformers.js with min_new_tokens = n_new (which sets its logit to -inf)."""
    out, margins = list(ids), []
    logits, past = model(torch.tensor([ids]))
    for _ in range(n_new):
        last = logits[0, -1].clone()
        last[EOT_ID] = -float("inf")
        top2 = torch.topk(last, 2)
        margins.append(float(top2.values[0] - top2.values[1]))
        nxt = int(top2.indices[0])
        out.append(nxt)
        logits, past = model(torch.tensor([[nxt]]), past_key_values=past)
    return out, min(margins)


@torch.no_grad()
def write_reference(model, tok, out_dir):
    """PyTorch's logits for a left-padded batch of two, and greedy continuations."""
    os.makedirs(out_dir, exist_ok=True)
    seqs = [tok.encode(t)[:model.config.n_ctx] for t in REFERENCE_TEXTS]
    T = max(map(len, seqs))
    input_ids = torch.full((len(seqs), T), EOT_ID, dtype=torch.long)
    mask = torch.zeros((len(seqs), T), dtype=torch.long)
    for i, s in enumerate(seqs):  # left padding
        input_ids[i, T - len(s):] = torch.tensor(s)
        mask[i, T - len(s):] = 1
    pos = position_ids_from_mask(mask)
    logits, _ = model(input_ids, attention_mask=mask, position_ids=pos)
    logits.numpy().astype("<f4").tofile(os.path.join(out_dir, "logits.bin"))
    # The padded batch must agree with each sequence run alone.
    for i, s in enumerate(seqs):
        alone, _ = model(torch.tensor([s]))
        assert torch.allclose(alone[0], logits[i, T - len(s):], atol=1e-4), "padding changes the logits"
    runs = []
    for prompt in GREEDY_PROMPTS:
        prompt_ids = tok.encode(prompt)
        assert len(prompt_ids) + GREEDY_TOKENS <= model.config.n_ctx, "greedy reference does not fit n_ctx"
        ids, margin = greedy(model, prompt_ids, GREEDY_TOKENS)
        runs.append({"prompt": prompt, "output_ids": ids, "text": tok.decode(ids), "min_top2_margin": margin})
    ref = {
        "texts": REFERENCE_TEXTS, "input_ids": input_ids.tolist(), "attention_mask": mask.tolist(),
        "position_ids": pos.tolist(), "logits_file": "logits.bin", "logits_shape": list(logits.shape),
        "greedy": runs, "max_new_tokens": GREEDY_TOKENS, "n_ctx": model.config.n_ctx,
    }
    with open(os.path.join(out_dir, "reference.json"), "w") as f:
        json.dump(ref, f, indent=1)
    return ref


def write_configs(config, out, extra):
    c = config
    hf_config = {
        "model_type": "gpt2", "architectures": ["GPT2LMHeadModel"],
        "vocab_size": c.vocab_size, "n_positions": c.n_ctx, "n_ctx": c.n_ctx,
        "n_embd": c.n_embd, "n_layer": c.n_layer, "n_head": c.n_head, "n_inner": None,
        "activation_function": "gelu_new", "layer_norm_epsilon": 1e-5, "tie_word_embeddings": True,
        "resid_pdrop": 0.0, "embd_pdrop": 0.0, "attn_pdrop": 0.0, "initializer_range": 0.02,
        "bos_token_id": EOT_ID, "eos_token_id": EOT_ID, "pad_token_id": EOT_ID, "use_cache": True,
        "toolformer_lab": extra,  # how this model was made (ignored by transformers.js)
    }
    gen_config = {"bos_token_id": EOT_ID, "eos_token_id": EOT_ID, "pad_token_id": EOT_ID,
                  "do_sample": False, "max_length": c.n_ctx}
    with open(os.path.join(out, "config.json"), "w") as f:
        json.dump(hf_config, f, indent=2)
    with open(os.path.join(out, "generation_config.json"), "w") as f:
        json.dump(gen_config, f, indent=2)


def load_model(args):
    """(model, tokenizer dir, provenance) from a checkpoint or, with --random, fresh weights."""
    if args.random:
        tok = Tokenizer.load(args.random)
        torch.manual_seed(args.seed)
        config = GPTConfig(vocab_size=tok.vocab_size, n_ctx=args.n_ctx, n_layer=args.n_layer,
                           n_head=args.n_head, n_embd=args.n_embd)
        model = GPT(config)
        with torch.no_grad():
            for p in model.parameters():
                if p.dim() >= 2:
                    p.normal_(0.0, args.random_std)
        return model, args.random, {"source": "random", "seed": args.seed}
    ckpt = torch.load(args.ckpt, map_location="cpu")
    model = GPT(GPTConfig(**ckpt["config"]))
    model.load_state_dict(ckpt["model"])
    info = {"source": os.path.abspath(args.ckpt), "step": ckpt["step"],
            "train_args": {k: (ckpt.get("args") or {}).get(k) for k in ("data", "finetune", "init", "lr", "batch_size")}}
    if "note" in ckpt:  # the compact checkpoints in train/checkpoints/ say how they were made
        info["note"] = ckpt["note"]
    return model, os.path.dirname(args.ckpt), info


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    src = ap.add_mutually_exclusive_group(required=True)
    src.add_argument("--ckpt", help="checkpoint written by train.py (its folder holds the tokenizer)")
    src.add_argument("--random", metavar="TOKENIZER_DIR", help="export untrained weights (tests)")
    ap.add_argument("--out", required=True)
    ap.add_argument("--opset", type=int, default=14)
    ap.add_argument("--no-q8", action="store_true")
    ap.add_argument("--no-fp16", action="store_true")
    ap.add_argument("--no-reference", action="store_true", help="skip OUT/verify/")
    # only with --random
    ap.add_argument("--n-layer", type=int, default=2)
    ap.add_argument("--n-head", type=int, default=4)
    ap.add_argument("--n-embd", type=int, default=64)
    ap.add_argument("--n-ctx", type=int, default=256)
    ap.add_argument("--random-std", type=float, default=0.1)
    ap.add_argument("--seed", type=int, default=0)
    args = ap.parse_args()

    torch.set_num_threads(2)
    model, tok_dir, info = load_model(args)
    model.eval()
    config = model.config
    os.makedirs(os.path.join(args.out, "onnx"), exist_ok=True)
    for name in TOKENIZER_FILES:
        shutil.copy(os.path.join(tok_dir, name), args.out)
    write_configs(config, args.out, info)

    path = os.path.join(args.out, "onnx", "model.onnx")
    export_onnx(model, path, args.opset)
    tidy_graph(path, model.wte.weight.detach().numpy())
    add_lab_graph(path)
    check_interface(path, config)
    written = [path]
    if not args.no_q8:
        written.append(os.path.join(args.out, "onnx", "model_quantized.onnx"))
        onnx.save(to_q8(onnx.load(path)), written[-1])
    if not args.no_fp16:
        written.append(os.path.join(args.out, "onnx", "model_fp16.onnx"))
        onnx.save(to_fp16(onnx.load(path)), written[-1])
    for p in written:
        print(f"{p}: {os.path.getsize(p) / 1e6:.2f} MB")

    if not args.no_reference:
        ref = write_reference(model, Tokenizer.load(tok_dir), os.path.join(args.out, "verify"))
        for run in ref["greedy"]:
            print(f"greedy: {run['text']!r}")
    print(f"exported {config} ({model.num_params() / 1e6:.2f}M parameters) to {args.out}")


if __name__ == "__main__":
    main()
