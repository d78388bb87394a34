/**
 * The lab's own numbers in the reader's language (<html lang>, set by src/i18n/locale.ts:
 * 0.74 in English and Chinese, 0,74 in Spanish). The model's text — tokens, calls, results —
 * is never reformatted.
 */

/** The page's language, or English outside a page. */
const language = () => (typeof document === 'undefined' ? 'en' : document.documentElement.lang || 'en');

const formats = new Map<string, Intl.NumberFormat>();
function format(options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = `${language()}|${JSON.stringify(options)}`;
  let f = formats.get(key);
  if (!f) formats.set(key, (f = new Intl.NumberFormat(language(), options)));
  return f;
}

/** A number to `digits` places, no grouping; "—" for NaN, "∞" for infinities; a true minus sign. */
export function num(v: number | null | undefined, digits = 3): string {
  if (v === null || v === undefined || Number.isNaN(v)) return '—';
  if (v === Infinity) return '∞';
  if (v === -Infinity) return '−∞';
  return format({ minimumFractionDigits: digits, maximumFractionDigits: digits, useGrouping: false }).format(v).replace(/^-/, '−');
}

/** A count, grouped as the reader's language groups thousands (1,675 · 1.675 · 1,675). */
export function count(n: number): string {
  return format({ maximumFractionDigits: 0 }).format(Math.round(n));
}

/** A share as a percentage to one place ("42.0%"); "—" when there is none. */
export function percent(share: number | null | undefined): string {
  if (share === null || share === undefined || !Number.isFinite(share)) return '—';
  return format({ style: 'percent', minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(share);
}

/** A probability: 0.0123 → "0.0123", 3.2e-6 → "3.2e-6". */
export function prob(p: number): string {
  if (!Number.isFinite(p)) return '—';
  if (p === 0) return '0';
  if (p >= 0.001) return format({ maximumSignificantDigits: 3, minimumSignificantDigits: 3, useGrouping: false }).format(p);
  return p.toExponential(1);
}
