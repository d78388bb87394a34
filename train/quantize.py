"""
Smaller copies of an exported fp32 ONNX graph, written by rewriting the graph with onnx
and numpy (torch 1.13 cannot run fp16 on CPU, and Debian has no Python onnxruntime).

to_q8  -> model_quantized.onnx (transformers.js dtype 'q8'): dynamic uint8 quantisation,
  the scheme onnxruntime's quantize_dynamic writes, so onnxruntime-node (CPU) and
  onnxruntime-web (wasm; webgpu falls back to wasm kernels for it) all run it:
      x -> DynamicQuantizeLinear -> x_q, x_scale, x_zp
      MatMulInteger(x_q, W_q, x_zp, W_zp) -> Cast(float) -> Mul(x_scale * W_scale) -> y
  Weights are asymmetric uint8 with a scale and zero point per output column (a column
  is one output unit, so outliers in one unit do not cost the others precision).
  The token embedding is stored once, as uint8 with a scale and zero point per row
  (per token): the input lookup gathers rows and dequantises only those, and the tied
  output layer multiplies by Transpose(E_q), whose columns are E's rows.
  Biases, LayerNorm and the position embedding stay fp32 (they are tiny).

to_fp16 -> model_fp16.onnx (dtype 'fp16'): weight matrices stored as fp16 and Cast
  back to fp32 inside the graph, so the arithmetic is fp32 and every backend runs it;
  only the download halves. (transformers.js refuses dtype 'fp16' on a WebGPU adapter
  without shader-f16, even though this file would not need it.)

    python3 train/quantize.py models/base/onnx/model.onnx   # rewrites both variants
"""

import os
import sys

import numpy as np
import onnx
from onnx import TensorProto, helper, numpy_helper


def quantize_uint8(w, axis):
    """Asymmetric uint8, one scale and zero point per slice, reducing over `axis`
    (axis 0: per column of a [K, N] matrix; axis 1: per row). Returns (q, scale,
    zero_point) shaped for broadcasting, with w ~= (q - zero_point) * scale."""
    lo = np.minimum(w.min(axis=axis, keepdims=True), 0.0)  # the range must include 0
    hi = np.maximum(w.max(axis=axis, keepdims=True), 0.0)
    scale = np.maximum((hi - lo) / 255.0, 1e-12).astype(np.float32)
    zero_point = np.clip(np.round(-lo / scale), 0, 255)
    q = np.clip(np.round(w / scale) + zero_point, 0, 255).astype(np.uint8)
    return q, scale, zero_point.astype(np.uint8)


class GraphEditor:
    """Just enough bookkeeping to swap nodes in a topologically sorted graph."""

    def __init__(self, model):
        self.model = model
        self.graph = model.graph
        self.inits = {t.name: t for t in self.graph.initializer}

    def weight(self, name):
        return numpy_helper.to_array(self.inits[name])

    def add_init(self, array, name):
        self.graph.initializer.append(numpy_helper.from_array(array, name))
        return name

    def drop_init(self, name):
        self.graph.initializer.remove(self.inits.pop(name))

    def producer_of(self, name):
        return next((n for n in self.graph.node if name in n.output), None)


def quantized_matmul(x, w_q, w_zp, w_scale, y, prefix):
    """Nodes computing y = x @ dequant(W) with x quantised on the fly."""
    return [
        helper.make_node("DynamicQuantizeLinear", [x], [f"{prefix}/x_q", f"{prefix}/x_scale", f"{prefix}/x_zp"],
                         name=f"{prefix}/DynamicQuantizeLinear"),
        helper.make_node("MatMulInteger", [f"{prefix}/x_q", w_q, f"{prefix}/x_zp", w_zp], [f"{prefix}/y_int"],
                         name=f"{prefix}/MatMulInteger"),
        helper.make_node("Cast", [f"{prefix}/y_int"], [f"{prefix}/y_float"], to=TensorProto.FLOAT,
                         name=f"{prefix}/Cast"),
        helper.make_node("Mul", [f"{prefix}/x_scale", w_scale], [f"{prefix}/scale"], name=f"{prefix}/ScaleMul"),
        helper.make_node("Mul", [f"{prefix}/y_float", f"{prefix}/scale"], [y], name=f"{prefix}/Mul"),
    ]


