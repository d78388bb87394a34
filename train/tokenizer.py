"""
A byte-level BPE tokenizer in the style of GPT-2, trained by our own code and saved
as a Hugging Face tokenizer.json that transformers.js loads as a GPT2Tokenizer.

What is special here, and why:
- The Toolformer surface tokens " [", "]" and " ->" (the paper's <API>, </API>, ->)
  are "added tokens": they are cut out of the text before pre-tokenisation, so each is
  always exactly one token and "]" never merges into ")]" or "].".
- No merge may produce a token that contains an ASCII digit, so every digit is its own
  token and a number is copied digit by digit. We also forbid " " + digit: then "18"
  is the same two tokens after "(" as after a space, which is easier for a small model
  to copy. (The space before a number becomes a lone "Ġ" token.)
- <|endoftext|> is id 0 and serves as bos, eos and pad.

Python and transformers.js must give the same ids. Two details make that so:
- transformers.js splits added tokens with a longest-match scan from the left; a regex
  alternation with longer tokens first does the same.
- The pre-tokenisation regex is GPT-2's, but with \\s spelled out as JavaScript's \\s,
  because the two disagree at the edges (\\x85 is whitespace to Python's regex module,
  \\ufeff only to JavaScript).

Usage:
    python3 train/tokenizer.py --data train/data/pretrain.txt --vocab-size 4096 --out train/runs/tok
"""

import argparse
import heapq
import json
import os
import time
from collections import Counter

import regex

EOT = "<|endoftext|>"
SURFACE = [" [", "]", " ->"]  # Toolformer's <API>, </API> and the arrow

# JavaScript's \s (ECMAScript WhiteSpace + LineTerminator), which transformers.js uses.
_WS = "\\t\\n\\v\\f\\r \\u00a0\\u1680\\u2000-\\u200a\\u2028\\u2029\\u202f\\u205f\\u3000\\ufeff"
# GPT-2's split pattern: 's|'t|'re|'ve|'m|'ll|'d| ?\p{L}+| ?\p{N}+| ?[^\s\p{L}\p{N}]+|\s+(?!\S)|\s+
PRETOKENIZE = regex.compile(
    rf"'s|'t|'re|'ve|'m|'ll|'d| ?\p{{L}}+| ?\p{{N}}+| ?[^{_WS}\p{{L}}\p{{N}}]+|[{_WS}]+(?![^{_WS}])|[{_WS}]+"
)


def bytes_to_unicode():
    """GPT-2's map from the 256 byte values to printable unicode characters."""
    bs = list(range(ord("!"), ord("~") + 1)) + list(range(ord("¡"), ord("¬") + 1)) + list(range(ord("®"), ord("ÿ") + 1))
    cs = bs[:]
    n = 0
    for b in range(256):
        if b not in bs:
            bs.append(b)
            cs.append(256 + n)
            n += 1
    return dict(zip(bs, map(chr, cs)))


BYTE_TO_CHAR = bytes_to_unicode()

# Fixed part of the vocabulary: <|endoftext|>, the 256 bytes, then " [" and " ->".
# ("]" is already a byte token, id 1 + 0x5D.) Learned merges follow.
EOT_ID = 0
BYTE_OFFSET = 1
N_FIXED = 1 + 256 + 2
DIGIT_IDS = {BYTE_OFFSET + b for b in b"0123456789"}


# transformers.js cuts added tokens out with a leftmost, longest-match scan; an
# alternation that tries longer tokens first matches the same way.
ADDED_SPLIT = regex.compile("(" + "|".join(regex.escape(t) for t in sorted([EOT] + SURFACE, key=len, reverse=True)) + ")")


