/**
 * A perceptually uniform scale readable with colour blindness: viridis
 * (dark purple → blue → green → yellow), sampled at 9 stops and interpolated.
 */
const VIRIDIS: readonly [number, number, number][] = [
  [68, 1, 84],
  [71, 44, 122],
  [59, 81, 139],
  [44, 113, 142],
  [33, 144, 141],
  [39, 173, 129],
  [92, 200, 99],
  [170, 220, 50],
  [253, 231, 37],
];

/** viridis(t) for t in [0, 1] as [r, g, b]. */
export function viridis(t: number): [number, number, number] {
  const x = Math.min(1, Math.max(0, Number.isFinite(t) ? t : 0)) * (VIRIDIS.length - 1);
  const i = Math.min(VIRIDIS.length - 2, Math.floor(x));
  const f = x - i;
  const a = VIRIDIS[i]!;
  const b = VIRIDIS[i + 1]!;
  return [0, 1, 2].map((c) => Math.round(a[c]! + (b[c]! - a[c]!) * f)) as [number, number, number];
}

export const rgb = ([r, g, b]: [number, number, number]) => `rgb(${r} ${g} ${b})`;

/** Black or white text, whichever reads better on the colour (WCAG relative luminance). */
export function inkOn([r, g, b]: [number, number, number]): string {
  const lin = (v: number) => {
    const c = v / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  const L = 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b);
  return L > 0.2 ? '#111' : '#fff';
}

/** Where p sits on the lab's log scale: 10⁻⁴ → 0, 1 → 1. */
export function logScale(p: number, floor = 1e-4): number {
  if (!Number.isFinite(p) || p <= floor) return 0;
  return Math.min(1, Math.log10(p / floor) / Math.log10(1 / floor));
}
