import { html } from 'lit';
import { customElement } from 'lit/decorators.js';
import { FUNNEL, MODEL_CONFIGS, parameterCount, REPORT } from '../../app/models-info.ts';
import { PAPER_CALL_RATE, PAPER_DATES, PAPER_KEPT, PAPER_MATH, PAPER_MODEL, PAPER_PERPLEXITY, TOOL_USE_EMERGES_AT } from '../../app/paper.ts';
import { LabElement } from '../shared/lab-element.ts';
import { styles } from './paper-panel.styles.ts';

const int = (n: number) => Math.round(n).toLocaleString('en-US');
/** Our rates are shares (0.42), the paper's are percentages (42.0). */
const pct = (share: number | undefined) => (share === undefined || !Number.isFinite(share) ? '—' : `${(100 * share).toFixed(1)}%`);
const paperPct = (v: number) => `${v.toFixed(1)}%`;
const TAUS = ['0.5', '1', '2'] as const;

/**
 * @summary The paper beside us: its Table 2 (calls kept at τf 0.5 / 1 / 2), its evaluations, call rates and perplexity next to the lab's own numbers, with the differences in scale stated.
 */
@customElement('tf-paper-panel')
export class PaperPanelElement extends LabElement {
  static override styles = styles;

  override render() {
    return html`<article aria-labelledby="paper-title">
      <header class="stage">
        <p class="eyebrow">About the models</p>
        <h2 id="paper-title">The paper beside us</h2>
        <p class="explain">
          Schick et al. (2023) report their numbers for GPT-J; the lab reports its own for models made here. They measure the same things
          in the same shape, at very different scales: read the shapes (what rises, what falls), not the sizes. The paper’s numbers are typed
          from the paper; ours are read from the shipped files.
        </p>
      </header>
      ${this.scale()} ${this.kept()} ${this.evaluation()}
      <p class="next"><button type="button" @click=${() => this.lab.set({ view: 'models' })}>← How these models were made</button></p>
    </article>`;
  }

  private scale() {
    const ours = parameterCount(MODEL_CONFIGS.base);
    const paperKept = Object.values(PAPER_KEPT).reduce((s, k) => s + k['1'], 0);
    const ourKept = FUNNEL.funnel.reduce((s, r) => s + (r.kept['1'] ?? 0), 0);
    return html`<section aria-labelledby="p-scale">
      <h3 id="p-scale">Scale</h3>
      <div class="scroll"><table data-table="scale">
        <thead><tr><th scope="col"></th><th scope="col">the paper</th><th scope="col">this lab</th></tr></thead>
        <tbody>
          <tr><th scope="row">model M</th><td>${PAPER_MODEL.name}, ${(PAPER_MODEL.parameters / 1e9).toFixed(1)}B parameters</td><td>base, ${(ours / 1e6).toFixed(2)}M parameters (${int(PAPER_MODEL.parameters / ours)} times fewer)</td></tr>
          <tr><th scope="row">tool use appears</th><td>around ${int(TOOL_USE_EMERGES_AT / 1e6)}M parameters</td><td>below that size: the base was helped in pretraining (see <button type="button" class="link" @click=${() => this.lab.set({ view: 'models' })}>how these models were made</button>)</td></tr>
          <tr><th scope="row">texts annotated</th><td>a subset of CCNet (web text)</td><td>${int(FUNNEL.texts)} generated texts</td></tr>
          <tr><th scope="row">tools</th><td>${Object.keys(PAPER_KEPT).length}: ${Object.keys(PAPER_KEPT).join(', ')}</td><td>${FUNNEL.funnel.length}: ${FUNNEL.funnel.map((r) => r.tool).join(', ')}</td></tr>
          <tr><th scope="row">calls kept at τf 1.0</th><td>${int(paperKept)}</td><td>${int(ourKept)}</td></tr>
        </tbody>
      </table></div>
    </section>`;
  }

