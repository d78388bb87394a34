import { html } from 'lit';
import { customElement } from 'lit/decorators.js';
import { msg, str } from '@lit/localize';
import { FUNNEL, MODEL_CONFIGS, parameterCount, REPORT } from '../../app/models-info.ts';
import { PAPER_CALL_RATE, PAPER_DATES, PAPER_KEPT, PAPER_MATH, PAPER_MODEL, PAPER_PERPLEXITY, TOOL_USE_EMERGES_AT } from '../../app/paper.ts';
import { count, num, percent } from '../shared/format.ts';
import { modelLabel } from '../shared/model-label.ts';
import { LabElement } from '../shared/lab-element.ts';
import { styles } from './paper-panel.styles.ts';

/** Our rates are shares (0.42), the paper's are percentages (42.0). */
const paperPct = (v: number) => percent(v / 100);
const TAUS = ['0.5', '1', '2'] as const;
/** One of the paper's data sets, named as the paper names it, marked as the paper's. */
const paperSet = (name: string) => msg(str`${name} (paper)`, { desc: 'a data set of the paper (its name stays as it is), in a table header' });

/**
 * @summary The paper beside us: its Table 2 (calls kept at τf 0.5 / 1 / 2), its evaluations, call rates and perplexity next to the lab's own numbers, with the differences in scale stated.
 */
@customElement('tf-paper-panel')
export class PaperPanelElement extends LabElement {
  static override styles = styles;

  override render() {
    return html`<article aria-labelledby="paper-title">
      <header class="stage">
        <p class="eyebrow">${msg('About the models', { desc: 'eyebrow above a page heading' })}</p>
        <h2 id="paper-title">${msg('The paper beside us')}</h2>
        <p class="explain">
          ${msg('Schick et al. (2023) report their numbers for GPT-J; the lab reports its own for models made here.')}
          ${msg('They measure the same things in the same shape, at very different scales: read the shapes (what rises, what falls), not the sizes.')}
          ${msg('The paper’s numbers are typed from the paper; ours are read from the shipped files.')}
        </p>
      </header>
      ${this.scale()} ${this.kept()} ${this.evaluation()}
      <p class="next"><button type="button" @click=${() => this.lab.set({ view: 'models' })}>${msg('← How these models were made')}</button></p>
    </article>`;
  }

  private scale() {
    const ours = parameterCount(MODEL_CONFIGS.base);
    const paperKept = Object.values(PAPER_KEPT).reduce((s, k) => s + k['1'], 0);
    const ourKept = FUNNEL.funnel.reduce((s, r) => s + (r.kept['1'] ?? 0), 0);
    return html`<section aria-labelledby="p-scale">
      <h3 id="p-scale">${msg('Scale', { desc: 'heading: the size of the models and data, the paper’s against ours' })}</h3>
      <div class="scroll"><table data-table="scale">
        <thead><tr><th scope="col"></th><th scope="col">${msg('the paper', { desc: 'table column header' })}</th><th scope="col">${msg('this lab', { desc: 'table column header' })}</th></tr></thead>
        <tbody>
          <tr><th scope="row">${msg('model M', { desc: 'table row header; M is the paper’s symbol for the model, keep it' })}</th><td>${msg(str`${PAPER_MODEL.name}, ${num(PAPER_MODEL.parameters / 1e9, 1)}B parameters`, { desc: 'a model’s name, then its size in billions of parameters' })}</td><td>${msg(str`base, ${num(ours / 1e6, 2)}M parameters (${count(PAPER_MODEL.parameters / ours)} times fewer)`, { desc: '“base” is a model’s name, keep it; its size in millions of parameters' })}</td></tr>
          <tr><th scope="row">${msg('tool use appears', { desc: 'table row header: the model size at which tools start to help' })}</th><td>${msg(str`around ${count(TOOL_USE_EMERGES_AT / 1e6)}M parameters`)}</td><td>${msg(html`below that size: the base was helped in pretraining (see <button type="button" class="link" @click=${() => this.lab.set({ view: 'models' })}>how these models were made</button>)`)}</td></tr>
          <tr><th scope="row">${msg('texts annotated', { desc: 'table row header: texts the model annotated with API calls' })}</th><td>${msg('a subset of CCNet (web text)')}</td><td>${msg(str`${count(FUNNEL.texts)} generated texts`)}</td></tr>
          <tr><th scope="row">${msg('tools', { desc: 'table row header' })}</th><td>${Object.keys(PAPER_KEPT).length}: ${Object.keys(PAPER_KEPT).join(', ')}</td><td>${FUNNEL.funnel.length}: ${FUNNEL.funnel.map((r) => r.tool).join(', ')}</td></tr>
          <tr><th scope="row">${msg('calls kept at τf 1.0', { desc: 'table row header' })}</th><td>${count(paperKept)}</td><td>${count(ourKept)}</td></tr>
        </tbody>
      </table></div>
    </section>`;
  }

