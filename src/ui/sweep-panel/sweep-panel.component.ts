import { html, nothing } from 'lit';
import { msg, str } from '@lit/localize';
import { customElement, query, state } from 'lit/decorators.js';
import { describeError } from '../../app/client.ts';
import { filterCall } from '../../core/loss.ts';
import { K_SWEEP, K_VALUES, SWEEP } from '../../app/sweep.ts';
import { atTauF, atTauS, crossed, kRows, sweepPoints, tauFCurve, usefulPositions, type Label, type SweepPoint } from '../../pipeline/sweep.ts';
import { exportPng, exportSvg } from '../shared/export-image.ts';
import { num } from '../shared/format.ts';
import { LabElement } from '../shared/lab-element.ts';
import { figure, FONT, WIDTH, type Axis, type Figure, type Type } from './plot.ts';
import { styles } from './sweep-panel.styles.ts';
import { range } from '../../app/settings.ts';
import { reason } from '../../app/reasons.ts';
import { setText } from '../../app/set-text.ts';
import { getLocale } from '../../i18n/locale.ts';

const TAU_F: Axis = { from: -1, to: 3, ticks: [-1, -0.5, 0, 0.5, 1, 1.5, 2, 2.5, 3], format: (v) => (v < 0 ? `−${-v}` : String(v)) };
const SHARE: Axis = { from: 0, to: 1, ticks: [0, 0.25, 0.5, 0.75, 1], format: (v) => `${Math.round(v * 100)}%` };
const TAU_S: Axis = { from: 1e-4, to: 1, log: true, ticks: [1e-4, 1e-3, 1e-2, 0.05, 0.1, 0.5, 1], format: (v) => (v >= 0.01 ? String(v) : v.toExponential(0)) };
const K: Axis = { from: 1, to: 10, ticks: K_VALUES, format: String };
const pct = (v: number) => (Number.isFinite(v) ? `${Math.round(v * 100)}%` : '—');

let canvas: CanvasRenderingContext2D | null = null;
/** The charts' text at `size`, its widths measured in the font the SVG draws with (a canvas shapes text as SVG does). */
function type(size: number): Type {
  canvas ??= document.createElement('canvas').getContext('2d')!;
  const font = `${size}px ${FONT}`;
  return {
    size,
    width: (text) => {
      canvas!.font = font;
      return canvas!.measureText(text).width;
    },
  };
}

/** A candidate's label in words (the label itself, 'useful' or 'useless', is data the code compares). */
const labelWord = (label: Label): string =>
  label === 'useful' ? msg('useful', { desc: 'the label of a candidate call whose result states what the next words say' }) : msg('useless', { desc: 'the label of a candidate call whose result does not help' });

/**
 * @summary τ sweeps for instructors: the labelled set scored once, then τf (kept, precision, recall, what crosses the line) and τs (positions kept) as sliders and charts; k at decoding (call rate, accuracy) from held-out prompts decoded once; SVG/PNG export.
 */
@customElement('tf-sweep-panel')
export class SweepPanelElement extends LabElement {
  static override styles = styles;

  /** τf before the last move, to show what crossed the line. */
  @state() private previousTauF: number | null = null;
  @query('svg.chart') private svg?: SVGSVGElement;
  /** As the chart is shown: CSS px per viewBox unit, and the panel's own text size in CSS px. */
  @state() private onScreen = { scale: 0, textPx: 0 };
  private readonly resized = new ResizeObserver(() => this.measure());
  private observed?: SVGSVGElement;

  override updated(): void {
    // The k sweep runs once, when its tab is open (also when the model list arrives after the click).
    if (this.tab === 'k' && this.s.kSweep.status === 'idle') this.lab.classroom.kSweep();
    if (this.svg !== this.observed) {
      this.resized.disconnect();
      if (this.svg) this.resized.observe(this.svg);
      this.observed = this.svg;
    }
    // Next frame: presenter mode's larger type is set by the lab, which may render after this panel.
    requestAnimationFrame(() => this.measure());
  }

