/**
 * The sweep charts as SVG, drawn by hand: curves against a threshold, a marker
 * line at the current value, and a strip of the candidates themselves.
 * Colours from the Okabe–Ito palette (readable with colour blindness), and
 * every series also told apart by its dash pattern or marker shape.
 * All styling is in attributes, so an exported file looks the same.
 * The words are messages, drawn in the reader's language when the chart is.
 */
import { svg, type SVGTemplateResult } from 'lit';
import { msg } from '@lit/localize';

export const SERIES = [
  { colour: '#0072B2', dash: '' },
  { colour: '#D55E00', dash: '7 4' },
  { colour: '#009E73', dash: '2 3' },
] as const;
const FONT = "system-ui, -apple-system, 'Segoe UI', Roboto, 'DejaVu Sans', 'PingFang SC', 'Microsoft YaHei', 'Noto Sans CJK SC', sans-serif";
const INK = '#1d2330';
const GRID = '#dde1e7';

export interface Axis {
  from: number;
  to: number;
  /** log10 scale (from, to > 0). */
  log?: boolean;
  ticks: number[];
  format: (v: number) => string;
}

export interface Frame {
  x: number;
  y: number;
  width: number;
  height: number;
}

export function scale(axis: Axis, lo: number, hi: number): (v: number) => number {
  const f = (v: number) => (axis.log ? Math.log10(Math.max(v, axis.from)) : v);
  const a = f(axis.from);
  const b = f(axis.to);
  return (v: number) => lo + ((Math.min(Math.max(f(v), Math.min(a, b)), Math.max(a, b)) - a) / (b - a)) * (hi - lo);
}

export interface Curve {
  label: string;
  /** Which y axis: left (counts) or right (0…1). */
  side: 'left' | 'right';
  points: [number, number][];
}

/** Curves over a threshold, with a marker line at `at`. */
export function curvePlot(frame: Frame, x: Axis, left: Axis, right: Axis | null, curves: Curve[], at: number, atLabel: string, titles: { x: string; left: string; right?: string }): SVGTemplateResult {
  const sx = scale(x, frame.x, frame.x + frame.width);
  const sl = scale(left, frame.y + frame.height, frame.y);
  const sr = right ? scale(right, frame.y + frame.height, frame.y) : sl;
  const bottom = frame.y + frame.height;
  return svg`
    <g font-family=${FONT} font-size="11" fill=${INK}>
      ${left.ticks.map((t) => svg`<line x1=${frame.x} x2=${frame.x + frame.width} y1=${sl(t)} y2=${sl(t)} stroke=${GRID}></line><text x=${frame.x - 6} y=${sl(t) + 4} text-anchor="end">${left.format(t)}</text>`)}
      ${right ? right.ticks.map((t) => svg`<text x=${frame.x + frame.width + 6} y=${sr(t) + 4}>${right.format(t)}</text>`) : ''}
      ${x.ticks.map((t) => svg`<line x1=${sx(t)} x2=${sx(t)} y1=${bottom} y2=${bottom + 4} stroke=${INK}></line><text x=${sx(t)} y=${bottom + 16} text-anchor="middle">${x.format(t)}</text>`)}
      <line x1=${frame.x} x2=${frame.x + frame.width} y1=${bottom} y2=${bottom} stroke=${INK}></line>
      <line x1=${frame.x} x2=${frame.x} y1=${frame.y} y2=${bottom} stroke=${INK}></line>
      <text x=${frame.x + frame.width / 2} y=${bottom + 32} text-anchor="middle">${titles.x}</text>
      <text transform=${`translate(${frame.x - 40} ${frame.y + frame.height / 2}) rotate(-90)`} text-anchor="middle">${titles.left}</text>
      ${right && titles.right ? svg`<text transform=${`translate(${frame.x + frame.width + 40} ${frame.y + frame.height / 2}) rotate(90)`} text-anchor="middle">${titles.right}</text>` : ''}
      ${curves.map((c, j) => {
        const sy = c.side === 'left' ? sl : sr;
        const d = c.points.filter(([, v]) => Number.isFinite(v)).map(([u, v], k) => `${k ? 'L' : 'M'}${sx(u).toFixed(1)},${sy(v).toFixed(1)}`).join('');
        const s = SERIES[j % SERIES.length]!;
        return svg`<path d=${d} fill="none" stroke=${s.colour} stroke-width="2.2" stroke-dasharray=${s.dash}></path>`;
      })}
      <line x1=${sx(at)} x2=${sx(at)} y1=${frame.y - 6} y2=${bottom} stroke=${INK} stroke-width="1.5"></line>
      <text x=${sx(at) + 4} y=${frame.y - 8}>${atLabel}</text>
      ${curves.map((c, j) => {
        const s = SERIES[j % SERIES.length]!;
        const lx = frame.x + 8 + j * 150;
        return svg`<line x1=${lx} x2=${lx + 26} y1=${frame.y - 22} y2=${frame.y - 22} stroke=${s.colour} stroke-width="2.2" stroke-dasharray=${s.dash}></line><text x=${lx + 31} y=${frame.y - 18}>${c.label}</text>`;
      })}
    </g>`;
}

