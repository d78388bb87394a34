"""
What the lab's ONNX graphs add to the plain gpt2 export: two inputs and an output, each a
small patch of the exported graph (export.py applies them; this script applies them to
models exported before). The graph stays what transformers.js expects of a gpt2 model.

- attention_mask per query: the mask is reshaped to [B, 1, -1, P + T] instead of
  [B, 1, 1, P + T]. A [B, P + T] padding mask reads as before (one row, broadcast over
  the queries); a [B, T * (P + T)] mask, row by row, says for each new token which past
  and new tokens it sees. That is tree attention: many streams that branch off one
  cached context run as one row, each seeing the context up to its own branch point
  and its own tokens (src/lm/language-model.ts, branch).
- num_logits_to_keep (int64 scalar): only the last K positions get logits (0: all).
  transformers.js knows this input (it passes 0 for a forward and 1 when generating);
  the lab asks only for the positions it reads, so the 4096-wide output layer and the
  logits it returns shrink to those (scoring reads 5 tokens of a ~35-token sequence).
- logsumexp [B, K] (output): log Σ_v exp(logits[..., v]) per kept position, so a
  log-probability is one subtraction, logits[t] − logsumexp, instead of 4096 exps in
  JavaScript (a positions scan reads 46 of them, scoring thousands, sampling one per draw).

    python3 train/lab_graph.py models/base models/toolformer models/control

Idempotent; rewrites every ONNX file of each folder (fp32, q8, fp16 alike).
"""

import glob
import os
import sys

import numpy as np
import onnx
from onnx import TensorProto, helper, numpy_helper

KEEP = "num_logits_to_keep"


def per_query_mask(g):
    """Reshape the attention_mask to [B, 1, -1, P + T]; False when it already is."""
    producers = {o: n for n in g.node for o in n.output}
    reshape = next(n for n in g.node if n.op_type == "Reshape" and n.input[0] == "attention_mask")
    queries = producers[producers[reshape.input[1]].input[2]]  # Concat(B, 1, <queries>, P + T)
    assert queries.op_type == "Constant", queries.op_type
    value = numpy_helper.to_array(queries.attribute[0].t).tolist()
    if value == [-1]:
        return False
    assert value == [1], value
    queries.attribute[0].t.CopyFrom(numpy_helper.from_array(np.array([-1], dtype=np.int64), queries.attribute[0].t.name))
    return True


def logits_to_keep(g):
    """Slice the last K hidden states before the output layer; False when already there."""
    if any(i.name == KEEP for i in g.input):
        return False
    # The output layer's input: a MatMul by the tied embedding (fp32, fp16) or its quantiser (q8).
    head = next(n for n in g.node if (n.op_type == "MatMul" and n.input[1].endswith("weight_transposed"))
                or n.name == "/q8/output_layer/DynamicQuantizeLinear")
    hidden = head.input[0]
    kept = hidden + "_kept"
    p = "/logits_to_keep"
    nodes = [
        helper.make_node("Neg", [KEEP], [f"{p}/neg"], name=f"{p}/Neg"),  # -K; -0 = 0 keeps all
        helper.make_node("Reshape", [f"{p}/neg", f"{p}/one"], [f"{p}/starts"], name=f"{p}/Reshape"),
        helper.make_node("Slice", [hidden, f"{p}/starts", f"{p}/ends", f"{p}/axes"], [kept], name=f"{p}/Slice"),
    ]
    g.initializer.extend([
        numpy_helper.from_array(np.array([1], dtype=np.int64), f"{p}/one"),
        numpy_helper.from_array(np.array([np.iinfo(np.int64).max], dtype=np.int64), f"{p}/ends"),
        numpy_helper.from_array(np.array([1], dtype=np.int64), f"{p}/axes"),
    ])
    for n in g.node:
        for j, name in enumerate(n.input):
            if name == hidden:
                n.input[j] = kept
    at = list(g.node).index(head)
    for k, node in enumerate(nodes):
        g.node.insert(at + k, node)
    g.input.append(helper.make_tensor_value_info(KEEP, TensorProto.INT64, []))
    logits = next(o for o in g.output if o.name == "logits")
    logits.type.tensor_type.shape.dim[1].dim_param = "logits_length"
    return True


def logsumexp_output(g):
    """A "logsumexp" output beside the logits; False when already there."""
    if any(o.name == "logsumexp" for o in g.output):
        return False
    g.node.append(helper.make_node("ReduceLogSumExp", ["logits"], ["logsumexp"], axes=[-1], keepdims=0, name="/logsumexp"))
    g.output.insert(1, helper.make_tensor_value_info("logsumexp", TensorProto.FLOAT, ["batch_size", "logits_length"]))
    return True


def patch(path):
    m = onnx.load(path)
    steps = (("per-query mask", per_query_mask), (KEEP, logits_to_keep), ("logsumexp", logsumexp_output))
    changed = [name for name, f in steps if f(m.graph)]
    if changed:
        onnx.checker.check_model(m)
        onnx.save(m, path)
    return changed


if __name__ == "__main__":
    for folder in sys.argv[1:]:
        for path in sorted(glob.glob(os.path.join(folder, "onnx", "*.onnx"))):
            print(f"{path}: {', '.join(patch(path)) or 'already patched'}")
