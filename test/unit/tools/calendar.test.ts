import { describe, it, expect } from 'vitest';
import { calendar, calendarExecute, formatDate, todaySentence } from '../../../src/tools/calendar';

describe('Calendar', () => {
  it("gives the paper's sentence for 2023-01-30", () => {
    expect(calendar.execute('', { now: new Date('2023-01-30') })).toEqual({
      ok: true,
      result: 'Today is Monday, January 30, 2023.',
    });
  });

  const days: [string, string][] = [
    ['2024-02-29', 'Thursday, February 29, 2024'],
    ['2023-03-03', 'Friday, March 3, 2023'],
    ['2000-01-01', 'Saturday, January 1, 2000'],
    ['1999-12-31', 'Friday, December 31, 1999'],
    ['2023-07-16', 'Sunday, July 16, 2023'],
    ['2100-03-01', 'Monday, March 1, 2100'],
  ];
  for (const [iso, text] of days) {
    it(`${iso} → ${text}`, () => {
      expect(formatDate(new Date(iso))).toBe(text);
      expect(todaySentence(new Date(iso))).toBe(`Today is ${text}.`);
    });
  }

  it('reads a date-only ISO string as that calendar day (UTC fields), late in the day too', () => {
    expect(formatDate(new Date('2023-01-30T23:59:59Z'))).toBe('Monday, January 30, 2023');
    expect(formatDate(new Date(Date.UTC(2023, 0, 30)))).toBe('Monday, January 30, 2023');
  });

  it('refuses any input', () => {
    for (const input of ['x', ' ', 'today', '2023-01-30']) {
      expect(calendarExecute(input, { now: new Date('2023-01-30') })).toEqual({
        ok: false,
        reason: 'Calendar takes no input',
      });
    }
  });

  it('refuses an invalid date instead of printing "NaN"', () => {
    expect(calendarExecute('', { now: new Date('not a date') })).toEqual({ ok: false, reason: 'invalid date' });
  });

  it('defaults to the current date', () => {
    const outcome = calendarExecute('');
    expect(outcome.ok).toBe(true);
    if (outcome.ok) expect(outcome.result).toMatch(/^Today is [A-Z][a-z]+day, [A-Z][a-z]+ \d{1,2}, \d{4}\.$/);
  });

  it('follows the contract', () => {
    expect(calendar.name).toBe('Calendar');
    expect(calendar.input).toBe('none');
    expect(calendar.maxInputLength).toBe(0);
  });
});
