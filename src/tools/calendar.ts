/**
 * The Calendar tool (paper, §2 "Tools"): no input, and the document's date as
 * the sentence "Today is Monday, January 30, 2023.".
 *
 * The date is read from the Date's UTC calendar fields, with our own name
 * tables, so the sentence is the same in every time zone and locale. The
 * consequence to know: a date-only ISO string such as `new Date('2023-01-30')`
 * (which JavaScript places at UTC midnight) is taken as exactly that calendar
 * day; a live `new Date()` is "today" in UTC.
 */
import type { Tool, ToolContext, ToolOutcome } from './types';
import { buildPrompt } from './prompt';

const DAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;
const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

/** "Monday, January 30, 2023" for a Date, from its UTC calendar fields. */
export function formatDate(date: Date): string {
  const day = DAYS[date.getUTCDay()];
  const month = MONTHS[date.getUTCMonth()];
  return `${day}, ${month} ${date.getUTCDate()}, ${date.getUTCFullYear()}`;
}

/** A document's date "2023-01-30" as that calendar day (UTC midnight); undefined unless it is a real day. */
export function parseDay(value: string | undefined): Date | undefined {
  if (!value || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return undefined;
  const date = new Date(`${value}T00:00:00Z`);
  // "2023-02-30" would roll over to March 2: not a day.
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value ? date : undefined;
}

/** The Calendar's result for a given day: "Today is Monday, January 30, 2023." */
export function todaySentence(date: Date): string {
  return `Today is ${formatDate(date)}.`;
}

/** Runs the Calendar: refuses any input, then reports `context.now` (default: now). */
export function calendarExecute(input: string, context: ToolContext = {}): ToolOutcome {
  // Strict, like maxInputLength 0: even a space is input.
  if (input !== '') return { ok: false, reason: 'Calendar takes no input' };
  const now = context.now ?? new Date();
  if (!(now instanceof Date) || Number.isNaN(now.getTime())) return { ok: false, reason: 'invalid date' };
  return { ok: true, result: todaySentence(now) };
}

/** The Calendar tool: `[Calendar()]` → `Today is Monday, January 30, 2023.` */
export const calendar: Tool = {
  name: 'Calendar',
  description: "Tells today's date, as the document's date.",
  input: 'none',
  maxInputLength: 0,
  prompt: buildPrompt('Calendar'),
  execute: calendarExecute,
};