  private kept() {
    const ours = new Map(FUNNEL.funnel.map((r) => [r.tool, r]));
    return html`<section aria-labelledby="p-kept">
      <h3 id="p-kept">${msg('Calls kept as τf rises (the paper’s Table 2)')}</h3>
      <p>${msg('In both, a higher τf keeps far fewer calls.')}</p>
      <div class="scroll"><table data-table="kept">
        <thead>
          <tr><th scope="col" rowspan="2">${msg('tool', { desc: 'table column header' })}</th><th scope="colgroup" colspan="3">${msg('the paper, kept at τf', { desc: 'table column group header, above the thresholds 0.5, 1, 2' })}</th><th scope="colgroup" colspan="3">${msg('this lab, kept at τf', { desc: 'table column group header, above the thresholds 0.5, 1, 2' })}</th></tr>
          <tr>${TAUS.map((t) => html`<th scope="col">${t}</th>`)}${TAUS.map((t) => html`<th scope="col">${t}</th>`)}</tr>
        </thead>
        <tbody>${Object.entries(PAPER_KEPT).map(([tool, k]) => {
          const row = ours.get(tool);
          return html`<tr data-tool=${tool}><th scope="row">${tool}</th>${TAUS.map((t) => html`<td class="num">${count(k[t])}</td>`)}${row
            ? TAUS.map((t) => html`<td class="num">${count(row.kept[t] ?? 0)}</td>`)
            : html`<td colspan="3" class="muted">${msg('not in the lab', { desc: 'a tool of the paper that the lab does not have' })}</td>`}</tr>`;
        })}</tbody>
      </table></div>
    </section>`;
  }

