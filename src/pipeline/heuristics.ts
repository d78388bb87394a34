/**
 * Which texts each tool is tried on (paper §4.1, "Tools"): the Calculator
 * only sees texts with at least three numbers, or "=", "equals", "total of" or
 * "average of" before a number; the Calendar only texts whose date is known.
 * These only save compute: the filter still decides.
 */
export function worthTrying(tool: string, text: string, date: string | undefined): boolean {
  if (tool === 'Calculator') {
    const numbers = text.match(/\d+(?:,\d{3})*(?:\.\d+)?/g) ?? []; // "1,845" is one number
    return numbers.length >= 3 || /(=|\bequals|\btotal of|\baverage of)\s*[$€£]?\d/.test(text);
  }
  if (tool === 'Calendar') return date !== undefined && date !== '';
  return true;
}
