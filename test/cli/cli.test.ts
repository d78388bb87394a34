// The `toolformer` command as a user runs it: a real process through the package's bin.
import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';

const bin = fileURLToPath(new URL('../../bin/toolformer.mjs', import.meta.url));
const run = async (...args: string[]) => {
  try {
    const { stdout, stderr } = await promisify(execFile)(process.execPath, [bin, ...args], { timeout: 30_000 });
    return { code: 0, stdout, stderr };
  } catch (e) {
    const err = e as { code: number; stdout: string; stderr: string };
    return { code: err.code, stdout: err.stdout, stderr: err.stderr };
  }
};

describe('toolformer tool', () => {
  it.each([
    ['18 / 24', '0.75'],
    ['400 / 1400', '0.29'],
    ['137 * 42', '5754'],
    ['10 - 2 - 3', '5'],
    ['(2 + 3) * 4', '20'],
    // A leading minus is the input, not an option.
    ['-1 + 2', '1'],
    ['-.5 * 3', '-1.5'],
  ])('Calculator %j → %s', async (input, expected) => {
    const r = await run('tool', 'Calculator', input);
    expect(r).toMatchObject({ code: 0, stdout: expected + '\n', stderr: '' });
  });

  it.each(['import("fs")', 'a = 1', 'sqrt(4)', '1 / 0', '', '2 ^ 1000000', '1 + '.repeat(2500)])(
    'Calculator %j → non-zero exit and one line, no stack trace',
    async (input) => {
      const r = await run('tool', 'Calculator', input);
      expect(r.code).not.toBe(0);
      expect(r.stdout).toBe('');
      expect(r.stderr.trim().split('\n')).toHaveLength(1);
      expect(r.stderr).not.toMatch(/\bat .*:\d+|Error:/);
    },
  );

  it('Calendar --now 2023-01-30 → the paper’s sentence', async () => {
    expect(await run('tool', 'Calendar', '--now', '2023-01-30')).toMatchObject({ code: 0, stdout: 'Today is Monday, January 30, 2023.\n' });
  });

  it('QA answers from the knowledge base, and says when it has no answer', async () => {
    expect((await run('tool', 'QA', 'What other name is Pittsburgh known by?')).stdout).toBe('Steel City\n');
    expect((await run('tool', 'QA', 'In which country is Pittsburgh?')).stdout).toBe('United States\n');
    const none = await run('tool', 'QA', 'What colour is the number seven?');
    expect(none.code).not.toBe(0);
    expect(none.stderr).toMatch(/no answer/);
  });

  it('a negative input after the options, or after --, is still the input', async () => {
    await expect(run('tool', 'Calculator', '--json', '-8321.225 + -251.675')).resolves.toMatchObject({ code: 0, stdout: expect.stringContaining('"result":"-8572.9"') });
    await expect(run('tool', 'Calculator', '--', '-3 * 2')).resolves.toMatchObject({ code: 0, stdout: '-6\n' });
  });

  it('--json gives the outcome as one JSON record', async () => {
    const ok = await run('tool', 'Calculator', '18 / 24', '--json');
    expect(JSON.parse(ok.stdout)).toEqual({ tool: 'Calculator', input: '18 / 24', ok: true, result: '0.75' });
    const bad = await run('tool', 'Calculator', '1 / 0', '--json');
    expect(bad.code).toBe(1);
    expect(JSON.parse(bad.stdout)).toMatchObject({ ok: false, reason: expect.stringMatching(/zero/) });
  });

  it('explains bad usage in one line', async () => {
    for (const args of [['tool'], ['tool', 'Search', 'x'], ['tool', 'Calendar', '--now', 'yesterday'], ['tool', 'Calendar', '--now', '2023-02-30'], ['frobnicate'], ['tool', 'Calculator', '1', '--bogus']]) {
      const r = await run(...args);
      expect(r.code, args.join(' ')).not.toBe(0);
      expect(r.stderr).toMatch(/^toolformer: /);
      expect(r.stderr).not.toMatch(/\bat .*:\d+/);
    }
  });
});

describe('toolformer parse', () => {
  const text = 'Each costs [Calculator(18 / 24) -> 0.75] $0.75, see [QA(Who?)] and [Foo(1)] and [Calculator(1 + 1';
  it('lists the calls and the malformed ones with reasons', async () => {
    const r = await run('parse', text);
    expect(r.code).toBe(0);
    expect(r.stdout).toContain('<API>Calculator(18 / 24) → 0.75</API>');
    expect(r.stdout).toMatch(/malformed .*bad quoting/);
    expect(r.stdout).toMatch(/malformed .*unknown tool/);
    expect(r.stdout).toMatch(/malformed .*unclosed/);
  });
  it('--json gives calls and malformed with offsets', async () => {
    const r = JSON.parse((await run('parse', text, '--json')).stdout);
    expect(r.calls).toHaveLength(1);
    expect(r.calls[0]).toMatchObject({ tool: 'Calculator', input: '18 / 24', result: '0.75', start: 10 });
    expect(r.malformed.map((m: { reason: string }) => m.reason)).toEqual(['bad quoting', 'unknown tool', 'unclosed']);
  });
});
