import { describe, expect, it } from 'vitest';
import { sampleMiss } from '../../../src/pipeline/annotation-eval.ts';
import { calibrationRow, failureClass, firstNumber, isCorrect, type ItemResult } from '../../../src/pipeline/evaluate.ts';
import { worthTrying } from '../../../src/pipeline/heuristics.ts';
import { positionOf, tokenize } from '../../../src/pipeline/text.ts';
import { scriptedVocabulary } from '../core/scripted.ts';

describe('tokenize and positionOf', () => {
  const v = scriptedVocabulary(['Pittsburgh', ' is', ' also', ' known', ' as', ' the', ' Steel', ' City', '.']);
  const x = tokenize(v, 'Pittsburgh is also known as the Steel City.');
  it('gives each token its offset in the text', () => {
    expect(x.pieces).toEqual(['Pittsburgh', ' is', ' also', ' known', ' as', ' the', ' Steel', ' City', '.']);
    expect(x.offsets).toEqual([0, 10, 13, 18, 24, 27, 31, 37, 42]);
  });
  it('finds the token that holds the first character of a phrase', () => {
    expect(positionOf(x, 'the Steel City')).toBe(5);
    expect(positionOf(x, ' the Steel')).toBe(5);
    expect(positionOf(x, 'Pittsburgh')).toBe(0);
    expect(positionOf(x, '.')).toBe(8);
  });
  it('refuses a phrase that is not in the text', () => {
    expect(() => positionOf(x, 'Iron City')).toThrow(/does not occur/);
    expect(() => positionOf(x, '')).toThrow();
  });
});

describe('which texts a tool is tried on (paper §4.1)', () => {
  it('Calculator: three numbers, or "=", "equals", "total of", "average of" before a number', () => {
    expect(worthTrying('Calculator', 'A case contains 24 bottles and costs $18. Each bottle costs $0.75.', undefined)).toBe(true);
    expect(worthTrying('Calculator', 'She had 12 pens and 3 cups.', undefined)).toBe(false);
    expect(worthTrying('Calculator', 'The bill came to a total of $45.', undefined)).toBe(true);
    expect(worthTrying('Calculator', 'It equals 7.', undefined)).toBe(true);
    expect(worthTrying('Calculator', 'They sold 1,845 cups and 2,130 mugs.', undefined)).toBe(false); // two numbers, not four
    expect(worthTrying('Calculator', 'They sold 1,845 cups, 2,130 mugs and 96 plates.', undefined)).toBe(true);
    expect(worthTrying('Calculator', 'The repair came to a total of €1,200.', undefined)).toBe(true);
  });
  it('Calendar: only texts whose date is known; QA: every text', () => {
    expect(worthTrying('Calendar', 'Today is Monday.', '2023-01-30')).toBe(true);
    expect(worthTrying('Calendar', 'Today is Monday.', undefined)).toBe(false);
    expect(worthTrying('QA', 'Anything at all.', undefined)).toBe(true);
  });
});

describe('grading a completion', () => {
  it('math: the first number said, calls removed', () => {
    expect(firstNumber(' $1,464.12 in all')).toBe(1464.12);
    expect(firstNumber('about 1,086,470 people')).toBe(1086470);
    expect(firstNumber('3, 5 and 7')).toBe(3);
    expect(firstNumber('no number')).toBeNull();
    expect(isCorrect('math', ' [Calculator(98.28 / 84) -> 1.17] $1.17.', '1.17')).toBe(true);
    // The number inside the call does not count: only what the text says.
    expect(isCorrect('math', ' [Calculator(98.28 / 84) -> 1.17] $1.2.', '1.17')).toBe(false);
    expect(isCorrect('math', ' $1.170 each', '1.17')).toBe(true);
  });
  it('dates and facts: the answer appears in the text', () => {
    expect(isCorrect('dates', ' [Calendar() -> Today is Monday, January 30, 2023.] Monday, January 30, 2023.', 'Monday, January 30, 2023')).toBe(true);
    expect(isCorrect('facts', ' the Steel City.', 'Steel City')).toBe(true);
    expect(isCorrect('facts', ' [QA("What other name is Pittsburgh known by?") -> Steel City] the Iron City.', 'Steel City')).toBe(false);
  });
});

