// Whether the words after a call use its result, as Stage 7 says it.
import { describe, expect, it } from 'vitest';
import { resultUse } from '../../../src/pipeline/result-use.ts';

describe('resultUse', () => {
  const calc = (result: string | null) => ({ tool: 'Calculator', result });
  it('sees a Calculator result written after the call, and one ignored', () => {
    expect(resultUse(' [Calculator(18 / 24) -> 0.75] $0.75.', 0, calc('0.75'))).toEqual({ use: 'used' });
    expect(resultUse(' [Calculator(3.60 / 3) -> 1.2] $1.60.', 0, calc('1.2'))).toEqual({ use: 'ignored', said: '1.60' });
    expect(resultUse(' [Calculator(324 + 874) -> 1198] 1,198 meters in all.', 0, calc('1198'))).toEqual({ use: 'used' });
  });
  it('judges nothing without a result or without words after the call', () => {
    expect(resultUse(' [Calculator(1 / 0) -> ] $3.', 0, calc(null))).toEqual({ use: 'nothing to judge' });
    expect(resultUse(' [Calculator(18 / 24) -> 0.75]', 0, calc('0.75'))).toEqual({ use: 'nothing to judge' });
    expect(resultUse(' [Calculator(18 / 24) -> 0.75] about a dollar.', 0, calc('0.75'))).toEqual({ use: 'nothing to judge' });
  });
  it('reads only the rest of the sentence after the right call', () => {
    expect(resultUse(' [Calculator(2 + 2) -> 4] four. Then 4 more.', 0, calc('4'))).toEqual({ use: 'nothing to judge' });
    expect(resultUse(' [Calculator(1 + 1) -> 2] 2, and [Calculator(2 + 3) -> 5] 6.', 1, calc('5'))).toEqual({ use: 'ignored', said: '6' });
  });
  it('finds a QA answer or a Calendar date in the words after the call', () => {
    expect(resultUse(' [QA("What other name is Pittsburgh known by?") -> Steel City] the Steel City.', 0, { tool: 'QA', result: 'Steel City' })).toEqual({ use: 'used' });
    expect(resultUse(' [QA("What is the capital of Kenya?") -> Nairobi] Kuala Lumpur.', 0, { tool: 'QA', result: 'Nairobi' })).toEqual({ use: 'ignored', said: 'Kuala Lumpur' });
    const today = { tool: 'Calendar', result: 'Today is Monday, January 30, 2023.' };
    expect(resultUse(' [Calendar() -> Today is Monday, January 30, 2023.] Monday, and the shop opens late.', 0, today)).toEqual({ use: 'used' });
    expect(resultUse(' [Calendar() -> Today is Monday, January 30, 2023.] January, the quiet month.', 0, today)).toEqual({ use: 'used' });
    expect(resultUse(' [Calendar() -> Today is Monday, January 30, 2023.] March, the busy month.', 0, today)).toEqual({ use: 'ignored', said: 'March, the busy month' });
    expect(resultUse(' [Calendar() -> Today is Monday, January 30, 2023.] Friday, so the shop is shut.', 0, today)).toEqual({ use: 'ignored', said: 'Friday, so the shop is shut' });
    expect(resultUse(' [Calendar() -> Today is Monday, January 30, 2023.] in 1998 it opened.', 0, today)).toEqual({ use: 'ignored', said: 'in 1998 it opened' });
  });
  it('says when the words after the call are of a kind the tool never returns', () => {
    const today = { tool: 'Calendar', result: 'Today is Monday, January 30, 2023.' };
    expect(resultUse(' [Calendar() -> Today is Monday, January 30, 2023.] $1.60 each.', 0, today)).toEqual({ use: 'wrong tool', said: '$1.60', wants: 'a date' });
    expect(resultUse(' [Calculator(2 + 3) -> 5] Friday, as always.', 0, calc('5'))).toEqual({ use: 'wrong tool', said: 'Friday, as always', wants: 'a number' });
    // A QA answer may be a name, a year or a number: never the wrong kind.
    expect(resultUse(' [QA("When was NATO founded?") -> 1949] 12 members.', 0, { tool: 'QA', result: '1949' })).toEqual({ use: 'ignored', said: '12 members' });
  });
});
