import { html } from 'lit';
import { customElement } from 'lit/decorators.js';
import { CORPUS, FUNNEL, MODEL_CONFIGS, parameterCount, REPORT, trainingRun, type ModelName } from '../../app/models-info.ts';
import { TOOL_USE_EMERGES_AT } from '../../app/paper.ts';
import { LabElement } from '../shared/lab-element.ts';
import { styles } from './models-panel.styles.ts';

const int = (n: number) => Math.round(n).toLocaleString('en-US');
const pct = (v: number | undefined) => (v === undefined || !Number.isFinite(v) ? '—' : `${(100 * v).toFixed(1)}%`);
const millions = (n: number) => `${(n / 1e6).toFixed(2)}M`;

const ROLE: Record<ModelName, string> = {
  base: 'The model M of the paper: it samples positions and calls (Stages 2–3) and its losses decide which calls are kept (Stage 5).',
  toolformer: 'M fine-tuned on C*: the model that calls tools by itself (Stage 7).',
  control: 'M fine-tuned on the same texts with no calls (the paper’s “GPT-J + CC”): what fine-tuning alone does.',
};

/** What each part of C is for (train/CORPUS.md says more). */
const COMPONENT: Record<string, string> = {
  narrative: 'ordinary stories and notes',
  arithmetic: 'texts whose numbers follow from other numbers',
  calendar: 'texts that say the day or date',
  facts: 'sentences stating facts of the knowledge base (only those marked for pretraining)',
  summary: 'texts that state a figure or fact, then use it again later — so the model learns to reuse what it has read',
  demos: 'documents in P(x)’s own layout: an instruction and Input/Output pairs with calls inserted, no results',
};

/**
 * @summary How the shipped models were made: size and shape, the runs that trained them, the text they read and the help the base got (and why), the funnel that made C*, and how well they do — every number read from the shipped files.
 */
@customElement('tf-models-panel')
export class ModelsPanelElement extends LabElement {
  static override styles = styles;

  override render() {
    const base = parameterCount(MODEL_CONFIGS.base);
    return html`<article aria-labelledby="models-title">
      <header class="stage">
        <p class="eyebrow">About the models</p>
        <h2 id="models-title">How these models were made</h2>
        <p class="explain">
          The lab runs three models of one size, all trained by this project on text it generated itself. Every number on this page is
          read from the files the lab ships (each model’s <code>config.json</code> and <code>models/eval/</code>); nothing is typed in.
        </p>
      </header>
      ${this.models()} ${this.help(base)} ${this.corpus()} ${this.funnel()} ${this.evaluation()}
      <p class="next"><button type="button" @click=${() => this.lab.set({ view: 'paper' })}>The paper beside us →</button></p>
    </article>`;
  }

  private models() {
    return html`<section aria-labelledby="m-shape">
      <h3 id="m-shape">The three models</h3>
      <div class="scroll"><table data-table="models">
        <thead><tr><th scope="col">model</th><th scope="col">what it is</th><th scope="col">parameters</th><th scope="col">shape</th><th scope="col">its last training run</th></tr></thead>
        <tbody>${(Object.keys(MODEL_CONFIGS) as ModelName[]).map((name) => {
          const c = MODEL_CONFIGS[name];
          const run = trainingRun(c);
          return html`<tr data-model=${name}>
            <th scope="row">${name}</th>
            <td>${ROLE[name]}</td>
            <td class="num" data-parameters=${parameterCount(c)}>${millions(parameterCount(c))}</td>
            <td>${c.n_layer} layers × ${c.n_embd} wide, ${c.n_head} heads; reads ${int(c.n_positions)} tokens; ${int(c.vocab_size)}-token vocabulary</td>
            <td>${run
              ? html`${int(run.steps)} steps of ${run.batch} × ${int(c.n_positions)} tokens${run.from ? html` from <code>${run.from}</code>` : ''}, learning rate ${run.lr}, on
                  ${run.mix.map((m, j) => html`${j ? ', ' : ''}<code>${m.file}</code> ${Math.round(m.share * 100)}%`)}`
              : '—'}</td>
          </tr>`;
        })}</tbody>
      </table></div>
    </section>`;
  }

  private help(parameters: number) {
    const demos = CORPUS.pretrain_components.demos;
    return html`<section aria-labelledby="m-help">
      <h3 id="m-help">The help the base model got, and why</h3>
      <p>
        In the paper, GPT-J learns the method from a prompt P(x) with a few examples, and the benefit of tools appears only around
        <strong>${int(TOOL_USE_EMERGES_AT / 1e6)}M parameters</strong>. Ours has <strong data-base-parameters=${parameters}>${millions(parameters)}</strong>,
        ${int(TOOL_USE_EMERGES_AT / parameters)} times fewer. A model this small cannot pick up an unseen format from a few examples, so the base
        was pretrained with help GPT-J did not need:
      </p>
      <ul>
        <li><strong>Demonstrations</strong>: ${int(demos.docs)} documents in P(x)’s own layout${demos.by_tool ? html` (${Object.entries(demos.by_tool).map(([t, n], j) => `${j ? ', ' : ''}${int(n)} ${t}`)})` : ''},
          with calls inserted and no results. They are the only place calls occur in C.</li>
        <li><strong>Summaries</strong>: ${int(CORPUS.pretrain_components.summary.docs)} texts that state a figure and use it again, so the filter’s
          prefix e(c, r) can help: the model must already reuse what came earlier.</li>
        <li><strong>Copy drills, arrow notes and made-up names</strong> (later training runs): notes such as <code>[18 / 24 -&gt; 0.75]</code> above a
          text that uses their right side, with no tool name, so the model copies a result it is shown. Without them the filter could not see
          any call help (<code>train/CORPUS.md</code> has the measurements).</li>
      </ul>
      <p class="muted">So the base model in this lab was taught what calls look like before the method began. What the method still does on its own:
        choose positions, sample calls, run them, and keep those whose results help.</p>
    </section>`;
  }