describe('failureClass: why a wrong answer was wrong', () => {
  const item = (completion: string, calls: { tool: string; input: string; result: string | null }[]) => ({ id: 'x', correct: false, completion, calls, stop: 'newline' as const });
  const bottle = { tool: 'Calculator', input: '18 / 24' };
  it('sorts the classes: no call, tool, operand, operator, result not used, question', () => {
    expect(failureClass('math', item(' $1.20.', []), '0.75', bottle)).toBe('no call');
    expect(failureClass('math', item(' $1.20.', [{ tool: 'QA', input: 'What?', result: 'Paris' }]), '0.75', bottle)).toBe('tool');
    expect(failureClass('math', item(' $1.20.', [{ tool: 'Calculator', input: '18 / 15', result: '1.2' }]), '0.75', bottle)).toBe('operand');
    expect(failureClass('math', item(' $432.', [{ tool: 'Calculator', input: '18 * 24', result: '432' }]), '0.75', bottle)).toBe('operator');
    expect(failureClass('math', item(' $1.33.', [{ tool: 'Calculator', input: '24 / 18', result: '1.33' }]), '0.75', bottle)).toBe('operand');
    expect(failureClass('math', item(' [Calculator(18 / 24) -> 0.75] $1.60.', [{ tool: 'Calculator', input: '18 / 24', result: '0.75' }]), '0.75', bottle)).toBe('result not used');
    expect(failureClass('facts', item(' Nairobi.', [{ tool: 'QA', input: 'What is the capital of Kenya?', result: 'Nairobi' }]), 'Steel City', { tool: 'QA', input: '"x"' })).toBe('question');
    expect(failureClass('math', { ...item(' $0.75.', []), correct: true }, '0.75', bottle)).toBeNull();
  });
});

describe('sampleMiss: how a sampled call differs from the one a person wrote', () => {
  it('tool, subject, failed, operator, operand, question', () => {
    const bottle = { tool: 'Calculator', input: '18 / 24' };
    expect(sampleMiss(bottle, { tool: 'Calendar', input: '' }, true)).toBe('tool');
    expect(sampleMiss(bottle, { tool: 'Calculator', input: '18 / 0' }, false)).toBe('failed');
    expect(sampleMiss(bottle, { tool: 'Calculator', input: '18 * 24' }, true)).toBe('operator');
    expect(sampleMiss(bottle, { tool: 'Calculator', input: '18.75 / 24' }, true)).toBe('operand');
    expect(sampleMiss({ tool: 'QA', input: '"What other name is Pittsburgh known by?"' }, { tool: 'QA', input: '"What is Seville?"' }, true)).toBe('question');
    const nickname = { tool: 'QA', input: 'What other name is Pittsburgh known by?', subject: 'Pittsburgh' };
    expect(sampleMiss(nickname, { tool: 'QA', input: 'What other name is Pittsfield known by?' }, false)).toBe('subject');
    expect(sampleMiss(nickname, { tool: 'QA', input: 'What is the nickname of P?' }, false)).toBe('subject');
    expect(sampleMiss(nickname, { tool: 'QA', input: 'When did pittsburgh get its name?' }, false)).toBe('failed');
    expect(sampleMiss(nickname, { tool: 'QA', input: 'In which country is Pittsburgh?' }, true)).toBe('question');
  });
});

describe('calibrationRow: the paper\'s decoding analysis at one k', () => {
  const r = (id: string, correct: boolean, called: boolean): ItemResult => ({ id, correct, completion: '', stop: 'eos', calls: called ? [{ tool: 'Calculator', input: '1 + 1', result: '2' }] : [] });
  it('splits accuracy by whether the model called, and reads the disabled run on the same items', () => {
    const results = [r('a', true, true), r('b', false, true), r('c', true, false), r('d', true, false)];
    const disabled = new Map([['a', false], ['b', false], ['c', true], ['d', false]]);
    expect(calibrationRow(1, results, disabled)).toEqual({ k: 1, n: 4, callRate: 0.5, accuracy: 0.75, calledAccuracy: 0.5, notCalledAccuracy: 1, disabledWhereCalled: 0, disabledWhereNotCalled: 0.5 });
    expect(calibrationRow(2, [r('c', true, false)], disabled)).toMatchObject({ callRate: 0, calledAccuracy: null, disabledWhereCalled: null, disabledWhereNotCalled: 1 });
  });
});
