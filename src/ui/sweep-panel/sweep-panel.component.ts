import { html, nothing } from 'lit';
import { customElement, query, state } from 'lit/decorators.js';
import { describeError } from '../../app/client.ts';
import { filterCall } from '../../core/loss.ts';
import { K_SWEEP, K_VALUES, SWEEP } from '../../app/sweep.ts';
import { atTauF, atTauS, crossed, kRows, sweepPoints, tauFCurve, usefulPositions, type SweepPoint } from '../../pipeline/sweep.ts';
import { exportPng, exportSvg } from '../shared/export-image.ts';
import { num } from '../shared/format.ts';
import { LabElement } from '../shared/lab-element.ts';
import { curvePlot, strip, type Axis } from './plot.ts';
import { styles } from './sweep-panel.styles.ts';
import { range } from '../../app/settings.ts';

const TAU_F: Axis = { from: -1, to: 3, ticks: [-1, -0.5, 0, 0.5, 1, 1.5, 2, 2.5, 3], format: (v) => (v < 0 ? `−${-v}` : String(v)) };
const SHARE: Axis = { from: 0, to: 1, ticks: [0, 0.25, 0.5, 0.75, 1], format: (v) => `${Math.round(v * 100)}%` };
const TAU_S: Axis = { from: 1e-4, to: 1, log: true, ticks: [1e-4, 1e-3, 1e-2, 0.05, 0.1, 0.5, 1], format: (v) => (v >= 0.01 ? String(v) : v.toExponential(0)) };
const K: Axis = { from: 1, to: 10, ticks: K_VALUES, format: String };
const pct = (v: number) => (Number.isFinite(v) ? `${Math.round(v * 100)}%` : '—');

/**
 * @summary τ sweeps for instructors: the labelled set scored once, then τf (kept, precision, recall, what crosses the line) and τs (positions kept) as sliders and charts; k at decoding (call rate, accuracy) from held-out prompts decoded once; SVG/PNG export.
 */
@customElement('tf-sweep-panel')
export class SweepPanelElement extends LabElement {
  static override styles = styles;

  /** τf before the last move, to show what crossed the line. */
  @state() private previousTauF: number | null = null;
  @query('svg.chart') private chart?: SVGSVGElement;