  private measure(): void {
    if (!this.svg) return;
    const scale = this.svg.clientWidth / WIDTH;
    const textPx = parseFloat(getComputedStyle(this).fontSize);
    if (scale > 0 && (Math.abs(scale - this.onScreen.scale) > 0.005 || textPx !== this.onScreen.textPx)) this.onScreen = { scale, textPx };
  }

  /**
   * The charts' text size in viewBox units. In presenter mode, as large on screen as the panel's
   * own (presenter) text, to be read from the back of the room however wide the chart is shown
   * (18 before it is measured: about that at its usual 52rem); otherwise small, as on a desk.
   */
  private textSize(): number {
    if (!this.s.presenter) return 11;
    const { scale, textPx } = this.onScreen;
    return scale ? Math.round(Math.min(Math.max(textPx / scale, 11), 28) * 10) / 10 : 18;
  }

  /** A chart laid out at this view's text size, in an svg as tall as the layout needs. */
  private chart(label: string, f: Figure) {
    const { height, body } = figure(type(this.textSize()), f);
    return html`<svg class="chart" viewBox=${`0 0 ${WIDTH} ${height}`} role="img" aria-label=${label}><rect width=${WIDTH} height=${height} fill="#ffffff"></rect>${body}</svg>`;
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    this.lab.classroom.leaveKSweep();
    this.resized.disconnect();
    this.observed = undefined;
  }

  private get tab(): 'tauF' | 'tauS' | 'k' {
    return this.s.sweepTab;
  }

  private setTab(tab: 'tauF' | 'tauS' | 'k'): void {
    this.lab.set({ sweepTab: tab });
    if (tab !== 'k') this.lab.classroom.leaveKSweep();
  }

  override render() {
    const s = this.s;
    return html`
      <header class="stage">
        <p class="eyebrow">${msg('Classroom', { desc: 'the menu of lessons and teaching tools' })}</p>
        <h2>${msg('τ sweeps')}</h2>
        <p class="explain">
          ${msg(html`${SWEEP.items.reduce((n, i) => n + i.candidates.length, 0)} candidate calls in ${SWEEP.items.length} short texts, each labelled by us: <em>useful</em> when its result really states what the next words say. The base model scores them all once; moving a threshold below is arithmetic on those numbers, with no model run.`)}
        </p>
      </header>
      <div role="tablist" aria-label=${msg('which threshold', { desc: 'the tabs of the sweep page, one per threshold' })} class="tabs">
        ${(
          [
            ['tauF', msg('τf: calls kept', { desc: 'tab' })],
            ['tauS', msg('τs: positions kept', { desc: 'tab' })],
            ['k', msg('k at decoding', { desc: 'tab' })],
          ] as const
        ).map(([id, label]) => html`<button role="tab" id=${`tab-${id}`} aria-selected=${this.tab === id ? 'true' : 'false'} aria-controls="sweep-body" @click=${() => this.setTab(id)}>${label}</button>`)}
      </div>
      <div id="sweep-body" role="tabpanel" aria-labelledby=${`tab-${this.tab}`}>${this.tab === 'tauF' ? this.tauF() : this.tab === 'tauS' ? this.tauS() : this.decodingK()}</div>
      <p class="muted about">${setText(SWEEP, getLocale()).about}</p>
      <div class="next"><button type="button" @click=${() => this.lab.set({ view: 'lab' })}>${msg('← Back to the lab')}</button></div>
      ${s.sweep.status === 'error' && s.sweep.error ? html`<p class="message error" role="alert">${describeError(s.sweep.error, msg('a labelled text', { desc: 'what is too long; fills the blank in “Too long: … needs N tokens, but the model reads at most M.”' }))}</p>` : nothing}
    `;
  }

  private points(): SweepPoint[] | null {
    const scores = this.s.sweep.value;
    return scores ? sweepPoints(SWEEP.items, scores) : null;
  }