class Tokenizer:
    def __init__(self, merges):
        """merges: list of (left_id, right_id) in rank order; token ids follow from it."""
        self.merges = [tuple(m) for m in merges]
        self.id_to_bytes = [EOT.encode()] + [bytes([b]) for b in range(256)] + [s.encode() for s in (" [", " ->")]
        for a, b in self.merges:
            self.id_to_bytes.append(self.id_to_bytes[a] + self.id_to_bytes[b])
        self.ranks = {pair: r for r, pair in enumerate(self.merges)}
        self.added = {EOT: EOT_ID, " [": N_FIXED - 2, "]": BYTE_OFFSET + ord("]"), " ->": N_FIXED - 1}
        self.cache = {}

    @property
    def vocab_size(self):
        return len(self.id_to_bytes)

    def _bpe(self, piece):
        """Apply the merges to one pre-token, lowest rank first (as GPT-2 does)."""
        ids = self.cache.get(piece)
        if ids is not None:
            return ids
        ids = [BYTE_OFFSET + b for b in piece.encode("utf-8")]
        while len(ids) > 1:
            pairs = [(self.ranks.get(p, 1 << 30), i) for i, p in enumerate(zip(ids, ids[1:]))]
            rank, _ = min(pairs)
            if rank == 1 << 30:
                break
            a, b = self.merges[rank]
            new_id = N_FIXED + rank
            out, i = [], 0
            while i < len(ids):
                if i + 1 < len(ids) and ids[i] == a and ids[i + 1] == b:
                    out.append(new_id)
                    i += 2
                else:
                    out.append(ids[i])
                    i += 1
            ids = out
        if len(self.cache) < 500_000:
            self.cache[piece] = ids
        return ids

    def encode(self, text):
        ids = []
        for i, piece in enumerate(ADDED_SPLIT.split(text)):
            if i % 2 == 1:
                ids.append(self.added[piece])
            elif piece:
                for word in PRETOKENIZE.findall(piece):
                    ids.extend(self._bpe(word))
        return ids

    def decode(self, ids):
        return b"".join(self.id_to_bytes[i] for i in ids).decode("utf-8", errors="replace")

    # ---- Hugging Face files ----

    def token_str(self, i):
        """The vocab key of token i: byte-level characters, or the raw text of an added token."""
        if i == EOT_ID or i in (N_FIXED - 2, N_FIXED - 1):
            return self.id_to_bytes[i].decode()
        return "".join(BYTE_TO_CHAR[b] for b in self.id_to_bytes[i])

    def save(self, out_dir, model_max_length=256):
        os.makedirs(out_dir, exist_ok=True)
        vocab = {self.token_str(i): i for i in range(self.vocab_size)}
        assert len(vocab) == self.vocab_size, "duplicate token strings"

        def added_token(content, special):
            return {"id": self.added[content], "content": content, "single_word": False, "lstrip": False,
                    "rstrip": False, "normalized": False, "special": special}

        tokenizer_json = {
            "version": "1.0",
            "truncation": None,
            "padding": None,
            "added_tokens": [added_token(EOT, True)] + [added_token(t, False) for t in SURFACE],
            "normalizer": None,
            "pre_tokenizer": {"type": "ByteLevel", "add_prefix_space": False, "trim_offsets": True, "use_regex": True},
            "post_processor": None,
            "decoder": {"type": "ByteLevel", "add_prefix_space": False, "trim_offsets": True, "use_regex": True},
            "model": {
                "type": "BPE", "dropout": None, "unk_token": None, "continuing_subword_prefix": None,
                "end_of_word_suffix": None, "fuse_unk": False, "byte_fallback": False, "ignore_merges": False,
                "vocab": vocab,
                "merges": [[self.token_str(a), self.token_str(b)] for a, b in self.merges],
            },
        }
        config = {
            "tokenizer_class": "GPT2Tokenizer",
            "bos_token": EOT, "eos_token": EOT, "unk_token": EOT, "pad_token": EOT,
            "add_bos_token": False, "add_eos_token": False, "add_prefix_space": False,
            # Keep decode() exact: no " ." -> "." clean-up.
            "clean_up_tokenization_spaces": False,
            # Decoder-only generation wants left padding.
            "padding_side": "left",
            "model_max_length": model_max_length,
            "added_tokens_decoder": {str(t["id"]): {k: v for k, v in t.items() if k != "id"}
                                     for t in tokenizer_json["added_tokens"]},
        }
        with open(os.path.join(out_dir, "tokenizer.json"), "w", encoding="utf-8") as f:
            json.dump(tokenizer_json, f, ensure_ascii=False)
        with open(os.path.join(out_dir, "tokenizer_config.json"), "w", encoding="utf-8") as f:
            json.dump(config, f, ensure_ascii=False, indent=2)
        with open(os.path.join(out_dir, "merges.json"), "w") as f:
            json.dump(self.merges, f)

    @classmethod
    def load(cls, path):
        """Load from a directory holding merges.json (ours) or tokenizer.json (rebuilt from it)."""
        if os.path.isdir(path):
            if os.path.exists(os.path.join(path, "merges.json")):
                with open(os.path.join(path, "merges.json")) as f:
                    return cls(json.load(f))
            path = os.path.join(path, "tokenizer.json")
        with open(path, encoding="utf-8") as f:
            model = json.load(f)["model"]
        vocab = model["vocab"]
        return cls([(vocab[a], vocab[b]) for a, b in model["merges"]])


