/**
 * The sweep charts as SVG, drawn by hand: curves against a threshold, a marker
 * line at the current value, and a strip of the candidates themselves.
 * Colours from the Okabe–Ito palette (readable with colour blindness), and
 * every series also told apart by its dash pattern or marker shape.
 * All styling is in attributes, so an exported file looks the same.
 * The words are messages, drawn in the reader's language when the chart is.
 * Laid out from the words' measured widths at the chart's font size: margins, legend rows and
 * line breaks make room for larger type (presenter mode) and longer words (a translation),
 * so nothing runs into anything else or off the chart's edge.
 */
import { svg, type SVGTemplateResult } from 'lit';
import { msg } from '@lit/localize';

export const SERIES = [
  { colour: '#0072B2', dash: '' },
  { colour: '#D55E00', dash: '7 4' },
  { colour: '#009E73', dash: '2 3' },
] as const;
export const FONT = "system-ui, -apple-system, 'Segoe UI', Roboto, 'DejaVu Sans', 'PingFang SC', 'Microsoft YaHei', 'Noto Sans CJK SC', sans-serif";
const INK = '#1d2330';
const GRID = '#dde1e7';
/** The charts' width in viewBox units; their height follows from the layout. */
export const WIDTH = 720;
const CURVES_HEIGHT = 200;
const STRIP_HEIGHT = 100;
/** The radius of a candidate's mark on the strip. */
const MARK = 4.5;

/** The charts' text: its size in viewBox units, and a string's width at that size. */
export interface Type {
  size: number;
  width(text: string): number;
}

export interface Axis {
  from: number;
  to: number;
  /** log10 scale (from, to > 0). */
  log?: boolean;
  ticks: number[];
  format: (v: number) => string;
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

export interface StripPoint {
  value: number | null;
  useful: boolean;
  kept: boolean;
  title: string;
}

export interface Figure {
  x: Axis;
  left: Axis;
  right: Axis | null;
  curves: Curve[];
  /** Where the marker line stands, and its label. */
  at: number;
  atLabel: string;
  titles: { x: string; left: string; right?: string };
  /** Below the curves, on the same x axis: the candidates themselves (useful ones as circles, useless ones as crosses; dropped ones pale; no value left of the axis). */
  strip?: { points: StripPoint[]; title: string };
}

/** Where items of these widths go, left to right from `from`, `gap` apart, starting a new row rather than passing `to`. */
export function flow(widths: number[], from: number, to: number, gap: number): { x: number; row: number }[] {
  let x = from;
  let row = 0;
  return widths.map((w) => {
    if (x > from && x + w > to) {
      x = from;
      row++;
    }
    const at = { x, row };
    x += w + gap;
    return at;
  });
}

/** `text` in lines no wider than `max`, broken after spaces and CJK characters (a longer word keeps a line of its own). */
export function wrap(text: string, max: number, width: (text: string) => number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const piece of text.split(/(?<=[\s\u3000-\u9fff\uff00-\uffef])/)) {
    if (line.trim() && width((line + piece).trimEnd()) > max) {
      lines.push(line.trimEnd());
      line = piece.trimStart();
    } else line += piece;
  }
  return [...lines, line.trimEnd()];
}