  private exports(name: string) {
    return html`<span class="export">
      <button type="button" data-export="svg" @click=${() => this.svg && exportSvg(this.svg, name)}>${msg('Export SVG', { desc: 'button: save the chart as an SVG file' })}</button>
      <button type="button" data-export="png" @click=${() => this.svg && void exportPng(this.svg, name)}>${msg('Export PNG', { desc: 'button: save the chart as a PNG file' })}</button>
    </span>`;
  }

  private tauF() {
    const s = this.s;
    const points = this.points();
    if (!points) return html`<p class="status busy" role="status">${msg(str`Scoring ${SWEEP.items.length} texts once…`)}</p>`;
    const now = atTauF(points, s.tauF);
    const curve = tauFCurve(points, TAU_F.from, TAU_F.to, 200);
    const total = points.length;
    const moved = this.previousTauF !== null ? crossed(points, this.previousTauF, s.tauF) : [];
    const why = setText(SWEEP, getLocale()).why;
    const sorted = [...points].sort((a, b) => (b.score.gain ?? -Infinity) - (a.score.gain ?? -Infinity));
    const countAxis: Axis = { from: 0, to: total, ticks: [0, Math.round(total / 4), Math.round(total / 2), Math.round((3 * total) / 4), total], format: String };
    const tauF = s.tauF.toFixed(2);
    const before = this.previousTauF?.toFixed(2) ?? '';
    return html`
      <div class="controls">
        <label>τf <input type="range" min=${range('tauF').min} max=${range('tauF').max} step=${range('tauF').step} .value=${String(s.tauF)} aria-label=${msg('tau f for the sweep')} @input=${(e: Event) => this.setTauF(Number((e.target as HTMLInputElement).value))} /><output class="mono">${s.tauF.toFixed(2)}</output></label>
        ${this.exports(`tau-f-sweep-${s.tauF.toFixed(2)}`)}
      </div>
      <p class="summary" role="status" data-kept-count=${now.kept} data-precision=${String(now.precision)} data-recall=${String(now.recall)}>
        ${msg(html`At τf = ${tauF}: <strong>${now.kept} of ${total}</strong> candidates kept, ${now.hits} of them labelled useful — precision <strong>${pct(now.precision)}</strong>, recall <strong>${pct(now.recall)}</strong>.`)}
      </p>
      ${this.chart(msg(str`Kept count, precision and recall against tau f; at ${tauF}: ${now.kept} kept, precision ${pct(now.precision)}, recall ${pct(now.recall)}`), {
        x: TAU_F,
        left: countAxis,
        right: SHARE,
        curves: [
          { label: msg('kept (count)', { desc: 'chart legend: how many candidate calls are kept' }), side: 'left', points: curve.map((r) => [r.tauF, r.kept]) },
          { label: msg('precision', { desc: 'chart legend: the share of kept calls labelled useful' }), side: 'right', points: curve.map((r) => [r.tauF, r.precision]) },
          { label: msg('recall', { desc: 'chart legend: the share of useful calls that are kept' }), side: 'right', points: curve.map((r) => [r.tauF, r.recall]) },
        ],
        at: s.tauF,
        atLabel: `τf = ${tauF}`,
        titles: { x: msg('τf (the least gain L⁻ − L⁺ a call needs)', { desc: 'chart axis title' }), left: msg('calls kept', { desc: 'chart axis title' }), right: msg('precision, recall', { desc: 'chart axis title' }) },
        strip: {
          points: points.map((p) => ({ value: p.score.gain, useful: p.label === 'useful', kept: filterCall(p.score, s.tauF).kept, title: msg(str`${p.call} before “${p.at}” in “${p.text}”: gain ${num(p.score.gain, 2)} (${labelWord(p.label)})`, { desc: 'tooltip of a candidate call on the chart; the last blank is its label, useful or useless' }) })),
          title: msg('each candidate at its gain L⁻ − L⁺', { desc: 'chart title' }),
        },
      })}
      <div class="crossed" aria-live="polite">
        ${this.previousTauF === null
          ? html`<p class="muted">${msg('Move τf: the calls that cross the line appear here.')}</p>`
          : moved.length === 0
            ? html`<p class="muted">${msg(str`No call crossed the line between τf ${before} and ${tauF}.`)}</p>`
            : html`<p>${msg(str`Between τf ${before} and ${tauF}:`, { desc: 'above the list of calls that crossed the line' })}</p>
                <ul>${moved.map((p) => html`<li data-crossed=${p.call}>${this.crossedCall(p, filterCall(p.score, s.tauF).kept)}</li>`)}</ul>`}
      </div>
      <details>
        <summary>${msg(str`All ${total} candidates, by gain`)}</summary>
        <table class="all">
          <thead><tr><th scope="col">${msg('text', { desc: 'table header: the short text a candidate call is in' })}</th><th scope="col">${msg('call', { desc: 'table column: the API call' })}</th><th scope="col">${msg('before', { desc: 'table column: the token before which a call would go' })}</th><th scope="col">${msg('result', { desc: 'table header: what the tool returned' })}</th><th scope="col">${msg('label', { desc: 'table header: useful or useless, as labelled by us' })}</th><th scope="col">${msg('gain', { desc: 'table header: L⁻ − L⁺' })}</th><th scope="col">${msg(str`at τf ${tauF}`, { desc: 'table header: kept or dropped at this threshold' })}</th></tr></thead>
          <tbody>
            ${sorted.map((p) => {
              const kept = filterCall(p.score, s.tauF).kept;
              return html`<tr data-label=${p.label} data-kept=${String(kept)}>
                <td class="text" lang="en">${p.text}</td><td><span class="call">${p.call}</span></td><td lang="en">${p.at}</td><td>${p.score.result !== null ? html`<span lang="en">${p.score.result}</span>` : html`<span class="muted">${msg(str`none (${reason(p.score.reason)})`, { desc: 'the tool gave no result; the blank is why' })}</span>`}</td>
                <td title=${why(p.why)}>${labelWord(p.label)}</td><td class="mono">${num(p.score.gain, 2)}</td><td>${kept ? msg('kept', { desc: 'a call’s verdict at the threshold' }) : msg('dropped', { desc: 'a call’s verdict at the threshold' })}</td>
              </tr>`;
            })}
          </tbody>
        </table>
      </details>
    `;
  }

