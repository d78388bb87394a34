/** How the lab writes numbers and tokens. */

/** A number to `digits` places; "—" for NaN, "∞" for infinities. */
export function num(v: number | null | undefined, digits = 3): string {
  if (v === null || v === undefined || Number.isNaN(v)) return '—';
  if (v === Infinity) return '∞';
  if (v === -Infinity) return '−∞';
  return v.toFixed(digits).replace(/^-/, '−');
}

/** A probability: 0.0123 → "0.0123", 3.2e-6 → "3.2e-6". */
export function prob(p: number): string {
  if (!Number.isFinite(p)) return '—';
  if (p === 0) return '0';
  if (p >= 0.001) return p.toPrecision(3);
  return p.toExponential(1);
}

/** A token as text for people: spaces made visible at its edges, newlines as ↵. */
export function showToken(piece: string): string {
  if (piece === '') return '∅';
  return piece.replace(/\n/g, '↵').replace(/^ /, '␣');
}

/**
 * The surface tokens in their display form, for one decoded token: " [" is <API>
 * (decoding only writes it to open a call); " ->" and "]" are → and </API> inside a
 * call, and plain text outside one.
 */
export function displayToken(text: string, inCall: boolean): string {
  if (text === ' [') return ' <API>';
  if (text === ' ->' && inCall) return ' →';
  if (text === ']' && inCall) return '</API>';
  return text;
}