  /** Where our model calls at each k, and whether those are the prompts it gets wrong without tools. */
  private calibration() {
    const rows = REPORT.calibration;
    if (!rows?.length) return '';
    const k1 = rows[0]!;
    const called = percent(k1.disabledWhereCalled ?? undefined);
    const notCalled = percent(k1.disabledWhereNotCalled ?? undefined);
    return html`<p>
        ${msg('Where does ours call at k = 1?')}
        ${(k1.disabledWhereCalled ?? 0) < (k1.disabledWhereNotCalled ?? 0)
          ? msg(str`With tools disabled, the same model is right on ${called} of the prompts it calls on at k = 1 and on ${notCalled} of the others: like the paper’s model, it calls more where it would otherwise fail.`)
          : msg(str`With tools disabled, the same model is right on ${called} of the prompts it calls on at k = 1 and on ${notCalled} of the others: unlike the paper’s model, it does not call mainly where it would otherwise fail.`)}
      </p>
      <div class="scroll"><table data-table="calibration">
        <thead><tr><th scope="col">k</th><th scope="col">${msg('calls', { desc: 'table column header: how often the model calls a tool' })}</th><th scope="col">${msg('right', { desc: 'table column header: share of right answers' })}</th><th scope="col">${msg('right where it called', { desc: 'table column header' })}</th><th scope="col">${msg('right where it did not', { desc: 'table column header' })}</th><th scope="col">${msg('tools disabled: right where k calls', { desc: 'table column header' })}</th><th scope="col">${msg('… where it does not', { desc: 'table column header, continuing the one before: tools disabled, right where k does not call' })}</th></tr></thead>
        <tbody>${rows.map(
          (r) => html`<tr data-k=${r.k}><th scope="row">${r.k}</th>${[r.callRate, r.accuracy, r.calledAccuracy, r.notCalledAccuracy, r.disabledWhereCalled, r.disabledWhereNotCalled].map((v) => html`<td class="num">${percent(v ?? undefined)}</td>`)}</tr>`,
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
        <h3 id="p-math">${msg('Arithmetic')}</h3>
        <p>${msg('The paper’s word-problem benchmarks beside our held-out arithmetic prompts (written by hand, and generated).')}</p>
        <div class="scroll"><table data-table="math">
          <thead><tr><th scope="col">${msg('model', { desc: 'table column header' })}</th>${PAPER_MATH.sets.map((s) => html`<th scope="col">${paperSet(s)}</th>`)}<th scope="col">${msg('lab model', { desc: 'table column header' })}</th><th scope="col">${msg('hand-written (lab)', { desc: 'table column header: the lab’s hand-written prompts' })}</th><th scope="col">${msg('generated (lab)', { desc: 'table column header: the lab’s generated prompts' })}</th></tr></thead>
          <tbody>${ours.map(([paper, lab]) => {
            const row = PAPER_MATH.rows.find((r) => r.model === paper)!;
            return html`<tr data-model=${lab}><th scope="row">${modelLabel(paper)}</th>${row.values.map((v) => html`<td class="num">${paperPct(v)}</td>`)}<td><code>${lab}</code></td><td class="num">${percent(hand[lab]?.math?.accuracy)}</td><td class="num">${percent(gen[lab]?.math?.accuracy)}</td></tr>`;
          })}</tbody>
        </table></div>
        <p>${msg(str`Toolformer called the calculator on ${paperPct(PAPER_MATH.toolUse)} of the paper’s math questions; ours called it on ${percent(hand.toolformer?.math?.rightToolRate)} of the hand-written ones.`)}</p>
      </section>
      <section aria-labelledby="p-dates">
        <h3 id="p-dates">${msg('Dates', { desc: 'heading: the evaluation on dates' })}</h3>
        <div class="scroll"><table data-table="dates">
          <thead><tr><th scope="col">${msg('model', { desc: 'table column header' })}</th><th scope="col">${paperSet('DATESET')}</th><th scope="col">${msg('lab model', { desc: 'table column header' })}</th><th scope="col">${msg('hand-written dates (lab)', { desc: 'table column header' })}</th><th scope="col">${msg('generated dates (lab)', { desc: 'table column header' })}</th></tr></thead>
          <tbody>
            <tr data-model="base"><th scope="row">GPT-J</th><td class="num">${paperPct(PAPER_DATES.gptj)}</td><td><code>base</code></td><td class="num">${percent(hand.base?.dates?.accuracy)}</td><td class="num">${percent(gen.base?.dates?.accuracy)}</td></tr>
            <tr data-model="toolformer"><th scope="row">Toolformer</th><td class="num">${paperPct(PAPER_DATES.toolformer)}</td><td><code>toolformer</code></td><td class="num">${percent(hand.toolformer?.dates?.accuracy)}</td><td class="num">${percent(gen.toolformer?.dates?.accuracy)}</td></tr>
          </tbody>
        </table></div>
        <p>${msg(str`The calendar was called on ${paperPct(PAPER_DATES.toolUse)} of DATESET in the paper, on ${percent(hand.toolformer?.dates?.rightToolRate)} of our hand-written date prompts.`)}</p>
      </section>
      <section aria-labelledby="p-calls">
        <h3 id="p-calls">${msg('How often the model calls: k = 1 against k = 10')}</h3>
        <p>${msg('Decoding opens a call when <API> is among the k most likely next tokens.')} ${msg('With k = 1 the model calls only when it is the most likely token, which the paper found happens mostly where the model would otherwise fail.')}</p>
        <div class="scroll"><table data-table="call-rate">
          <thead><tr><th scope="col">${msg('set', { desc: 'table column header: an evaluation data set' })}</th><th scope="col">k = 1</th><th scope="col">k = 10</th></tr></thead>
          <tbody>
            ${PAPER_CALL_RATE.map((r) => html`<tr><th scope="row">${paperSet(r.set)}</th><td class="num">${paperPct(r.k1)}</td><td class="num">${paperPct(r.k10)}</td></tr>`)}
            <tr data-model="toolformer"><th scope="row">${msg('generated prompts (lab)', { desc: 'table row header: the lab’s generated prompts' })}</th><td class="num">${percent(REPORT.callRate['k=1'])}</td><td class="num">${percent(REPORT.callRate['k=10'])}</td></tr>
          </tbody>
        </table></div>
        ${this.calibration()}
      </section>
      <section aria-labelledby="p-ppl">
        <h3 id="p-ppl">${msg('Does tool data hurt language modelling?')}</h3>
        <div class="scroll"><table data-table="perplexity">
          <thead><tr><th scope="col">${msg('model', { desc: 'table column header' })}</th><th scope="col">${paperSet('WikiText')}</th><th scope="col">${paperSet('CCNet')}</th><th scope="col">${msg('lab model', { desc: 'table column header' })}</th><th scope="col">${msg('held-out text (lab)', { desc: 'table column header: perplexity on the lab’s held-out text' })}</th></tr></thead>
          <tbody>
            <tr data-model="control"><th scope="row">${PAPER_PERPLEXITY[0].model}</th><td class="num">${num(PAPER_PERPLEXITY[0].wikitext, 1)}</td><td class="num">${num(PAPER_PERPLEXITY[0].ccnet, 1)}</td><td><code>control</code></td><td class="num">${num(control, 2)}</td></tr>
            <tr data-model="toolformer (disabled)"><th scope="row">${modelLabel(PAPER_PERPLEXITY[1].model)}</th><td class="num">${num(PAPER_PERPLEXITY[1].wikitext, 1)}</td><td class="num">${num(PAPER_PERPLEXITY[1].ccnet, 1)}</td><td><code>toolformer (disabled)</code></td><td class="num">${num(disabled, 2)}</td></tr>
          </tbody>
        </table></div>
        ${control && disabled
          ? html`<p>${disabled <= control
              ? msg(str`Ours: with tools disabled, the Toolformer model’s perplexity is ${percent(Math.abs(disabled / control - 1))} lower than the control’s (the paper: the same).`)
              : msg(str`Ours: with tools disabled, the Toolformer model’s perplexity is ${percent(Math.abs(disabled / control - 1))} higher than the control’s (the paper: the same).`)}</p>`
          : ''}
      </section>`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'tf-paper-panel': PaperPanelElement;
  }
}