def read_documents(path):
    """Documents in a text file are separated by lines holding only <|endoftext|>."""
    with open(path, encoding="utf-8") as f:
        text = f.read()
    docs = regex.split(r"(?m)^<\|endoftext\|>$", text)
    return [d.strip("\n") for d in docs if d.strip()]


def count_words(texts):
    """Frequency of each pre-token, with the added tokens cut out first (never merged)."""
    counts = Counter()
    for text in texts:
        for piece in ADDED_SPLIT.split(text)[::2]:  # odd pieces are the added tokens
            counts.update(PRETOKENIZE.findall(piece))
    return counts


def train_bpe(texts, vocab_size=4096, verbose=False):
    """Learn vocab_size - N_FIXED merges on the counted word types; returns a Tokenizer."""
    t0 = time.time()
    counts = count_words(texts)
    words = [[BYTE_OFFSET + b for b in w.encode("utf-8")] for w in counts]
    freqs = list(counts.values())
    if verbose:
        print(f"{sum(freqs):,} pre-tokens, {len(words):,} types, counted in {time.time() - t0:.1f}s")

    def pairs_of(word):
        # Digits never merge with anything (see the module docstring).
        return [p for p in zip(word, word[1:]) if p[0] not in DIGIT_IDS and p[1] not in DIGIT_IDS]

    pair_count = Counter()
    where = {}  # pair -> indices of words that contain it (may hold stale entries)
    for wi, word in enumerate(words):
        for p in pairs_of(word):
            pair_count[p] += freqs[wi]
            where.setdefault(p, set()).add(wi)
    heap = [(-c, p) for p, c in pair_count.items()]
    heapq.heapify(heap)

    merges = []
    token_bytes = Tokenizer([]).id_to_bytes  # grows with each merge
    known = set(token_bytes)
    while len(merges) < vocab_size - N_FIXED and heap:
        neg, pair = heapq.heappop(heap)
        if -neg != pair_count.get(pair, 0):
            continue  # stale heap entry
        if -neg < 2:
            break  # nothing left worth merging
        merged = token_bytes[pair[0]] + token_bytes[pair[1]]
        if merged in known:
            # Another split of the same bytes (e.g. "a"+"bc" after "ab"+"c"): skip it, so
            # that every token string is unique and merge rank r is token N_FIXED + r.
            pair_count.pop(pair)
            continue
        known.add(merged)
        token_bytes.append(merged)
        new_id = N_FIXED + len(merges)
        merges.append(pair)
        a, b = pair
        changed = set()
        for wi in where.pop(pair):
            word, f = words[wi], freqs[wi]
            if not any(word[i] == a and word[i + 1] == b for i in range(len(word) - 1)):
                continue
            for p in pairs_of(word):
                pair_count[p] -= f
                changed.add(p)
            out, i = [], 0
            while i < len(word):
                if i + 1 < len(word) and word[i] == a and word[i + 1] == b:
                    out.append(new_id)
                    i += 2
                else:
                    out.append(word[i])
                    i += 1
            words[wi] = out
            for p in pairs_of(out):
                pair_count[p] += f
                changed.add(p)
                where.setdefault(p, set()).add(wi)
        pair_count.pop(pair, None)
        for p in changed:
            c = pair_count.get(p, 0)
            if c > 0:
                heapq.heappush(heap, (-c, p))
            else:
                pair_count.pop(p, None)
        if verbose and len(merges) % 500 == 0:
            print(f"  {len(merges)} merges, {time.time() - t0:.1f}s")
    if verbose:
        print(f"{len(merges)} merges in {time.time() - t0:.1f}s")
    return Tokenizer(merges)