  override updated(): void {
    // The k sweep runs once, when its tab is open (also when the model list arrives after the click).
    if (this.tab === 'k' && this.s.kSweep.status === 'idle') this.lab.classroom.kSweep();
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    this.lab.classroom.leaveKSweep();
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
        <p class="eyebrow">Classroom</p>
        <h2>τ sweeps</h2>
        <p class="explain">
          ${SWEEP.items.reduce((n, i) => n + i.candidates.length, 0)} candidate calls in ${SWEEP.items.length} short texts, each
          labelled by us: <em>useful</em> when its result really states what the next words say. The base model scores them all
          once; moving a threshold below is arithmetic on those numbers, with no model run.
        </p>
      </header>
      <div role="tablist" aria-label="which threshold" class="tabs">
        ${(
          [
            ['tauF', 'τf: calls kept'],
            ['tauS', 'τs: positions kept'],
            ['k', 'k at decoding'],
          ] as const
        ).map(([id, label]) => html`<button role="tab" id=${`tab-${id}`} aria-selected=${this.tab === id ? 'true' : 'false'} aria-controls="sweep-body" @click=${() => this.setTab(id)}>${label}</button>`)}
      </div>
      <div id="sweep-body" role="tabpanel" aria-labelledby=${`tab-${this.tab}`}>${this.tab === 'tauF' ? this.tauF() : this.tab === 'tauS' ? this.tauS() : this.decodingK()}</div>
      <p class="muted about">${SWEEP.about}</p>
      <div class="next"><button type="button" @click=${() => this.lab.set({ view: 'lab' })}>← Back to the lab</button></div>
      ${s.sweep.status === 'error' && s.sweep.error ? html`<p class="message error" role="alert">${describeError(s.sweep.error, 'a labelled text')}</p>` : nothing}
    `;
  }

  private points(): SweepPoint[] | null {
    const scores = this.s.sweep.value;
    return scores ? sweepPoints(SWEEP.items, scores) : null;
  }

  private exports(name: string) {
    return html`<span class="export">
      <button type="button" data-export="svg" @click=${() => this.chart && exportSvg(this.chart, name)}>Export SVG</button>
      <button type="button" data-export="png" @click=${() => this.chart && void exportPng(this.chart, name)}>Export PNG</button>
    </span>`;
  }

  private tauF() {
    const s = this.s;
    const points = this.points();
    if (!points) return html`<p class="status busy" role="status">Scoring ${SWEEP.items.length} texts once…</p>`;
    const now = atTauF(points, s.tauF);
    const curve = tauFCurve(points, TAU_F.from, TAU_F.to, 200);
    const total = points.length;
    const moved = this.previousTauF !== null ? crossed(points, this.previousTauF, s.tauF) : [];
    const sorted = [...points].sort((a, b) => (b.score.gain ?? -Infinity) - (a.score.gain ?? -Infinity));
    const countAxis: Axis = { from: 0, to: total, ticks: [0, Math.round(total / 4), Math.round(total / 2), Math.round((3 * total) / 4), total], format: String };
    return html`
      <div class="controls">
        <label>τf <input type="range" min=${range('tauF').min} max=${range('tauF').max} step=${range('tauF').step} .value=${String(s.tauF)} aria-label="tau f for the sweep" @input=${(e: Event) => this.setTauF(Number((e.target as HTMLInputElement).value))} /><output class="mono">${s.tauF.toFixed(2)}</output></label>
        ${this.exports(`tau-f-sweep-${s.tauF.toFixed(2)}`)}
      </div>
      <p class="summary" role="status" data-kept-count=${now.kept} data-precision=${String(now.precision)} data-recall=${String(now.recall)}>
        At τf = ${s.tauF.toFixed(2)}: <strong>${now.kept} of ${total}</strong> candidates kept, ${now.hits} of them labelled useful —
        precision <strong>${pct(now.precision)}</strong>, recall <strong>${pct(now.recall)}</strong>.
      </p>
      <svg class="chart" viewBox="0 0 720 470" role="img" aria-label=${`Kept count, precision and recall against tau f; at ${s.tauF.toFixed(2)}: ${now.kept} kept, precision ${pct(now.precision)}, recall ${pct(now.recall)}`}>
        <rect width="720" height="470" fill="#ffffff"></rect>
        ${curvePlot(
          { x: 70, y: 40, width: 580, height: 200 },
          TAU_F,
          countAxis,
          SHARE,
          [
            { label: 'kept (count)', side: 'left', points: curve.map((r) => [r.tauF, r.kept]) },
            { label: 'precision', side: 'right', points: curve.map((r) => [r.tauF, r.precision]) },
            { label: 'recall', side: 'right', points: curve.map((r) => [r.tauF, r.recall]) },
          ],
          s.tauF,
          `τf = ${s.tauF.toFixed(2)}`,
          { x: 'τf (the least gain L⁻ − L⁺ a call needs)', left: 'calls kept', right: 'precision, recall' },
        )}
        ${strip(
          { x: 70, y: 310, width: 580, height: 100 },
          TAU_F,
          points.map((p) => ({ value: p.score.gain, useful: p.label === 'useful', kept: filterCall(p.score, s.tauF).kept, title: `${p.call} before “${p.at}” in “${p.text}”: gain ${num(p.score.gain, 2)} (${p.label})` })),
          s.tauF,
          'each candidate at its gain L⁻ − L⁺',
        )}
      </svg>
      <div class="crossed" aria-live="polite">
        ${this.previousTauF === null
          ? html`<p class="muted">Move τf: the calls that cross the line appear here.</p>`
          : moved.length === 0
            ? html`<p class="muted">No call crossed the line between τf ${this.previousTauF.toFixed(2)} and ${s.tauF.toFixed(2)}.</p>`
            : html`<p>Between τf ${this.previousTauF.toFixed(2)} and ${s.tauF.toFixed(2)}:</p>
                <ul>${moved.map((p) => html`<li data-crossed=${p.call}>${filterCall(p.score, s.tauF).kept ? 'now kept' : 'now dropped'}: <span class="call">${p.call}</span> before “${p.at}” (gain ${num(p.score.gain, 2)}, labelled ${p.label})</li>`)}</ul>`}
      </div>
      <details>
        <summary>All ${total} candidates, by gain</summary>
        <table class="all">
          <thead><tr><th scope="col">text</th><th scope="col">call</th><th scope="col">before</th><th scope="col">result</th><th scope="col">label</th><th scope="col">gain</th><th scope="col">at τf ${s.tauF.toFixed(2)}</th></tr></thead>
          <tbody>
            ${sorted.map((p) => {
              const kept = filterCall(p.score, s.tauF).kept;
              return html`<tr data-label=${p.label} data-kept=${String(kept)}>
                <td class="text">${p.text}</td><td><span class="call">${p.call}</span></td><td>${p.at}</td><td>${p.score.result ?? html`<span class="muted">none (${p.score.reason})</span>`}</td>
                <td title=${p.why}>${p.label}</td><td class="mono">${num(p.score.gain, 2)}</td><td>${kept ? 'kept' : 'dropped'}</td>
              </tr>`;
            })}
          </tbody>
        </table>
      </details>
    `;
  }

  private setTauF(tauF: number): void {
    this.previousTauF = this.s.tauF;
    this.lab.set({ tauF: tauF });
  }

  private tauS() {
    const s = this.s;
    const probabilities = s.sweepScan.value;
    const scores = s.sweep.value;
    if (s.sweepScan.status === 'error' && s.sweepScan.error) return html`<p class="message error" role="alert">${describeError(s.sweepScan.error, 'P(x) followed by a labelled text')}</p>`;
    if (!probabilities || !scores) return html`<p class="status busy" role="status">Reading P(x) and each text once…</p>`;
    const useful = usefulPositions(SWEEP.items, scores);
    const now = atTauS(probabilities, useful, s.tauS, s.k);
    const xs = Array.from({ length: 121 }, (_, j) => 10 ** (-4 + (4 * j) / 120));
    const rows = xs.map((t) => atTauS(probabilities, useful, t, s.k));
    const maxPositions = Math.max(1, ...rows.map((r) => r.positions));
    const countAxis: Axis = { from: 0, to: maxPositions, ticks: [0, Math.round(maxPositions / 2), maxPositions], format: String };
    const flat = probabilities.flatMap((p, j) => p.map((v, i) => ({ value: Number.isFinite(v) ? v : null, useful: useful[j]!.has(i), text: SWEEP.items[j]!.text, i })));
    return html`
      <div class="controls">
        <label>τs <input type="range" min=${range('tauS').min} max=${range('tauS').max} step=${range('tauS').step} .value=${String(s.tauS)} aria-label="tau s for the sweep" @input=${(e: Event) => this.lab.set({ tauS: Number((e.target as HTMLInputElement).value) })} /><output class="mono">${s.tauS.toFixed(3)}</output></label>
        <label>k <input type="range" min=${range('k').min} max=${range('k').max} step=${range('k').step} .value=${String(s.k)} aria-label="k, the most positions kept per text" @input=${(e: Event) => this.lab.set({ k: Number((e.target as HTMLInputElement).value) })} /><output class="mono">${s.k}</output></label>
        ${this.exports(`tau-s-sweep-${s.tauS.toFixed(3)}-k${s.k}`)}
      </div>
      <p class="summary" role="status" data-positions=${now.positions} data-useful-kept=${now.usefulKept}>
        At τs = ${s.tauS.toFixed(3)} and k = ${s.k}: <strong>${now.positions}</strong> positions kept over ${SWEEP.items.length} texts (${pct(now.share)} of all tokens);
        <strong>${now.usefulKept} of ${now.usefulAll}</strong> places where a useful call stands are among them.
      </p>
      <svg class="chart" viewBox="0 0 720 470" role="img" aria-label=${`Positions kept and useful places covered against tau s; at ${s.tauS}: ${now.positions} positions, ${now.usefulKept} of ${now.usefulAll} useful places`}>
        <rect width="720" height="470" fill="#ffffff"></rect>
        ${curvePlot(
          { x: 70, y: 40, width: 580, height: 200 },
          TAU_S,
          countAxis,
          SHARE,
          [
            { label: 'positions kept', side: 'left', points: rows.map((r) => [r.tauS, r.positions]) },
            { label: 'useful places kept', side: 'right', points: rows.map((r) => [r.tauS, r.usefulAll ? r.usefulKept / r.usefulAll : NaN]) },
          ],
          Math.max(s.tauS, 1e-4),
          `τs = ${s.tauS.toFixed(3)}`,
          { x: 'τs (log scale; a position needs p(<API>) above it)', left: 'positions kept', right: 'share of useful places' },
        )}
        ${strip(
          { x: 70, y: 310, width: 580, height: 100 },
          TAU_S,
          flat.filter((f) => f.useful || (f.value ?? 0) > 1e-3).map((f) => ({ value: f.value, useful: f.useful, kept: (f.value ?? 0) > s.tauS, title: `token ${f.i} of “${f.text}”: p = ${f.value ?? 'n/a'}` })),
          Math.max(s.tauS, 1e-4),
          'positions at their p(<API>) (useful places, and others above 10⁻³)',
        )}
      </svg>
    `;
  }

  private decodingK() {
    const s = this.s;
    const run = s.kSweep;
    if (s.models.length > 0 && !s.models.includes('toolformer')) {
      return html`<p class="message" role="status">This site has no “toolformer” model, so the k sweep cannot be shown. Stage 7 lets you move k by hand.</p>`;
    }
    if (run.status === 'error' && run.error) return html`<p class="message error" role="alert">${describeError(run.error, 'a held-out prompt')}</p>`;
    if (run.status !== 'done' || !run.value) {
      return html`<p class="status busy" role="status" data-k-progress=${run.done ?? 0}>
        Decoding ${K_SWEEP.items.length} held-out prompts once per k = 1…10 with the fine-tuned model: ${run.done ?? 0} of ${run.total ?? K_VALUES.length * K_SWEEP.items.length}…
      </p>`;
    }
    const rows = kRows(run.value.runs);
    const first = rows[0]!;
    const last = rows.at(-1)!;
    return html`
      <div class="controls">
        <p class="explain">
          ${K_SWEEP.items.length} held-out prompts (${K_SWEEP.items.filter((i) => i.kind === 'math').length} arithmetic, ${K_SWEEP.items.filter((i) => i.kind === 'dates').length} dates), each
          decoded by the fine-tuned model once per k: a call may start when <code>&lt;API&gt;</code> is among the k most likely tokens.
        </p>
        ${this.exports('k-sweep')}
      </div>
      <p class="summary" role="status">
        From k = ${first.k} to k = ${last.k}: calls in <strong>${pct(first.callRate)}</strong> → <strong>${pct(last.callRate)}</strong> of the prompts,
        accuracy <strong>${pct(first.accuracy)}</strong> → <strong>${pct(last.accuracy)}</strong>.
      </p>
      <svg class="chart" viewBox="0 0 720 300" role="img" aria-label=${`Call rate and accuracy against k; at k = ${last.k}: calls ${pct(last.callRate)}, accuracy ${pct(last.accuracy)}`}>
        <rect width="720" height="300" fill="#ffffff"></rect>
        ${curvePlot(
          { x: 70, y: 40, width: 580, height: 200 },
          K,
          SHARE,
          null,
          [
            { label: 'call rate', side: 'left', points: rows.map((r) => [r.k, r.callRate]) },
            { label: 'accuracy', side: 'left', points: rows.map((r) => [r.k, r.accuracy]) },
          ],
          10,
          'k = 10 (the paper’s)',
          { x: 'k (<API> may start a call when among the k most likely tokens)', left: 'share of prompts' },
        )}
      </svg>
      <table class="all k-sweep">
        <thead><tr><th scope="col">k</th><th scope="col">call rate</th><th scope="col">accuracy</th></tr></thead>
        <tbody>
          ${rows.map(
            (r) => html`<tr data-k=${r.k} data-calls=${r.calls} data-correct=${r.correct} data-n=${r.n}>
              <td class="mono">${r.k}</td><td>${pct(r.callRate)} <span class="muted">(${r.calls} of ${r.n})</span></td><td>${pct(r.accuracy)} <span class="muted">(${r.correct} of ${r.n})</span></td>
            </tr>`,
          )}
        </tbody>
      </table>
      <p class="muted about">${K_SWEEP.about}</p>
    `;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'tf-sweep-panel': SweepPanelElement;
  }
}