  /** One call that crossed the line: four whole sentences (kept or dropped, labelled useful or useless). */
  private crossedCall(p: SweepPoint, kept: boolean) {
    const gain = num(p.score.gain, 2);
    if (kept)
      return p.label === 'useful'
        ? msg(html`now kept: <span class="call">${p.call}</span> before “${p.at}” (gain ${gain}, labelled useful)`)
        : msg(html`now kept: <span class="call">${p.call}</span> before “${p.at}” (gain ${gain}, labelled useless)`);
    return p.label === 'useful'
      ? msg(html`now dropped: <span class="call">${p.call}</span> before “${p.at}” (gain ${gain}, labelled useful)`)
      : msg(html`now dropped: <span class="call">${p.call}</span> before “${p.at}” (gain ${gain}, labelled useless)`);
  }

  private setTauF(tauF: number): void {
    this.previousTauF = this.s.tauF;
    this.lab.set({ tauF: tauF });
  }

  private tauS() {
    const s = this.s;
    const probabilities = s.sweepScan.value;
    const scores = s.sweep.value;
    if (s.sweepScan.status === 'error' && s.sweepScan.error) return html`<p class="message error" role="alert">${describeError(s.sweepScan.error, msg('P(x) followed by a labelled text', { desc: 'what is too long; fills the blank in “Too long: … needs N tokens, but the model reads at most M.”' }))}</p>`;
    if (!probabilities || !scores) return html`<p class="status busy" role="status">${msg('Reading P(x) and each text once…')}</p>`;
    const useful = usefulPositions(SWEEP.items, scores);
    const now = atTauS(probabilities, useful, s.tauS, s.k);
    const xs = Array.from({ length: 121 }, (_, j) => 10 ** (-4 + (4 * j) / 120));
    const rows = xs.map((t) => atTauS(probabilities, useful, t, s.k));
    const maxPositions = Math.max(1, ...rows.map((r) => r.positions));
    const countAxis: Axis = { from: 0, to: maxPositions, ticks: [0, Math.round(maxPositions / 2), maxPositions], format: String };
    const tauS = s.tauS.toFixed(3);
    const flat = probabilities.flatMap((p, j) => p.map((v, i) => ({ value: Number.isFinite(v) ? v : null, useful: useful[j]!.has(i), text: SWEEP.items[j]!.text, i })));
    return html`
      <div class="controls">
        <label>τs <input type="range" min=${range('tauS').min} max=${range('tauS').max} step=${range('tauS').step} .value=${String(s.tauS)} aria-label=${msg('tau s for the sweep')} @input=${(e: Event) => this.lab.set({ tauS: Number((e.target as HTMLInputElement).value) })} /><output class="mono">${s.tauS.toFixed(3)}</output></label>
        <label>k <input type="range" min=${range('k').min} max=${range('k').max} step=${range('k').step} .value=${String(s.k)} aria-label=${msg('k, the most positions kept per text')} @input=${(e: Event) => this.lab.set({ k: Number((e.target as HTMLInputElement).value) })} /><output class="mono">${s.k}</output></label>
        ${this.exports(`tau-s-sweep-${s.tauS.toFixed(3)}-k${s.k}`)}
      </div>
      <p class="summary" role="status" data-positions=${now.positions} data-useful-kept=${now.usefulKept}>
        ${msg(html`At τs = ${tauS} and k = ${s.k}: <strong>${now.positions}</strong> positions kept over ${SWEEP.items.length} texts (${pct(now.share)} of all tokens); <strong>${now.usefulKept} of ${now.usefulAll}</strong> places where a useful call stands are among them.`)}
      </p>
      ${this.chart(msg(str`Positions kept and useful places covered against tau s; at ${s.tauS}: ${now.positions} positions, ${now.usefulKept} of ${now.usefulAll} useful places`), {
        x: TAU_S,
        left: countAxis,
        right: SHARE,
        curves: [
          { label: msg('positions kept', { desc: 'chart legend and axis title' }), side: 'left', points: rows.map((r) => [r.tauS, r.positions]) },
          { label: msg('useful places kept', { desc: 'chart legend: the share of places where a useful call stands that are kept' }), side: 'right', points: rows.map((r) => [r.tauS, r.usefulAll ? r.usefulKept / r.usefulAll : NaN]) },
        ],
        at: Math.max(s.tauS, 1e-4),
        atLabel: `τs = ${tauS}`,
        titles: { x: msg('τs (log scale; a position needs p(<API>) above it)', { desc: 'chart axis title' }), left: msg('positions kept', { desc: 'chart legend and axis title' }), right: msg('share of useful places', { desc: 'chart axis title' }) },
        strip: {
          points: flat.filter((f) => f.useful || (f.value ?? 0) > 1e-3).map((f) => ({ value: f.value, useful: f.useful, kept: (f.value ?? 0) > s.tauS, title: f.value === null ? msg(str`token ${f.i} of “${f.text}”: no p`, { desc: 'tooltip of a position on the chart that has no p(<API>)' }) : msg(str`token ${f.i} of “${f.text}”: p = ${f.value}`, { desc: 'tooltip of a position on the chart' }) })),
          title: msg('positions at their p(<API>) (useful places, and others above 10⁻³)', { desc: 'chart title' }),
        },
      })}
    `;
  }