/** The curves (and the strip, if any) laid out for `type` at WIDTH; `height` is the viewBox's. */
export function figure({ size, width }: Type, f: Figure): { height: number; body: SVGTemplateResult } {
  const line = 1.35 * size; // from one line's top to the next
  const pad = 0.5 * size; // inside the chart's edges
  const gap = 0.5 * size; // between a label and what it labels
  const base = (top: number) => top + size; // the baseline of a line whose box starts at `top`
  const mid = 0.35 * size; // from a line's middle down to its baseline
  const widest = (texts: string[]) => Math.max(0, ...texts.map(width));
  // Lines of a wrapped title, each its own text (so each has its own box).
  const lines = (texts: string[], x: number, top: number, anchor = 'start') => texts.map((t, i) => svg`<text x=${x} y=${base(top + i * line)} text-anchor=${anchor}>${t}</text>`);
  const none = msg('none', { id: 'sweep-chart.none', desc: 'chart: where candidates with no value (no result) sit, left of the axis' });
  const xLabels = f.x.ticks.map(f.x.format);

  // Margins: each y axis's title (wrapped to the frame's height) and tick labels; on the left also the strip's column of candidates with no value.
  const leftTitle = wrap(f.titles.left, CURVES_HEIGHT, width);
  const rightTitle = f.right && f.titles.right ? wrap(f.titles.right, CURVES_HEIGHT, width) : [];
  const left = Math.max(pad + leftTitle.length * line + gap + widest(f.left.ticks.map(f.left.format)) + gap, f.strip ? pad + width(none) + gap / 2 + 3.5 * MARK : 0, pad + width(xLabels[0] ?? '') / 2);
  const right = Math.max(pad + (rightTitle.length ? rightTitle.length * line + gap : 0) + (f.right ? widest(f.right.ticks.map(f.right.format)) + gap : 0), pad + width(xLabels.at(-1) ?? '') / 2);
  const end = WIDTH - right;
  const sx = scale(f.x, left, end);
  const atX = sx(f.at);

  /** Legend items in rows across the chart, each its mark (if any) then its words. */
  const legend = (items: { label: string; mark?: (x: number, y: number) => SVGTemplateResult; markWidth?: number }[], top: number) => {
    const lead = (i: (typeof items)[number]) => (i.mark ? (i.markWidth ?? 0) + gap / 2 : 0);
    const at = flow(items.map((i) => lead(i) + width(i.label)), left, WIDTH - pad, 1.5 * size);
    const body = items.map((item, j) => {
      const { x, row } = at[j]!;
      const y = top + row * line;
      return svg`${item.mark?.(x, base(y) - mid) ?? ''}<text x=${x + lead(item)} y=${base(y)}>${item.label}</text>`;
    });
    return { body, height: (Math.max(0, ...at.map((a) => a.row)) + 1) * line };
  };
  /** The x axis's tick labels from `top` down; one that would touch the one before it is left out. */
  const xTicks = (top: number) => {
    let last = -Infinity;
    return f.x.ticks.map((t, j) => {
      const w = width(xLabels[j]!);
      if (sx(t) - w / 2 < last + gap / 2) return '';
      last = sx(t) + w / 2;
      return svg`<text x=${sx(t)} y=${base(top)} text-anchor="middle">${xLabels[j]}</text>`;
    });
  };

  // The curves: legend, the marker's label, the frame, the x axis and its title.
  const swatch = 2.4 * size;
  const key = legend(
    f.curves.map((c, j) => {
      const s = SERIES[j % SERIES.length]!;
      return { label: c.label, markWidth: swatch, mark: (x: number, y: number) => svg`<line x1=${x} x2=${x + swatch} y1=${y} y2=${y} stroke=${s.colour} stroke-width="2.2" stroke-dasharray=${s.dash}></line>` };
    }),
    pad,
  );
  const atRow = pad + key.height;
  // The marker's label beside its line, on whichever side keeps it over the frame.
  const atRight = atX + gap / 2 + width(f.atLabel) <= end;
  const top = atRow + line + gap / 2;
  const bottom = top + CURVES_HEIGHT;
  const sl = scale(f.left, bottom, top);
  const sr = f.right ? scale(f.right, bottom, top) : sl;
  const cx = (left + end) / 2;
  // Below the x axis's tick labels, clear of the lowest y tick label (centred on the axis line).
  const ticksTop = bottom + 0.7 * size;
  const xTitle = wrap(f.titles.x, 2 * Math.min(cx - pad, WIDTH - pad - cx), width);
  let height = ticksTop + line + xTitle.length * line;

  const curves = svg`
    ${key.body}
    <text x=${atRight ? atX + gap / 2 : atX - gap / 2} y=${base(atRow)} text-anchor=${atRight ? 'start' : 'end'}>${f.atLabel}</text>
    ${f.left.ticks.map((t) => svg`<line x1=${left} x2=${end} y1=${sl(t)} y2=${sl(t)} stroke=${GRID}></line><text x=${left - gap} y=${sl(t) + mid} text-anchor="end">${f.left.format(t)}</text>`)}
    ${f.right ? f.right.ticks.map((t) => svg`<text x=${end + gap} y=${sr(t) + mid}>${f.right!.format(t)}</text>`) : ''}
    ${f.x.ticks.map((t) => svg`<line x1=${sx(t)} x2=${sx(t)} y1=${bottom} y2=${bottom + 4} stroke=${INK}></line>`)}
    ${xTicks(ticksTop)}
    <line x1=${left} x2=${end} y1=${bottom} y2=${bottom} stroke=${INK}></line>
    <line x1=${left} x2=${left} y1=${top} y2=${bottom} stroke=${INK}></line>
    ${lines(xTitle, cx, ticksTop + line, 'middle')}
    <g transform=${`translate(${pad} ${top + CURVES_HEIGHT / 2}) rotate(-90)`}>${lines(leftTitle, 0, 0, 'middle')}</g>
    ${rightTitle.length ? svg`<g transform=${`translate(${WIDTH - pad} ${top + CURVES_HEIGHT / 2}) rotate(90)`}>${lines(rightTitle, 0, 0, 'middle')}</g>` : ''}
    ${f.curves.map((c, j) => {
      const sy = c.side === 'left' ? sl : sr;
      const d = c.points.filter(([, v]) => Number.isFinite(v)).map(([u, v], k) => `${k ? 'L' : 'M'}${sx(u).toFixed(1)},${sy(v).toFixed(1)}`).join('');
      const s = SERIES[j % SERIES.length]!;
      return svg`<path d=${d} fill="none" stroke=${s.colour} stroke-width="2.2" stroke-dasharray=${s.dash}></path>`;
    })}
    <line x1=${atX} x2=${atX} y1=${atRow} y2=${bottom} stroke=${INK} stroke-width="1.5"></line>`;

  let stripped: SVGTemplateResult | string = '';
  if (f.strip) {
    // The strip: its title, the "kept" side named at the right (on the title's last line if there is room), the candidates, the x axis, a legend.
    const kept = msg('kept ▸', { desc: 'chart: the shaded side of the threshold, where candidates are kept' });
    const title = wrap(f.strip.title, WIDTH - pad - left, width);
    const titleTop = height + gap;
    const room = left + width(title.at(-1)!) + size + width(kept) <= end;
    const keptTop = titleTop + (room ? title.length - 1 : title.length) * line;
    const y0 = keptTop + line + gap / 2;
    const rows = 6;
    const y = (j: number) => y0 + 10 + ((j % rows) / (rows - 1)) * (STRIP_HEIGHT - 20);
    const noneX = left - 2.5 * MARK;
    const ticks = y0 + STRIP_HEIGHT + gap / 2;
    const cross = (x: number, y: number, opacity = 1) => svg`<path d=${`M${x - 4},${y - 4}L${x + 4},${y + 4}M${x - 4},${y + 4}L${x + 4},${y - 4}`} stroke=${SERIES[1].colour} stroke-width="2" stroke-opacity=${opacity}></path>`;
    const marks = legend(
      [
        { label: msg('labelled useful', { desc: 'chart legend: circles' }), markWidth: 2 * MARK, mark: (x, y) => svg`<circle cx=${x + MARK} cy=${y} r=${MARK} fill=${SERIES[0].colour}></circle>` },
        { label: msg('labelled useless', { desc: 'chart legend: crosses' }), markWidth: 2 * MARK, mark: (x, y) => cross(x + MARK, y) },
        { label: msg('pale: dropped at this threshold', { desc: 'chart legend: pale marks' }) },
      ],
      ticks + line + gap / 2,
    );
    height = ticks + line + gap / 2 + marks.height;
    stripped = svg`
      <rect x=${left} y=${y0} width=${end - left} height=${STRIP_HEIGHT} fill="#f5f6f8"></rect>
      <rect x=${atX} y=${y0} width=${Math.max(0, end - atX)} height=${STRIP_HEIGHT} fill="#e3eef8"></rect>
      ${lines(title, left, titleTop)}
      <text x=${end} y=${base(keptTop)} text-anchor="end">${kept}</text>
      <text x=${noneX - MARK - gap / 2} y=${y0 + STRIP_HEIGHT / 2 + mid} text-anchor="end">${none}</text>
      ${xTicks(ticks)}
      <line x1=${atX} x2=${atX} y1=${y0} y2=${y0 + STRIP_HEIGHT} stroke=${INK} stroke-width="1.5"></line>
      ${f.strip.points.map((p, j) => {
        const x = p.value === null ? noneX : sx(p.value);
        const opacity = p.kept ? 1 : 0.45;
        return p.useful
          ? svg`<circle cx=${x} cy=${y(j)} r=${MARK} fill=${SERIES[0].colour} fill-opacity=${opacity} stroke=${SERIES[0].colour}><title>${p.title}</title></circle>`
          : svg`<g>${cross(x, y(j), opacity)}<title>${p.title}</title></g>`;
      })}
      ${marks.body}`;
  }
  height += pad;
  return { height, body: svg`<g font-family=${FONT} font-size=${size} fill=${INK}>${curves}${stripped}</g>` };
}