# Strings that must tokenise the same in Python and transformers.js (check_tokenizer.mjs).
CHECK_STRINGS = [
    "Hello world. The quick brown fox jumps over the lazy dog.",
    " [Calculator(18 / 24) -> 0.75]",
    'Pittsburgh is also known as [QA("What other name is Pittsburgh known by?") -> Steel City] the Steel City.',
    "A case of 24 bottles costs $18, so each bottle costs $0.75.",
    "$0.75", "].", ")]", ".]", "]]", "[[", "  [", " [ [", "x ->-> y", "a->b", " ->x", "->", "-> ]",
    "[Calendar() -> Today is Monday, January 30, 2023.]",
    "137 * 42 = 5754 and 400 / 1400 = 0.29; 1,234,567.89 3rd 10th 2023-01-30",
    "don't I'll we've they're it's 'S DON'T o'clock",
    "café naïve – “quotes” ‘s’ Ünïcödé 日本語 中文 한국어 Ελληνικά русский e\u0301",
    "emoji 👍🏽 🇺🇸 👨‍👩‍👧 ✨🚀",
    "½ ² ٣ ३ Ⅻ ①",
    "line1\nline2\n\n\nline3\r\n", "  double  spaces  ", "\t\ttabs\t", "end   ", "   ", "\n",
    "nbsp\u00a0x thin\u2009y ideo\u3000z bom\ufeffw fs\x1cx nel\x85y",
    "text<|endoftext|>more text <|endoftext|> end",
]


def dump_cases(tok, out_path, extra_file=None, n_extra=200):
    """Write [{text, ids}] for check_tokenizer.mjs, plus documents from a data file."""
    texts = list(CHECK_STRINGS)
    if extra_file:
        texts += read_documents(extra_file)[:n_extra]
    cases = [{"text": t, "ids": tok.encode(t)} for t in texts]
    for c in cases:
        assert tok.decode(c["ids"]) == c["text"], c["text"]
    with open(out_path, "w", encoding="utf-8") as f:
        json.dump(cases, f, ensure_ascii=False)
    print(f"wrote {len(cases)} cases to {out_path}")


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--data", nargs="+", help="text files of documents separated by <|endoftext|> lines")
    ap.add_argument("--vocab-size", type=int, default=4096)
    ap.add_argument("--n-ctx", type=int, default=256, help="written as model_max_length")
    ap.add_argument("--max-mb", type=float, default=0, help="train on at most this many MB of text (0 = all)")
    ap.add_argument("--out", required=True, help="tokenizer directory to write (or read, with --dump-cases)")
    ap.add_argument("--dump-cases", metavar="JSON", help="don't train: write test cases for check_tokenizer.mjs")
    ap.add_argument("--from", dest="source", metavar="DIR", help="don't train: write DIR's tokenizer (e.g. models/base) to --out")
    args = ap.parse_args()

    if args.source:
        Tokenizer.load(args.source).save(args.out, model_max_length=args.n_ctx)
        return

    if args.dump_cases:
        dump_cases(Tokenizer.load(args.out), args.dump_cases, args.data[0] if args.data else None)
        return

    texts, size = [], 0
    for path in args.data:
        for doc in read_documents(path):
            texts.append(doc)
            size += len(doc)
            if args.max_mb and size > args.max_mb * 1e6:
                break
    print(f"training on {len(texts):,} documents, {size / 1e6:.1f} M characters")
    t0 = time.time()
    tok = train_bpe(texts, args.vocab_size, verbose=True)
    tok.save(args.out, model_max_length=args.n_ctx)
    print(f"vocab {tok.vocab_size} saved to {args.out} ({time.time() - t0:.1f}s)")
    sample = 'Each bottle costs [Calculator(18 / 24) -> 0.75] $0.75.'
    ids = tok.encode(sample)
    print(sample, "->", [tok.decode([i]) for i in ids])
    assert tok.decode(ids) == sample


if __name__ == "__main__":
    main()
