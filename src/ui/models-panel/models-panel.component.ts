import { html } from 'lit';
import { customElement } from 'lit/decorators.js';
import { msg, str } from '@lit/localize';
import { CORPUS, FUNNEL, FUNNEL_ROUND2, MODEL_CONFIGS, parameterCount, REPORT, trainingRun, type FunnelRun, type ModelName } from '../../app/models-info.ts';
import { TOOL_USE_EMERGES_AT } from '../../app/paper.ts';
import { count, num, percent } from '../shared/format.ts';
import { modelLabel } from '../shared/model-label.ts';
import { LabElement } from '../shared/lab-element.ts';
import { styles } from './models-panel.styles.ts';

const millions = (n: number) => `${num(n / 1e6, 2)}M`;

/** What each model is (read at render time, in the lab's language). */
const role = (): Record<ModelName, string> => ({
  base: msg('The model M of the paper: it samples positions and calls (Stages 2–3) and its losses decide which calls are kept (Stage 5).'),
  toolformer: msg('M fine-tuned on C*: the model that calls tools by itself (Stage 7).'),
  control: msg('M fine-tuned on the same texts with no calls (the paper’s “GPT-J + CC”): what fine-tuning alone does.'),
});

/** What each part of C is for (train/CORPUS.md says more); the parts keep their names, which are the corpus files'. */
const component = (): Record<string, string> => ({
  narrative: msg('ordinary stories and notes', { desc: 'a part of the training corpus' }),
  arithmetic: msg('texts whose numbers follow from other numbers', { desc: 'a part of the training corpus' }),
  calendar: msg('texts that say the day or date', { desc: 'a part of the training corpus' }),
  facts: msg('sentences stating facts of the knowledge base (only those marked for pretraining)', { desc: 'a part of the training corpus' }),
  summary: msg('texts that state a figure or fact, then use it again later — so the model learns to reuse what it has read', { desc: 'a part of the training corpus' }),
  demos: msg('documents in P(x)’s own layout: an instruction and Input/Output pairs with calls inserted, no results', { desc: 'a part of the training corpus' }),
});

/** The kinds of evaluation prompt (report.json's keys), in words; an unknown one keeps its key. */
function kindName(kind: string): string {
  switch (kind) {
    case 'math':
      return msg('math', { desc: 'a kind of evaluation prompt (table column)' });
    case 'dates':
      return msg('dates', { desc: 'a kind of evaluation prompt (table column)' });
    case 'facts':
      return msg('facts', { desc: 'a kind of evaluation prompt (table column)' });
    case 'all':
      return msg('all', { desc: 'table header: all of the others together' });
    default:
      return kind;
  }
}

/** Why a hand-written prompt went wrong (report.json's failure kinds), in words; an unknown one keeps its key. */
function failureName(kind: string): string {
  switch (kind) {
    case 'no call':
      return msg('no call', { desc: 'why an answer was wrong: the model made no API call' });
    case 'tool':
      return msg('tool', { id: 'failure-tool', desc: 'why an answer was wrong: the model called the wrong tool' });
    case 'tool failed':
      return msg('tool failed', { desc: 'why an answer was wrong: the tool gave no result' });
    case 'operator':
      return msg('operator', { desc: 'why an answer was wrong: the calculator call had the wrong operator' });
    case 'operand':
      return msg('operand', { desc: 'why an answer was wrong: the calculator call had a wrong number' });
    case 'question':
      return msg('question', { desc: 'why an answer was wrong: the QA call asked the wrong question' });
    case 'result not used':
      return msg('result not used', { desc: 'why an answer was wrong: the model did not use the tool’s result' });
    default:
      return kind;
  }
}

/** FUNNEL.placement in words; an unknown one keeps its key. */
function placementName(placement: string): string {
  if (placement === 'prefix') return msg('prefix placement', { desc: 'calls written in front of the text while scoring' });
  if (placement === 'inline') return msg('inline placement', { desc: 'calls written inline, at their position, while scoring' });
  return placement;
}