export interface StripPoint {
  value: number | null;
  useful: boolean;
  kept: boolean;
  title: string;
}

/** The candidates on the threshold's axis: useful ones as circles, useless ones as crosses; dropped ones pale. No value (no result) sits left of the axis. */
export function strip(frame: Frame, x: Axis, points: StripPoint[], at: number, label: string): SVGTemplateResult {
  const sx = scale(x, frame.x, frame.x + frame.width);
  const rows = 6;
  const y = (j: number) => frame.y + 10 + ((j % rows) / (rows - 1)) * (frame.height - 20);
  return svg`<g font-family=${FONT} font-size="11" fill=${INK}>
    <rect x=${frame.x} y=${frame.y} width=${frame.width} height=${frame.height} fill="#f5f6f8"></rect>
    <rect x=${sx(at)} y=${frame.y} width=${Math.max(0, frame.x + frame.width - sx(at))} height=${frame.height} fill="#e3eef8"></rect>
    <text x=${frame.x} y=${frame.y - 6}>${label}</text>
    <text x=${frame.x + frame.width} y=${frame.y - 6} text-anchor="end">${msg('kept ▸', { desc: 'chart: the shaded side of the threshold, where candidates are kept' })}</text>
    <text x=${frame.x - 6} y=${frame.y + frame.height / 2 + 4} text-anchor="end">${msg('none', { id: 'sweep-chart.none', desc: 'chart: where candidates with no value (no result) sit, left of the axis' })}</text>
    ${x.ticks.map((t) => svg`<text x=${sx(t)} y=${frame.y + frame.height + 14} text-anchor="middle">${x.format(t)}</text>`)}
    <line x1=${sx(at)} x2=${sx(at)} y1=${frame.y} y2=${frame.y + frame.height} stroke=${INK} stroke-width="1.5"></line>
    ${points.map((p, j) => {
      const cx = p.value === null ? frame.x - 22 : sx(p.value);
      const cy = y(j);
      const opacity = p.kept ? 1 : 0.45;
      return p.useful
        ? svg`<circle cx=${cx} cy=${cy} r="4.5" fill=${SERIES[0].colour} fill-opacity=${opacity} stroke=${SERIES[0].colour}><title>${p.title}</title></circle>`
        : svg`<path d=${`M${cx - 4},${cy - 4}L${cx + 4},${cy + 4}M${cx - 4},${cy + 4}L${cx + 4},${cy - 4}`} stroke=${SERIES[1].colour} stroke-width="2" stroke-opacity=${opacity}><title>${p.title}</title></path>`;
    })}
    <circle cx=${frame.x + 8} cy=${frame.y + frame.height + 30} r="4.5" fill=${SERIES[0].colour}></circle><text x=${frame.x + 16} y=${frame.y + frame.height + 34}>${msg('labelled useful', { desc: 'chart legend: circles' })}</text>
    <path d=${`M${frame.x + 124},${frame.y + frame.height + 26}L${frame.x + 132},${frame.y + frame.height + 34}M${frame.x + 124},${frame.y + frame.height + 34}L${frame.x + 132},${frame.y + frame.height + 26}`} stroke=${SERIES[1].colour} stroke-width="2"></path><text x=${frame.x + 138} y=${frame.y + frame.height + 34}>${msg('labelled useless', { desc: 'chart legend: crosses' })}</text>
    <text x=${frame.x + 260} y=${frame.y + frame.height + 34}>${msg('pale: dropped at this threshold', { desc: 'chart legend: pale marks' })}</text>
  </g>`;
}
