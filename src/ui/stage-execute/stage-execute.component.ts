import { html, nothing } from 'lit';
import { customElement, state } from 'lit/decorators.js';
import { live } from 'lit/directives/live.js';
import { selectedPositions } from '../../app/derived.ts';
import { type Execution } from '../../app/state.ts';
import { linearizeForDisplay } from '../../core/syntax.ts';
import { tools } from '../../tools/registry.ts';
import { showToken } from '../shared/format.ts';
import { LabElement } from '../shared/lab-element.ts';
import '../formula/formula.component.ts';
import { styles } from './stage-execute.styles.ts';


/**
 * @summary Stage 4: every distinct call is run by its tool, here in the page; its result r, or why it has none. The learner can add calls of their own.
 */
@customElement('tf-stage-execute')
export class StageExecuteElement extends LabElement {
  static override styles = styles;

  @state() private where: number | null = null;
  @state() private written = '';
  @state() private words = '';
  @state() private problem = '';

  override render() {
    const s = this.s;
    return html`
      <header class="stage">
        <p class="eyebrow">Stage 4</p>
        <h2>Running the calls</h2>
        <tf-formula class="formula" label="r equals a c of i c" .tex=${String.raw`r = a_c(i_c)`}></tf-formula>
        <p class="explain">
          Each distinct call is handed to its tool, which returns a short text r — or nothing, when the input makes no sense to
          it. The tools run right here in your browser. A call without a result is still taken to the filter, which will drop it.
        </p>
      </header>
      <div class="controls" ?hidden=${!this.shown('now')}>
        <label>Document date (the Calendar's “today”)
          <input type="date" .value=${live(s.now)} aria-label="document date" @change=${(e: Event) => this.setDate((e.target as HTMLInputElement).value)} />
        </label>
      </div>
      ${this.table()}
      <h3>Write your own call</h3>
      <p class="explain">Try a different call at a place of your choice — for example <code>Calendar()</code> where the model wrote a Calculator call — and compare them in the filter.</p>
      <p class="explain">
        Spacing is part of the call: <code>Calculator(18/24)</code> and <code>Calculator(18 / 24)</code> give the same result but are
        different tokens, so the model finds one likelier than the other and the filter's losses differ. The prompt's
        demonstrations write a space around each operator; add both and compare their gains in Stage 5.
      </p>
      ${this.form()}
      <div class="next"><button class="primary" type="button" @click=${() => this.lab.set({ stage: 5 })}>Filter the calls →</button></div>
    `;
  }

  private setDate(value: string): void {
    this.lab.set({ now: value }); // a date the row refuses is ignored
  }

  private table() {
    const s = this.s;
    if (s.sentence.trim() === '') return html`<p class="message" role="status">Type a sentence above first.</p>`;
    const tooLong = this.sentenceTooLong('no positions to place a call at');
    if (tooLong) return tooLong;
    const runs = s.executions.value;
    if (!runs) return html`<p class="status busy" role="status">Waiting for the sampled calls…</p>`;
    if (runs.length === 0) return html`<p class="muted">No well-formed calls yet. Write one below.</p>`;
    const x = s.tokens.value?.x;
    return html`<table class="runs">
      <thead><tr><th scope="col">before</th><th scope="col">call</th><th scope="col">result r</th><th scope="col"><span class="sr-only">remove</span></th></tr></thead>
      <tbody>
        ${runs.map((r) => this.row(r, x?.pieces[r.position] ?? ''))}
      </tbody>
    </table>`;
  }

  private row(r: Execution, piece: string) {
    const custom = this.s.custom.find((c) => c.position === r.position && c.call.tool === r.call.tool && c.call.input === r.call.input);
    return html`<tr data-call=${`${r.call.tool}(${r.call.input})`} data-position=${r.position} data-ok=${String(r.outcome.ok)}>
      <td class="mono">${showToken(piece)} <span class="source">#${r.position}</span></td>
      <td><span class="call">${linearizeForDisplay(r.call, undefined, tools)}</span><br /><span class="source">${r.source === 'yours' ? 'yours' : `sampled ×${r.count}`}</span></td>
      <td>${r.outcome.ok ? html`<span class="result">${r.outcome.result}</span>` : html`<span class="none">no result: ${r.outcome.reason}</span>`}</td>
      <td>${custom ? html`<button type="button" aria-label="remove this call" @click=${() => this.lab.removeCustomCall(custom.id)}>Remove</button>` : nothing}</td>
    </tr>`;
  }

  private form() {
    const x = this.s.tokens.value?.x;
    if (!x) return html`<p class="muted">The sentence must be tokenized first.</p>`;
    const chosen = selectedPositions(this.s);
    const where = this.where !== null && this.where < x.ids.length ? this.where : (chosen[0] ?? 0);
    return html`<form class="custom card" @submit=${(e: Event) => this.add(e, where)}>
      <label>Before the words
        <input type="text" name="words" .value=${live(this.words)} placeholder="e.g. 0.75" @input=${(e: Event) => this.findWords((e.target as HTMLInputElement).value)} />
      </label>
      <label>or the token
        <select class="where" name="where" aria-label="position of the call" @change=${(e: Event) => (this.where = Number((e.target as HTMLSelectElement).value))}>
          ${x.pieces.map((p, i) => html`<option value=${i} ?selected=${i === where}>#${i} ${showToken(p)}${chosen.includes(i) ? ' ▼' : ''}</option>`)}
        </select>
      </label>
      <label>Call
        <input type="text" name="call" .value=${live(this.written)} placeholder="Calendar()" aria-describedby="custom-problem" @input=${(e: Event) => (this.written = (e.target as HTMLInputElement).value)} />
      </label>
      <button class="primary" type="submit">Add call</button>
      <p id="custom-problem" class="${this.problem ? 'message error' : ''}" role=${this.problem ? 'alert' : 'status'} style="flex-basis:100%;margin:0">${this.problem}</p>
    </form>`;
  }

  private findWords(words: string): void {
    this.words = words;
    if (!words) return void (this.problem = '');
    const at = this.lab.positionOfWords(words);
    if (at === null) this.problem = `“${words}” does not occur in the sentence`;
    else {
      this.problem = '';
      this.where = at;
    }
  }

  private add(e: Event, where: number): void {
    e.preventDefault();
    const problem = this.lab.addCustomCall(this.written, where);
    this.problem = problem ?? '';
    if (!problem) this.written = '';
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'tf-stage-execute': StageExecuteElement;
  }
}