/** One round's funnel: per tool, how many texts, positions and samples it took to keep how many calls. */
function funnelTable(run: FunnelRun, round: number) {
  const taus = ['0.5', '1', '2'];
  return html`<div class="scroll"><table data-table="funnel" data-round=${round}>
    <thead><tr><th scope="col">${msg('tool', { desc: 'table column header' })}</th><th scope="col">${msg('texts', { desc: 'table column header' })}</th><th scope="col">${msg('positions', { desc: 'table column header: positions chosen for a call' })}</th><th scope="col">${msg('calls sampled', { desc: 'table column header' })}</th><th scope="col">${msg('well-formed', { desc: 'table column header: sampled calls that parse' })}</th><th scope="col">${msg('distinct', { desc: 'table column header: calls left once duplicates are removed' })}</th><th scope="col">${msg('with a result', { desc: 'table column header: calls whose tool returned a result' })}</th>${taus.map((t) => html`<th scope="col">${msg(str`kept at τf ${t}`, { desc: 'table column header: calls kept by the filter at this threshold' })}</th>`)}</tr></thead>
    <tbody>${run.funnel.map(
      (r) => html`<tr data-tool=${r.tool}><th scope="row">${r.tool}</th>${[r.texts, r.positions, r.sampled, r.wellFormed, r.distinct, r.executed].map((v) => html`<td class="num">${count(v)}</td>`)}${taus.map((t) => html`<td class="num">${count(r.kept[t] ?? 0)}</td>`)}</tr>`,
    )}</tbody>
  </table></div>`;
}

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
        <p class="eyebrow">${msg('About the models', { desc: 'eyebrow above a page heading' })}</p>
        <h2 id="models-title">${msg('How these models were made')}</h2>
        <p class="explain">
          ${msg('The lab runs three models of one size, all trained by this project on text it generated itself.')}
          ${msg(html`Every number on this page is read from the files the lab ships (each model’s <code>config.json</code> and <code>models/eval/</code>); nothing is typed in.`)}
        </p>
      </header>
      ${this.models()} ${this.help(base)} ${this.corpus()} ${this.funnel()} ${this.evaluation()}
      <p class="next"><button type="button" @click=${() => this.lab.set({ view: 'paper' })}>${msg('The paper beside us →')}</button></p>
    </article>`;
  }

  private models() {
    return html`<section aria-labelledby="m-shape">
      <h3 id="m-shape">${msg('The three models')}</h3>
      <div class="scroll"><table data-table="models">
        <thead><tr><th scope="col">${msg('model', { desc: 'table column header' })}</th><th scope="col">${msg('what it is', { desc: 'table column header' })}</th><th scope="col">${msg('parameters', { desc: 'table column header: a model’s number of parameters' })}</th><th scope="col">${msg('shape', { desc: 'table column header: a model’s layers, width, heads, context and vocabulary' })}</th><th scope="col">${msg('its last training run', { desc: 'table column header' })}</th></tr></thead>
        <tbody>${(Object.keys(MODEL_CONFIGS) as ModelName[]).map((name) => {
          const c = MODEL_CONFIGS[name];
          const run = trainingRun(c);
          const mix = run ? run.mix.map((m, j) => html`${j ? ', ' : ''}<code>${m.file}</code> ${Math.round(m.share * 100)}%`) : [];
          return html`<tr data-model=${name}>
            <th scope="row">${name}</th>
            <td>${role()[name]}</td>
            <td class="num" data-parameters=${parameterCount(c)}>${millions(parameterCount(c))}</td>
            <td>${msg(str`${c.n_layer} layers × ${c.n_embd} wide, ${c.n_head} heads; reads ${count(c.n_positions)} tokens; ${count(c.vocab_size)}-token vocabulary`, { desc: 'a model’s shape' })}</td>
            <td>${!run
              ? '—'
              : run.from
                ? msg(html`${count(run.steps)} steps of ${run.batch} × ${count(c.n_positions)} tokens from <code>${run.from}</code>, learning rate ${run.lr}, on ${mix}`, { desc: 'a training run: steps of batch × tokens, from the checkpoint it started from, the learning rate, and the data files with their shares' })
                : msg(html`${count(run.steps)} steps of ${run.batch} × ${count(c.n_positions)} tokens, learning rate ${run.lr}, on ${mix}`, { desc: 'a training run: steps of batch × tokens, the learning rate, and the data files with their shares' })}</td>
          </tr>`;
        })}</tbody>
      </table></div>
    </section>`;
  }

  private help(parameters: number) {
    const demos = CORPUS.pretrain_components.demos;
    return html`<section aria-labelledby="m-help">
      <h3 id="m-help">${msg('The help the base model got, and why')}</h3>
      <p>
        ${msg(html`In the paper, GPT-J learns the method from a prompt P(x) with a few examples, and the benefit of tools appears only around <strong>${count(TOOL_USE_EMERGES_AT / 1e6)}M parameters</strong>.`)}
        ${msg(html`Ours has <strong data-base-parameters=${parameters}>${millions(parameters)}</strong>, ${count(TOOL_USE_EMERGES_AT / parameters)} times fewer.`, { desc: 'our base model’s parameter count, and how many times fewer than where tool use appears' })}
        ${msg('A model this small cannot pick up an unseen format from a few examples, so the base was pretrained with help GPT-J did not need:')}
      </p>
      <ul>
        <li>${demos.by_tool
          ? msg(html`<strong>Demonstrations</strong>: ${count(demos.docs)} documents in P(x)’s own layout (${Object.entries(demos.by_tool).map(([t, n], j) => `${j ? ', ' : ''}${count(n)} ${t}`)}), with calls inserted and no results.`, { desc: 'in parentheses: documents per tool, e.g. “900 Calculator, 800 QA”' })
          : msg(html`<strong>Demonstrations</strong>: ${count(demos.docs)} documents in P(x)’s own layout, with calls inserted and no results.`)}
          ${msg('They are the only place calls occur in C.', { desc: 'C is the paper’s symbol for the training text; keep it' })}</li>
        <li>${msg(html`<strong>Summaries</strong>: ${count(CORPUS.pretrain_components.summary.docs)} texts that state a figure and use it again, so the filter’s prefix e(c, r) can help: the model must already reuse what came earlier.`)}</li>
        <li>${msg(html`<strong>Copy drills, arrow notes and made-up names</strong> (later training runs): notes such as <code>[18 / 24 -&gt; 0.75]</code> above a text that uses their right side, with no tool name, so the model copies a result it is shown.`)}
          ${msg(html`Without them the filter could not see any call help (<code>train/CORPUS.md</code> has the measurements).`)}</li>
      </ul>
      <p class="muted">${msg('So the base model in this lab was taught what calls look like before the method began.')}
        ${msg('What the method still does on its own: choose positions, sample calls, run them, and keep those whose results help.')}</p>
    </section>`;
  }

  private corpus() {
    const parts = Object.entries(CORPUS.pretrain_components);
    const docs = parts.reduce((s, [, p]) => s + p.docs, 0);
    return html`<section aria-labelledby="m-corpus">
      <h3 id="m-corpus">${msg('C, the text the base model read', { desc: 'C is the paper’s symbol for the training text; keep it' })}</h3>
      <div class="scroll"><table data-table="corpus">
        <thead><tr><th scope="col">${msg('part', { desc: 'table column header: a part of the training corpus' })}</th><th scope="col">${msg('documents', { desc: 'table column header' })}</th><th scope="col">${msg('characters', { desc: 'table column header: text length' })}</th><th scope="col">${msg('what it is', { desc: 'table column header' })}</th></tr></thead>
        <tbody>${parts.map(([name, p]) => html`<tr><th scope="row"><code>${name}</code></th><td class="num">${count(p.docs)}</td><td class="num">${count(p.chars)}</td><td>${component()[name] ?? ''}</td></tr>`)}</tbody>
        <tfoot><tr><th scope="row">${msg('all', { desc: 'table header: all of the others together' })}</th><td class="num">${count(docs)}</td><td class="num">${count(parts.reduce((s, [, p]) => s + p.chars, 0))}</td><td>
          ${msg(str`facts: ${count(CORPUS.facts.pretrain)} in pretraining, ${count(CORPUS.facts.held_out)} held out (only the QA tool knows them)`)}</td></tr></tfoot>
      </table></div>
    </section>`;
  }

  private funnel() {
    return html`<section aria-labelledby="m-funnel">
      <h3 id="m-funnel">${msg('The funnel that made C*')}</h3>
      <p>${msg(html`${count(FUNNEL.texts)} texts were annotated by <code>${FUNNEL.model}</code> (${placementName(FUNNEL.placement)}), every tool sampled with the settings the paper gives QA and Calendar (the paper’s Calculator settings would cost ten times more here) and filtered at its own τf; C*, on which <code>toolformer</code> was fine-tuned, is the ${count(FUNNEL.cstar)} texts with at least one call kept.`, { desc: 'in <code>: a model’s name; in parentheses: where calls were placed while scoring' })}</p>
      ${funnelTable(FUNNEL, 1)}
      <h4 id="m-round2">${msg('Round 2: the method applied again')}</h4>
      <p>${msg(html`The paper suggests applying the method iteratively. In round 2 <code>${FUNNEL_ROUND2.model}</code>, fine-tuned on round 1’s C*, proposes the calls on ${count(FUNNEL_ROUND2.texts)} of round 1’s ${count(FUNNEL.texts)} texts with the same settings, and <code>${FUNNEL_ROUND2.scorer}</code> computes the losses, as in round 1, so both rounds keep a call for the same reason: its result helps that model predict the text.`, { desc: 'in <code>: model names' })}
        ${msg(html`Round 2’s C* has ${count(FUNNEL_ROUND2.cstar)} texts (round 1’s: ${count(FUNNEL.cstar)}). The lab ships the model fine-tuned on round 1’s C*; the README compares the two on the same prompts.`)}</p>
      ${funnelTable(FUNNEL_ROUND2, 2)}
    </section>`;
  }

  private evaluation() {
    const hand = REPORT.hand;
    const kinds = ['math', 'dates', 'facts', 'all'];
    const models = Object.keys(hand.accuracy);
    return html`<section aria-labelledby="m-eval">
      <h3 id="m-eval">${msg('How well they do')}</h3>
      <p>${msg(str`Prompts written by hand, cut before the answer (the ${hand.split} part: ${Object.entries(hand.items).map(([k, n], j) => `${j ? ', ' : ''}${n} ${kindName(k)}`).join('')}); right answers:`, { desc: 'before a table; the first value is the name of a split of the evaluation data, the second counts prompts per kind, e.g. “48 math, 30 dates”' })}</p>
      <div class="scroll"><table data-table="eval-hand">
        <thead><tr><th scope="col">${msg('model', { desc: 'table column header' })}</th>${kinds.map((k) => html`<th scope="col">${kindName(k)}</th>`)}<th scope="col">${msg('right tool called', { desc: 'table column header: share of prompts where the model called the right tool' })}</th></tr></thead>
        <tbody>${models.map((m) => html`<tr data-model=${m}><th scope="row">${modelLabel(m)}</th>${kinds.map((k) => html`<td class="num">${percent(hand.accuracy[m]?.[k]?.accuracy)}</td>`)}<td class="num">${m === 'toolformer' ? percent(hand.accuracy[m]?.all?.rightToolRate) : '—'}</td></tr>`)}</tbody>
      </table></div>
      ${hand.failures
        ? html`<p>${msg(html`What went wrong for <code>toolformer</code>: ${Object.entries(hand.failures).map(([k, f], j) => html`${j ? '; ' : ''}${kindName(k)}: ${Object.entries(f).map(([c, n]) => `${failureName(c)} ${n}`).join(', ') || msg('none', { desc: 'no failures' })}`)}.`, { desc: 'then, per kind of prompt, why answers were wrong, with counts' })}</p>`
        : ''}
      <p>${msg('Generated prompts (from the corpus generator’s own templates, so they flatter every model):')}</p>
      <div class="scroll"><table data-table="eval-generated">
        <thead><tr><th scope="col">${msg('model', { desc: 'table column header' })}</th>${Object.keys(REPORT.items).map((k) => html`<th scope="col">${kindName(k)} (${REPORT.items[k]})</th>`)}<th scope="col">${msg('perplexity, held-out text', { desc: 'table column header' })}</th></tr></thead>
        <tbody>${Object.keys(REPORT.accuracy).map((m) => html`<tr data-model=${m}><th scope="row">${modelLabel(m)}</th>${Object.keys(REPORT.items).map((k) => html`<td class="num">${percent(REPORT.accuracy[m]?.[k]?.accuracy)}</td>`)}<td class="num">${num(REPORT.perplexity[m], 2)}</td></tr>`)}</tbody>
      </table></div>
      <p>${msg(html`How often <code>toolformer</code> calls a tool on them: ${percent(REPORT.callRate['k=1'])} when a call must be its single most likely next token (k = 1), ${percent(REPORT.callRate['k=10'])} when it need only be among the ten most likely (k = 10).`)}</p>
    </section>`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'tf-models-panel': ModelsPanelElement;
  }
}