  private kept() {
    const ours = new Map(FUNNEL.funnel.map((r) => [r.tool, r]));
    return html`<section aria-labelledby="p-kept">
      <h3 id="p-kept">Calls kept as τf rises (the paper’s Table 2)</h3>
      <p>In both, a higher τf keeps far fewer calls.</p>
      <div class="scroll"><table data-table="kept">
        <thead>
          <tr><th scope="col" rowspan="2">tool</th><th scope="colgroup" colspan="3">the paper, kept at τf</th><th scope="colgroup" colspan="3">this lab, kept at τf</th></tr>
          <tr>${TAUS.map((t) => html`<th scope="col">${t}</th>`)}${TAUS.map((t) => html`<th scope="col">${t}</th>`)}</tr>
        </thead>
        <tbody>${Object.entries(PAPER_KEPT).map(([tool, k]) => {
          const row = ours.get(tool);
          return html`<tr data-tool=${tool}><th scope="row">${tool}</th>${TAUS.map((t) => html`<td class="num">${int(k[t])}</td>`)}${row
            ? TAUS.map((t) => html`<td class="num">${int(row.kept[t] ?? 0)}</td>`)
            : html`<td colspan="3" class="muted">not in the lab</td>`}</tr>`;
        })}</tbody>
      </table></div>
    </section>`;
  }

  /** Where our model calls at each k, and whether those are the prompts it gets wrong without tools. */
  private calibration() {
    const rows = REPORT.calibration;
    if (!rows?.length) return '';
    const k1 = rows[0]!;
    return html`<p>
        Where does ours call at k = 1? With tools disabled, the same model is right on ${pct(k1.disabledWhereCalled ?? undefined)} of the prompts it calls on
        at k = 1 and on ${pct(k1.disabledWhereNotCalled ?? undefined)} of the others${(k1.disabledWhereCalled ?? 0) < (k1.disabledWhereNotCalled ?? 0)
          ? ': like the paper’s model, it calls more where it would otherwise fail.'
          : ': unlike the paper’s model, it does not call mainly where it would otherwise fail.'}
      </p>
      <div class="scroll"><table data-table="calibration">
        <thead><tr><th scope="col">k</th><th scope="col">calls</th><th scope="col">right</th><th scope="col">right where it called</th><th scope="col">right where it did not</th><th scope="col">tools disabled: right where k calls</th><th scope="col">… where it does not</th></tr></thead>
        <tbody>${rows.map(
          (r) => html`<tr data-k=${r.k}><th scope="row">${r.k}</th>${[r.callRate, r.accuracy, r.calledAccuracy, r.notCalledAccuracy, r.disabledWhereCalled, r.disabledWhereNotCalled].map((v) => html`<td class="num">${pct(v ?? undefined)}</td>`)}</tr>`,
        )}</tbody>
      </table></div>`;
  }

