"""
A GPT-2 language model, written the way nanoGPT writes it, with the same parameter
names and maths as Hugging Face's GPT2LMHeadModel so the ONNX export can follow the
gpt2 layout transformers.js expects:
- learned position embeddings, pre-LayerNorm blocks, GELU with the tanh approximation
  (HF's "gelu_new"), LayerNorm eps 1e-5, output layer tied to the token embedding;
- forward() takes a KV cache (past_key_values), an attention_mask for padding and
  explicit position_ids (needed for left-padded batches), and returns the new cache.
Masked attention scores get -1e4 added rather than -inf, which stays finite in fp16
and gives the same softmax in practice.
"""

import math
from dataclasses import dataclass

import torch
import torch.nn as nn
import torch.nn.functional as F

MASK_VALUE = -1e4


@dataclass
class GPTConfig:
    vocab_size: int = 4096
    n_ctx: int = 256
    n_layer: int = 4
    n_head: int = 4
    n_embd: int = 256
    dropout: float = 0.0


class CausalSelfAttention(nn.Module):
    def __init__(self, config):
        super().__init__()
        assert config.n_embd % config.n_head == 0
        self.n_head = config.n_head
        self.head_dim = config.n_embd // config.n_head  # a Python int: fixed in the ONNX graph
        self.c_attn = nn.Linear(config.n_embd, 3 * config.n_embd)  # q, k, v in one matmul
        self.c_proj = nn.Linear(config.n_embd, config.n_embd)
        self.dropout = nn.Dropout(config.dropout)

    def forward(self, x, bias, past=None):
        B, T, _ = x.size()
        q, k, v = self.c_attn(x).split(self.n_head * self.head_dim, dim=2)
        # (B, T, C) -> (B, n_head, T, head_dim)
        q = q.view(B, T, self.n_head, self.head_dim).transpose(1, 2)
        k = k.view(B, T, self.n_head, self.head_dim).transpose(1, 2)
        v = v.view(B, T, self.n_head, self.head_dim).transpose(1, 2)
        if past is not None:
            k = torch.cat([past[0], k], dim=2)
            v = torch.cat([past[1], v], dim=2)
        att = (q @ k.transpose(-2, -1)) * (1.0 / math.sqrt(self.head_dim))
        att = F.softmax(att + bias, dim=-1)  # bias: 0 where allowed, -1e4 where masked
        y = self.dropout(att) @ v
        y = y.transpose(1, 2).contiguous().view(B, T, self.n_head * self.head_dim)
        return self.dropout(self.c_proj(y)), (k, v)


class MLP(nn.Module):
    def __init__(self, config):
        super().__init__()
        self.c_fc = nn.Linear(config.n_embd, 4 * config.n_embd)
        self.c_proj = nn.Linear(4 * config.n_embd, config.n_embd)
        self.dropout = nn.Dropout(config.dropout)

    def forward(self, x):
        return self.dropout(self.c_proj(F.gelu(self.c_fc(x), approximate="tanh")))


class Block(nn.Module):
    def __init__(self, config):
        super().__init__()
        self.ln_1 = nn.LayerNorm(config.n_embd, eps=1e-5)
        self.attn = CausalSelfAttention(config)
        self.ln_2 = nn.LayerNorm(config.n_embd, eps=1e-5)
        self.mlp = MLP(config)

    def forward(self, x, bias, past=None):
        a, present = self.attn(self.ln_1(x), bias, past)
        x = x + a
        x = x + self.mlp(self.ln_2(x))
        return x, present


class GPT(nn.Module):
    def __init__(self, config):
        super().__init__()
        self.config = config
        self.wte = nn.Embedding(config.vocab_size, config.n_embd)
        self.wpe = nn.Embedding(config.n_ctx, config.n_embd)
        self.drop = nn.Dropout(config.dropout)
        self.h = nn.ModuleList([Block(config) for _ in range(config.n_layer)])
        self.ln_f = nn.LayerNorm(config.n_embd, eps=1e-5)
        # GPT-2 initialisation; residual projections scaled down by depth.
        self.apply(self._init_weights)
        for name, p in self.named_parameters():
            if name.endswith("c_proj.weight"):
                nn.init.normal_(p, mean=0.0, std=0.02 / math.sqrt(2 * config.n_layer))

    def _init_weights(self, module):
        if isinstance(module, nn.Linear):
            nn.init.normal_(module.weight, mean=0.0, std=0.02)
            nn.init.zeros_(module.bias)
        elif isinstance(module, nn.Embedding):
            nn.init.normal_(module.weight, mean=0.0, std=0.02)

    def num_params(self):
        return sum(p.numel() for p in self.parameters())

    def forward(self, idx, past_key_values=None, attention_mask=None, position_ids=None):
        """
        idx: (B, T) token ids. past_key_values: list of (key, value), each
        (B, n_head, P, head_dim), or None. attention_mask: (B, P + T), 1 = real token,
        0 = padding. position_ids: (B, T); default P, P+1, ... Returns (logits, presents).
        """
        B, T = idx.size()
        P = 0 if past_key_values is None else past_key_values[0][0].size(2)
        if position_ids is None:
            position_ids = torch.arange(P, P + T, dtype=torch.long, device=idx.device).unsqueeze(0)
        x = self.drop(self.wte(idx) + self.wpe(position_ids))

        # Query i (at absolute index P + i) may see key j if j <= P + i and j is not padding.
        q_index = torch.arange(T, device=idx.device) + P
        k_index = torch.arange(P + T, device=idx.device)
        allowed = (k_index.unsqueeze(0) <= q_index.unsqueeze(1)).view(1, 1, T, P + T)
        if attention_mask is not None:
            allowed = allowed & attention_mask.view(B, 1, 1, P + T).bool()
        bias = (1.0 - allowed.to(x.dtype)) * MASK_VALUE

        presents = []
        for i, block in enumerate(self.h):
            x, present = block(x, bias, None if past_key_values is None else past_key_values[i])
            presents.append(present)
        x = self.ln_f(x)
        logits = x @ self.wte.weight.t()  # tied output layer
        return logits, presents

    def loss(self, idx, targets):
        logits, _ = self(idx)
        return F.cross_entropy(logits.reshape(-1, logits.size(-1)), targets.reshape(-1), ignore_index=-1)