  private corpus() {
    const parts = Object.entries(CORPUS.pretrain_components);
    const docs = parts.reduce((s, [, p]) => s + p.docs, 0);
    return html`<section aria-labelledby="m-corpus">
      <h3 id="m-corpus">C, the text the base model read</h3>
      <div class="scroll"><table data-table="corpus">
        <thead><tr><th scope="col">part</th><th scope="col">documents</th><th scope="col">characters</th><th scope="col">what it is</th></tr></thead>
        <tbody>${parts.map(([name, p]) => html`<tr><th scope="row">${name}</th><td class="num">${int(p.docs)}</td><td class="num">${int(p.chars)}</td><td>${COMPONENT[name] ?? ''}</td></tr>`)}</tbody>
        <tfoot><tr><th scope="row">all</th><td class="num">${int(docs)}</td><td class="num">${int(parts.reduce((s, [, p]) => s + p.chars, 0))}</td><td>
          facts: ${int(CORPUS.facts.pretrain)} in pretraining, ${int(CORPUS.facts.held_out)} held out (only the QA tool knows them)</td></tr></tfoot>
      </table></div>
    </section>`;
  }

  private funnel() {
    const taus = ['0.5', '1', '2'];
    return html`<section aria-labelledby="m-funnel">
      <h3 id="m-funnel">The funnel that made C*</h3>
      <p>${int(FUNNEL.texts)} texts were annotated by <code>${FUNNEL.model}</code> (${FUNNEL.placement} placement), each tool at the paper’s settings for it; ${int(FUNNEL.cstar)} calls were written into C*, on which <code>toolformer</code> was fine-tuned.</p>
      <div class="scroll"><table data-table="funnel">
        <thead><tr><th scope="col">tool</th><th scope="col">texts</th><th scope="col">positions</th><th scope="col">calls sampled</th><th scope="col">well-formed</th><th scope="col">distinct</th><th scope="col">with a result</th>${taus.map((t) => html`<th scope="col">kept at τf ${t}</th>`)}</tr></thead>
        <tbody>${FUNNEL.funnel.map(
          (r) => html`<tr data-tool=${r.tool}><th scope="row">${r.tool}</th>${[r.texts, r.positions, r.sampled, r.wellFormed, r.distinct, r.executed].map((v) => html`<td class="num">${int(v)}</td>`)}${taus.map((t) => html`<td class="num">${int(r.kept[t] ?? 0)}</td>`)}</tr>`,
        )}</tbody>
      </table></div>
    </section>`;
  }

  private evaluation() {
    const hand = REPORT.hand;
    const kinds = ['math', 'dates', 'facts', 'all'];
    const models = Object.keys(hand.accuracy);
    return html`<section aria-labelledby="m-eval">
      <h3 id="m-eval">How well they do</h3>
      <p>Prompts written by hand, cut before the answer (the ${hand.split} part: ${Object.entries(hand.items).map(([k, n], j) => `${j ? ', ' : ''}${n} ${k}`)}); right answers:</p>
      <div class="scroll"><table data-table="eval-hand">
        <thead><tr><th scope="col">model</th>${kinds.map((k) => html`<th scope="col">${k}</th>`)}<th scope="col">right tool called</th></tr></thead>
        <tbody>${models.map((m) => html`<tr data-model=${m}><th scope="row">${m}</th>${kinds.map((k) => html`<td class="num">${pct(hand.accuracy[m]?.[k]?.accuracy)}</td>`)}<td class="num">${m === 'toolformer' ? pct(hand.accuracy[m]?.all?.rightToolRate) : '—'}</td></tr>`)}</tbody>
      </table></div>
      ${hand.failures
        ? html`<p>What went wrong for <code>toolformer</code>: ${Object.entries(hand.failures).map(([k, f], j) => html`${j ? '; ' : ''}${k}: ${Object.entries(f).map(([c, n]) => `${c} ${n}`).join(', ') || 'none'}`)}.</p>`
        : ''}
      <p>Generated prompts (from the corpus generator’s own templates, so they flatter every model):</p>
      <div class="scroll"><table data-table="eval-generated">
        <thead><tr><th scope="col">model</th>${Object.keys(REPORT.items).map((k) => html`<th scope="col">${k} (${REPORT.items[k]})</th>`)}<th scope="col">perplexity, held-out text</th></tr></thead>
        <tbody>${Object.keys(REPORT.accuracy).map((m) => html`<tr data-model=${m}><th scope="row">${m}</th>${Object.keys(REPORT.items).map((k) => html`<td class="num">${pct(REPORT.accuracy[m]?.[k]?.accuracy)}</td>`)}<td class="num">${REPORT.perplexity[m]?.toFixed(2) ?? '—'}</td></tr>`)}</tbody>
      </table></div>
      <p>How often <code>toolformer</code> calls a tool on them: ${pct(REPORT.callRate['k=1'])} when a call must be its single most likely next token (k = 1), ${pct(REPORT.callRate['k=10'])} when it need only be among the ten most likely (k = 10).</p>
    </section>`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'tf-models-panel': ModelsPanelElement;
  }
}
