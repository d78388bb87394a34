// What the models panel reads about the shipped models: sizes from config.json, runs, the funnel and the eval report.
import { statSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { CORPUS, dataMix, FUNNEL, MODEL_CONFIGS, parameterCount, REPORT, trainingRun } from '../../../src/app/models-info.ts';
import { PAPER_KEPT } from '../../../src/app/paper.ts';

describe('models-info', () => {
  it('counts a GPT-2’s parameters: GPT-2 small’s published 124,439,808, and the shipped fp32 weights’ size', () => {
    expect(parameterCount({ vocab_size: 50257, n_positions: 1024, n_embd: 768, n_layer: 12 })).toBe(124_439_808);
    for (const name of ['base', 'toolformer', 'control'] as const) {
      // 4 bytes a weight, plus the graph (a few tens of kB): a count that is off by one matrix would not fit.
      const bytes = statSync(`models/${name}/onnx/model.onnx`).size;
      const weights = 4 * parameterCount(MODEL_CONFIGS[name]);
      expect(bytes).toBeGreaterThanOrEqual(weights);
      expect(bytes - weights).toBeLessThan(200_000);
    }
  });

  it('reads a training run from config.json', () => {
    expect(dataMix('train/data/pretrain.txt:0.3,train/runs/ft/cstar.txt:0.7')).toEqual([{ file: 'pretrain.txt', share: 0.3 }, { file: 'cstar.txt', share: 0.7 }]);
    expect(dataMix('a/b.txt')).toEqual([{ file: 'b.txt', share: 1 }]);
    // Both fine-tunes start from the shipped base: their init is the checkpoint the base was exported
    // from (train/checkpoints/base-p5.pt as shipped; train/runs/…/ckpt.pt after `npm run models:build`).
    for (const name of ['toolformer', 'control'] as const) {
      const from = trainingRun(MODEL_CONFIGS[name])!.from;
      expect(from, name).toMatch(/\.pt$/);
      expect(MODEL_CONFIGS.base.toolformer_lab!.source.endsWith(from!), `${name} from ${from}`).toBe(true);
    }
    const run = trainingRun(MODEL_CONFIGS.toolformer)!;
    expect(run.mix.map((m) => m.file)).toContain('cstar.txt');
    expect(run.mix.reduce((s, m) => s + m.share, 0)).toBeCloseTo(1);
    expect(trainingRun({ ...MODEL_CONFIGS.base, toolformer_lab: undefined })).toBeNull();
  });

  it('has the shipped funnel, corpus counts and eval report, in the shapes the views read', () => {
    for (const row of FUNNEL.funnel) {
      expect(Object.keys(PAPER_KEPT)).toContain(row.tool);
      expect(row.kept['0.5']!).toBeGreaterThanOrEqual(row.kept['1']!);
      expect(row.kept['1']!).toBeGreaterThanOrEqual(row.kept['2']!);
    }
    expect(CORPUS.pretrain_components.demos.docs).toBeGreaterThan(0);
    for (const m of ['base', 'control', 'toolformer (disabled)', 'toolformer']) {
      expect(REPORT.hand.accuracy[m]?.all?.n).toBeGreaterThan(0);
      expect(REPORT.perplexity[m]).toBeGreaterThan(1);
    }
    expect(REPORT.callRate['k=10']).toBeGreaterThanOrEqual(REPORT.callRate['k=1']!);
  });
});
