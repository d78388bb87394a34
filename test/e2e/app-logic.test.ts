// The lab's page-side logic that needs no browser: P(x) as the learner edits it must
// be exactly the tools' P(x) until edited, and the URL state must read back safely.
import { describe, expect, it } from 'vitest';
import { decodePrompt } from '../../src/app/derived.ts';
import { type LabState } from '../../src/app/state.ts';
import { composePrompt, defaultDraft } from '../../src/app/prompt-draft.ts';
import { TOOL_NAMES } from '../../src/app/presets.ts';
import { readUrl } from '../../src/app/url.ts';
import { buildPrompt } from '../../src/tools/prompt.ts';
import { inkOn, logScale, viridis } from '../../src/ui/shared/colour.ts';
import { displayToken, num } from '../../src/ui/shared/format.ts';

describe('the editable prompt', () => {
  it.each(TOOL_NAMES)('composes %s exactly as buildPrompt does', (tool) => {
    expect(composePrompt(defaultDraft(tool))).toBe(buildPrompt(tool));
  });

  it('leaves out switched-off demonstrations and keeps the layout', () => {
    const draft = defaultDraft('Calculator');
    draft.demonstrations.forEach((d, j) => (d.enabled = j === 0));
    const p = composePrompt(draft);
    expect(p).toBe(`${draft.instruction}\n\nInput: ${draft.demonstrations[0]!.input}\nOutput: ${draft.demonstrations[0]!.output}\n\nInput: {x}\nOutput:`);
    draft.demonstrations.forEach((d) => (d.enabled = false));
    expect(composePrompt(draft)).toBe(`${draft.instruction}\n\nInput: {x}\nOutput:`);
  });
});

describe('the URL state', () => {
  it('reads stage, tool, text and backend, and ignores nonsense', () => {
    expect(readUrl('?stage=5&tool=Calendar&text=Hi%20there&backend=wasm')).toEqual({ backend: 'wasm', settings: { stage: 5, tool: 'Calendar', sentence: 'Hi there' } });
    expect(readUrl('?stage=9&tool=Rm&backend=gpu')).toEqual({ backend: 'auto', settings: {} });
    expect(readUrl('')).toEqual({ backend: 'auto', settings: {} });
  });
});

describe('display helpers', () => {
  it('colours on a viridis scale with readable ink', () => {
    expect(viridis(0)).toEqual([68, 1, 84]);
    expect(viridis(1)).toEqual([253, 231, 37]);
    expect(inkOn(viridis(0))).toBe('#fff');
    expect(inkOn(viridis(1))).toBe('#111');
    expect(logScale(1e-5)).toBe(0);
    expect(logScale(1)).toBe(1);
    expect(logScale(NaN)).toBe(0);
  });

  it('writes numbers and surface tokens for people', () => {
    expect(num(-1.23456)).toBe('−1.235');
    expect(num(Infinity)).toBe('∞');
    expect(num(null)).toBe('—');
    expect(displayToken(' [', false)).toBe(' <API>');
    expect(displayToken(' ->', true)).toBe(' →');
    expect(displayToken(']', true)).toBe('</API>');
    expect(displayToken(']', false)).toBe(']');
    expect(displayToken(' ->', false)).toBe(' ->');
  });
});

describe('where decoding starts', () => {
  const sentence = 'A case contains 24 bottles and costs $18. Each bottle costs $0.75.';
  // Offsets of the tokens "… costs", " $", "0" as the lab's tokenizer cuts them.
  const at$ = sentence.lastIndexOf(' $');
  const at0 = sentence.lastIndexOf('0.75');
  const state = (offset: number, added: number[] = []) =>
    ({
      sentence,
      decodePrompt: null,
      tauS: 0.05,
      k: 5,
      tauF: 1,
      added,
      removed: [],
      scoring: { status: 'idle' },
      tokens: { status: 'idle' },
      scan: { status: 'done', value: { x: { text: sentence, offsets: [0, offset] }, probabilities: [0, 0.9] } },
    }) as unknown as LabState;

  it('cuts before the word where the chosen position stands', () => {
    expect(decodePrompt(state(at$))).toBe('A case contains 24 bottles and costs $18. Each bottle costs');
    // Inside "$0.75" the lab never chooses a position, but a learner may add one there.
    expect(decodePrompt(state(at0))).toBe(sentence);
    expect(decodePrompt(state(at0, [1]))).toBe('A case contains 24 bottles and costs $18. Each bottle costs');
  });

  it('with every position chosen (the Calculator: τs 0, k 20) and no call kept, cuts at the likeliest', () => {
    const all = { ...state(at$), tauS: 0, k: 20, scan: { status: 'done', value: { x: { text: sentence, offsets: [0, 2, at$, at0] }, probabilities: [0.01, 0.2, 0.83, 0.1] } } } as unknown as LabState;
    expect(decodePrompt(all)).toBe('A case contains 24 bottles and costs $18. Each bottle costs');
  });

  it('keeps what the learner typed', () => {
    expect(decodePrompt({ ...state(at$), decodePrompt: 'Hello' })).toBe('Hello');
  });
});