  private evaluation() {
    const hand = REPORT.hand.accuracy;
    const gen = REPORT.accuracy;
    // The paper's GPT-J is our base; its "GPT-J + CC" our control.
    const ours: [string, string][] = [
      ['GPT-J', 'base'],
      ['Toolformer (disabled)', 'toolformer (disabled)'],
      ['Toolformer', 'toolformer'],
    ];
    const ppl = (m: string) => REPORT.perplexity[m];
    const control = ppl('control');
    const disabled = ppl('toolformer (disabled)');
    return html`<section aria-labelledby="p-math">
        <h3 id="p-math">Arithmetic</h3>
        <p>The paper’s word-problem benchmarks beside our held-out arithmetic prompts (written by hand, and generated).</p>
        <div class="scroll"><table data-table="math">
          <thead><tr><th scope="col">model</th>${PAPER_MATH.sets.map((s) => html`<th scope="col">${s} (paper)</th>`)}<th scope="col">lab model</th><th scope="col">hand-written (lab)</th><th scope="col">generated (lab)</th></tr></thead>
          <tbody>${ours.map(([paper, lab]) => {
            const row = PAPER_MATH.rows.find((r) => r.model === paper)!;
            return html`<tr data-model=${lab}><th scope="row">${paper}</th>${row.values.map((v) => html`<td class="num">${paperPct(v)}</td>`)}<td><code>${lab}</code></td><td class="num">${pct(hand[lab]?.math?.accuracy)}</td><td class="num">${pct(gen[lab]?.math?.accuracy)}</td></tr>`;
          })}</tbody>
        </table></div>
        <p>Toolformer called the calculator on ${paperPct(PAPER_MATH.toolUse)} of the paper’s math questions; ours called it on ${pct(hand.toolformer?.math?.rightToolRate)} of the hand-written ones.</p>
      </section>
      <section aria-labelledby="p-dates">
        <h3 id="p-dates">Dates</h3>
        <div class="scroll"><table data-table="dates">
          <thead><tr><th scope="col">model</th><th scope="col">DATESET (paper)</th><th scope="col">lab model</th><th scope="col">hand-written dates (lab)</th><th scope="col">generated dates (lab)</th></tr></thead>
          <tbody>
            <tr data-model="base"><th scope="row">GPT-J</th><td class="num">${paperPct(PAPER_DATES.gptj)}</td><td><code>base</code></td><td class="num">${pct(hand.base?.dates?.accuracy)}</td><td class="num">${pct(gen.base?.dates?.accuracy)}</td></tr>
            <tr data-model="toolformer"><th scope="row">Toolformer</th><td class="num">${paperPct(PAPER_DATES.toolformer)}</td><td><code>toolformer</code></td><td class="num">${pct(hand.toolformer?.dates?.accuracy)}</td><td class="num">${pct(gen.toolformer?.dates?.accuracy)}</td></tr>
          </tbody>
        </table></div>
        <p>The calendar was called on ${paperPct(PAPER_DATES.toolUse)} of DATESET in the paper, on ${pct(hand.toolformer?.dates?.rightToolRate)} of our hand-written date prompts.</p>
      </section>
      <section aria-labelledby="p-calls">
        <h3 id="p-calls">How often the model calls: k = 1 against k = 10</h3>
        <p>Decoding opens a call when &lt;API&gt; is among the k most likely next tokens. With k = 1 the model calls only when it is the most likely token, which the paper found happens mostly where the model would otherwise fail.</p>
        <div class="scroll"><table data-table="call-rate">
          <thead><tr><th scope="col">set</th><th scope="col">k = 1</th><th scope="col">k = 10</th></tr></thead>
          <tbody>
            ${PAPER_CALL_RATE.map((r) => html`<tr><th scope="row">${r.set} (paper)</th><td class="num">${paperPct(r.k1)}</td><td class="num">${paperPct(r.k10)}</td></tr>`)}
            <tr data-model="toolformer"><th scope="row">generated prompts (lab)</th><td class="num">${pct(REPORT.callRate['k=1'])}</td><td class="num">${pct(REPORT.callRate['k=10'])}</td></tr>
          </tbody>
        </table></div>
        ${this.calibration()}
      </section>
      <section aria-labelledby="p-ppl">
        <h3 id="p-ppl">Does tool data hurt language modelling?</h3>
        <div class="scroll"><table data-table="perplexity">
          <thead><tr><th scope="col">model</th><th scope="col">WikiText (paper)</th><th scope="col">CCNet (paper)</th><th scope="col">lab model</th><th scope="col">held-out text (lab)</th></tr></thead>
          <tbody>
            <tr data-model="control"><th scope="row">${PAPER_PERPLEXITY[0].model}</th><td class="num">${PAPER_PERPLEXITY[0].wikitext}</td><td class="num">${PAPER_PERPLEXITY[0].ccnet}</td><td><code>control</code></td><td class="num">${control?.toFixed(2) ?? '—'}</td></tr>
            <tr data-model="toolformer (disabled)"><th scope="row">${PAPER_PERPLEXITY[1].model}</th><td class="num">${PAPER_PERPLEXITY[1].wikitext}</td><td class="num">${PAPER_PERPLEXITY[1].ccnet}</td><td><code>toolformer (disabled)</code></td><td class="num">${disabled?.toFixed(2) ?? '—'}</td></tr>
          </tbody>
        </table></div>
        ${control && disabled
          ? html`<p>Ours: with tools disabled, the Toolformer model’s perplexity is ${pct(Math.abs(disabled / control - 1))} ${disabled <= control ? 'lower' : 'higher'} than the control’s (the paper: the same).</p>`
          : ''}
      </section>`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'tf-paper-panel': PaperPanelElement;
  }
}