  private decodingK() {
    const s = this.s;
    const run = s.kSweep;
    if (s.models.length > 0 && !s.models.includes('toolformer')) {
      return html`<p class="message" role="status">${msg('This site has no “toolformer” model, so the k sweep cannot be shown. Stage 7 lets you move k by hand.')}</p>`;
    }
    if (run.status === 'error' && run.error) return html`<p class="message error" role="alert">${describeError(run.error, msg('a held-out prompt', { desc: 'what is too long; fills the blank in “Too long: … needs N tokens, but the model reads at most M.”' }))}</p>`;
    if (run.status !== 'done' || !run.value) {
      return html`<p class="status busy" role="status" data-k-progress=${run.done ?? 0}>
        ${msg(str`Decoding ${K_SWEEP.items.length} held-out prompts once per k = 1…10 with the fine-tuned model: ${run.done ?? 0} of ${run.total ?? K_VALUES.length * K_SWEEP.items.length}…`)}
      </p>`;
    }
    const rows = kRows(run.value.runs);
    const first = rows[0]!;
    const last = rows.at(-1)!;
    return html`
      <div class="controls">
        <p class="explain">
          ${msg(html`${K_SWEEP.items.length} held-out prompts (${K_SWEEP.items.filter((i) => i.kind === 'math').length} arithmetic, ${K_SWEEP.items.filter((i) => i.kind === 'dates').length} dates), each decoded by the fine-tuned model once per k: a call may start when <code>&lt;API&gt;</code> is among the k most likely tokens.`)}
        </p>
        ${this.exports('k-sweep')}
      </div>
      <p class="summary" role="status">
        ${msg(html`From k = ${first.k} to k = ${last.k}: calls in <strong>${pct(first.callRate)}</strong> → <strong>${pct(last.callRate)}</strong> of the prompts, accuracy <strong>${pct(first.accuracy)}</strong> → <strong>${pct(last.accuracy)}</strong>.`)}
      </p>
      ${this.chart(msg(str`Call rate and accuracy against k; at k = ${last.k}: calls ${pct(last.callRate)}, accuracy ${pct(last.accuracy)}`), {
        x: K,
        left: SHARE,
        right: null,
        curves: [
          { label: msg('call rate', { desc: 'chart legend and table header: the share of prompts where the model called a tool' }), side: 'left', points: rows.map((r) => [r.k, r.callRate]) },
          { label: msg('accuracy', { desc: 'chart legend and table header: the share of prompts answered right' }), side: 'left', points: rows.map((r) => [r.k, r.accuracy]) },
        ],
        at: 10,
        atLabel: msg('k = 10 (the paper’s)', { desc: 'label of the marker line on the chart' }),
        titles: { x: msg('k (<API> may start a call when among the k most likely tokens)', { desc: 'chart axis title' }), left: msg('share of prompts', { desc: 'chart axis title' }) },
      })}
      <table class="all k-sweep">
        <thead><tr><th scope="col">k</th><th scope="col">${msg('call rate', { desc: 'chart legend and table header: the share of prompts where the model called a tool' })}</th><th scope="col">${msg('accuracy', { desc: 'chart legend and table header: the share of prompts answered right' })}</th></tr></thead>
        <tbody>
          ${rows.map(
            (r) => html`<tr data-k=${r.k} data-calls=${r.calls} data-correct=${r.correct} data-n=${r.n}>
              <td class="mono">${r.k}</td><td>${pct(r.callRate)} <span class="muted">${msg(str`(${r.calls} of ${r.n})`, { desc: 'how many prompts out of all' })}</span></td><td>${pct(r.accuracy)} <span class="muted">${msg(str`(${r.correct} of ${r.n})`, { desc: 'how many prompts out of all' })}</span></td>
            </tr>`,
          )}
        </tbody>
      </table>
      <p class="muted about">${setText(K_SWEEP, getLocale()).about}</p>
    `;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'tf-sweep-panel': SweepPanelElement;
  }
}
