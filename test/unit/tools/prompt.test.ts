import { describe, it, expect } from 'vitest';
import prompts from '../../../src/tools/prompts.json';
import { buildPrompt, fillPrompt, promptToolNames } from '../../../src/tools/prompt';
import { tools } from '../../../src/tools/registry';

describe('prompt P(x)', () => {
  it('follows the layout: instruction, blank line, demonstrations, blank line, Input: {x}', () => {
    const p = prompts.tools.Calculator;
    const expected =
      `${p.instruction}\n\n` +
      p.demonstrations.map((d) => `Input: ${d.input}\nOutput: ${d.output}`).join('\n\n') +
      '\n\nInput: {x}\nOutput:';
    expect(buildPrompt('Calculator')).toBe(expected);
  });

  it('has exactly one {x}, at the end, for every tool', () => {
    for (const name of promptToolNames) {
      const prompt = buildPrompt(name);
      expect(prompt.indexOf('{x}')).toBe(prompt.lastIndexOf('{x}'));
      expect(prompt.endsWith('\n\nInput: {x}\nOutput:')).toBe(true);
      expect(prompt).not.toMatch(/\n\n\n/);
    }
  });

  it('starts the Calendar prompt with its instruction and shows its demonstrations', () => {
    const prompt = buildPrompt('Calendar');
    expect(prompt.startsWith(prompts.tools.Calendar.instruction + '\n\nInput: ')).toBe(true);
    expect(prompt).toContain('Output: Today is [Calendar()] Friday, March 3, 2023, and the shop opens late.\n\nInput: ');
  });

  it('throws for a tool without a prompt (a programming error)', () => {
    expect(() => buildPrompt('WikiSearch')).toThrow();
  });

  it('fillPrompt replaces the placeholder with x, verbatim', () => {
    const filled = fillPrompt(buildPrompt('QA'), 'Pittsburgh is also known as the Steel City.');
    expect(filled.endsWith('Input: Pittsburgh is also known as the Steel City.\nOutput:')).toBe(true);
    expect(filled).not.toContain('{x}');
    // `$&` would be expanded by String.replace; it must come through as written.
    expect(fillPrompt('Input: {x}\nOutput:', 'costs $& more')).toBe('Input: costs $& more\nOutput:');
    expect(fillPrompt('Input: {x}\nOutput:', 'a {x} b')).toBe('Input: a {x} b\nOutput:');
  });

  it('every registered tool carries its prompt', () => {
    for (const tool of tools) expect(tool.prompt).toBe(buildPrompt(tool.name));
  });
});