def to_q8(model):
    model = onnx.ModelProto.FromString(model.SerializeToString())  # work on a copy
    ed = GraphEditor(model)
    g = ed.graph

    # The embedding: find the Gather on input_ids and the Transpose feeding the output layer.
    emb_gather = next(n for n in g.node if n.op_type == "Gather" and n.input[1] == "input_ids")
    emb = emb_gather.input[0]
    emb_transpose = next(n for n in g.node if n.op_type == "Transpose" and n.input[0] == emb)
    e_q, e_scale, e_zp = quantize_uint8(ed.weight(emb), axis=1)  # per row: [V, 1]
    ed.drop_init(emb)
    ed.add_init(e_q, emb + "_quantized")
    ed.add_init(e_scale, emb + "_scale")                          # [V, 1]
    ed.add_init(e_zp.astype(np.float32), emb + "_zero_point_float")  # [V, 1], for the lookup
    ed.add_init(e_scale.reshape(-1), emb + "_scale_col")          # [V], for the output layer
    ed.add_init(e_zp.reshape(-1), emb + "_zero_point_col")        # [V]

    new_nodes = []
    for node in g.node:
        if node is emb_gather:
            # Dequantise only the looked-up rows: (E_q[ids] - zp[ids]) * scale[ids].
            ids, out, p = node.input[1], node.output[0], "/q8/embedding"
            new_nodes += [
                helper.make_node("Gather", [emb + "_quantized", ids], [f"{p}/rows_q"], name=f"{p}/Gather"),
                helper.make_node("Cast", [f"{p}/rows_q"], [f"{p}/rows"], to=TensorProto.FLOAT, name=f"{p}/Cast"),
                helper.make_node("Gather", [emb + "_zero_point_float", ids], [f"{p}/zp"], name=f"{p}/GatherZp"),
                helper.make_node("Gather", [emb + "_scale", ids], [f"{p}/scale"], name=f"{p}/GatherScale"),
                helper.make_node("Sub", [f"{p}/rows", f"{p}/zp"], [f"{p}/centered"], name=f"{p}/Sub"),
                helper.make_node("Mul", [f"{p}/centered", f"{p}/scale"], [out], name=f"{p}/Mul"),
            ]
        elif node is emb_transpose:
            node.input[0] = emb + "_quantized"  # Transpose works on uint8 too
            new_nodes.append(node)
        elif node.op_type == "MatMul" and node.input[1] == emb_transpose.output[0]:
            new_nodes += quantized_matmul(node.input[0], emb_transpose.output[0], emb + "_zero_point_col",
                                          emb + "_scale_col", node.output[0], "/q8/output_layer")
        elif node.op_type == "MatMul" and node.input[1] in ed.inits and len(ed.inits[node.input[1]].dims) == 2:
            w_name = node.input[1]
            w_q, w_scale, w_zp = quantize_uint8(ed.weight(w_name), axis=0)  # per column: [1, N]
            ed.drop_init(w_name)
            ed.add_init(w_q, w_name + "_quantized")
            ed.add_init(w_scale.reshape(-1), w_name + "_scale")
            ed.add_init(w_zp.reshape(-1), w_name + "_zero_point")
            new_nodes += quantized_matmul(node.input[0], w_name + "_quantized", w_name + "_zero_point",
                                          w_name + "_scale", node.output[0], "/q8/" + w_name)
        else:
            new_nodes.append(node)
    g.ClearField("node")
    g.node.extend(new_nodes)
    g.ClearField("value_info")  # shapes/types inferred for the fp32 graph no longer hold
    onnx.checker.check_model(model)
    return model


def to_fp16(model, min_size=1024):
    """Store float initializers with >= min_size elements as fp16, cast back to fp32 in the graph."""
    model = onnx.ModelProto.FromString(model.SerializeToString())
    ed = GraphEditor(model)
    casts = []
    for name, t in list(ed.inits.items()):
        if t.data_type != TensorProto.FLOAT or np.prod(t.dims) < min_size:
            continue
        ed.add_init(ed.weight(name).astype(np.float16), name + "_fp16")
        ed.drop_init(name)
        casts.append(helper.make_node("Cast", [name + "_fp16"], [name], to=TensorProto.FLOAT, name=f"/fp16/{name}"))
    nodes = casts + list(ed.graph.node)
    ed.graph.ClearField("node")
    ed.graph.node.extend(nodes)
    onnx.checker.check_model(model)
    return model


if __name__ == "__main__":
    path = sys.argv[1]
    base = onnx.load(path)
    for fn, suffix in ((to_q8, "_quantized"), (to_fp16, "_fp16")):
        out = path.replace(".onnx", suffix + ".onnx")
        onnx.save(fn(base), out)
        print(f"{out}: {os.path.getsize(out) / 1e6:.2f} MB")
