import { describe, it, expect, vi, afterEach } from 'vitest';
import { tools, getTool, runTool, runWith } from '../../../src/tools/registry';
import { withTimeout } from '../../../src/tools/timeout';
import type { Tool } from '../../../src/tools/types';

afterEach(() => {
  vi.useRealTimers();
});

describe('registry', () => {
  it('lists the three tools under the names used in calls', () => {
    expect(tools.map((t) => t.name).sort()).toEqual(['Calculator', 'Calendar', 'QA']);
    expect(Object.isFrozen(tools)).toBe(true);
  });

  it('finds tools case-sensitively', () => {
    expect(getTool('Calculator')?.name).toBe('Calculator');
    expect(getTool('calculator')).toBeUndefined();
    expect(getTool('WikiSearch')).toBeUndefined();
  });

  it('runs each tool', async () => {
    expect(await runTool('Calculator', '18 / 24')).toEqual({ ok: true, result: '0.75' });
    expect(await runTool('Calendar', '', { now: new Date('2023-01-30') })).toEqual({
      ok: true,
      result: 'Today is Monday, January 30, 2023.',
    });
    expect(await runTool('QA', 'What other name is Pittsburgh known by?')).toEqual({ ok: true, result: 'Steel City' });
  });

  it('refuses an unknown tool', async () => {
    expect(await runTool('WikiSearch', 'Pittsburgh')).toEqual({ ok: false, reason: 'unknown tool WikiSearch' });
  });

  it('refuses inputs over maxInputLength before running the tool', async () => {
    expect(await runTool('Calculator', '1+'.repeat(60) + '1')).toEqual({
      ok: false,
      reason: 'input longer than 100 characters',
    });
    expect(await runTool('Calendar', 'x')).toEqual({ ok: false, reason: 'Calendar takes no input' });
    expect((await runTool('QA', 'a'.repeat(201))).ok).toBe(false);
  });

  it('turns an exception into a one-line reason', async () => {
    const broken: Tool = {
      name: 'Broken',
      description: 'throws',
      input: 'raw',
      maxInputLength: 10,
      prompt: '',
      execute: () => {
        throw new Error('boom\n    at Object.<anonymous> (broken.ts:1:1)');
      },
    };
    expect(await runWith(broken, 'x')).toEqual({ ok: false, reason: 'tool failed: boom' });
  });
});

describe('withTimeout (the time limit on a tool run)', () => {
  it('gives up on a slow tool after the limit', async () => {
    vi.useFakeTimers();
    const slow = () => new Promise<never>(() => {});
    const pending = withTimeout(slow, 50, 'Slow');
    await vi.advanceTimersByTimeAsync(50);
    expect(await pending).toEqual({ ok: false, reason: 'Slow timed out after 50 ms' });
  });

  it('returns the outcome of a fast tool and clears its timer', async () => {
    vi.useFakeTimers();
    const pending = withTimeout(async () => ({ ok: true as const, result: '1' }), 1000);
    expect(await pending).toEqual({ ok: true, result: '1' });
    expect(vi.getTimerCount()).toBe(0);
  });

  it('catches rejections', async () => {
    expect(await withTimeout(() => Promise.reject(new Error('no')), 1000)).toEqual({ ok: false, reason: 'tool failed: no' });
  });

  it('applies through runWith with real timers', async () => {
    const slowTool: Tool = {
      name: 'Slow',
      description: 'never answers',
      input: 'raw',
      maxInputLength: 10,
      prompt: '',
      execute: () => new Promise(() => {}),
    };
    expect(await runWith(slowTool, 'x', { timeoutMs: 20 })).toEqual({ ok: false, reason: 'Slow timed out after 20 ms' });
  });
});
