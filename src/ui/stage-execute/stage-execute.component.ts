import { html, nothing } from 'lit';
import { msg, str } from '@lit/localize';
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
import { reason } from '../../app/reasons.ts';


/**
 * @summary Stage 4: every distinct call is run by its tool, here in the page; its result r, or why it has none. The learner can add calls of their own.
 */
@customElement('tf-stage-execute')
export class StageExecuteElement extends LabElement {
  static override styles = styles;

  @state() private where: number | null = null;
  @state() private written = '';
  @state() private words = '';
  /** Why the learner's call cannot be added: the lab's words, or a message of ours made at render time. */
  @state() private problem: string | (() => string) = '';

  override render() {
    const s = this.s;
    return html`
      <header class="stage">
        <p class="eyebrow">${msg(str`Stage ${4}`)}</p>
        <h2>${msg('Running the calls')}</h2>
        <tf-formula class="formula" label=${msg('r equals a c of i c', { desc: 'the formula read aloud by a screen reader' })} .tex=${String.raw`r = a_c(i_c)`}></tf-formula>
        <p class="explain">
          ${msg('Each distinct call is handed to its tool, which returns a short text r — or nothing, when the input makes no sense to it. The tools run right here in your browser. A call without a result is still taken to the filter, which will drop it.')}
        </p>
      </header>
      <div class="controls" ?hidden=${!this.shown('now')}>
        <label>${msg("Document date (the Calendar's “today”)")}
          <input type="date" .value=${live(s.now)} aria-label=${msg('document date')} @change=${(e: Event) => this.setDate((e.target as HTMLInputElement).value)} />
        </label>
      </div>
      ${this.table()}
      <h3>${msg('Write your own call')}</h3>
      <p class="explain">${msg(html`Try a different call at a place of your choice — for example <code>Calendar()</code> where the model wrote a Calculator call — and compare them in the filter.`)}</p>
      <p class="explain">
        ${msg(html`Spacing is part of the call: <code>Calculator(18/24)</code> and <code>Calculator(18 / 24)</code> give the same result but are different tokens, so the model finds one likelier than the other and the filter's losses differ. The prompt's demonstrations write a space around each operator; add both and compare their gains in Stage 5.`)}
      </p>
      ${this.form()}
      <div class="next"><button class="primary" type="button" @click=${() => this.lab.set({ stage: 5 })}>${msg('Filter the calls →')}</button></div>
    `;
  }

  private setDate(value: string): void {
    this.lab.set({ now: value }); // a date the row refuses is ignored
  }

  private table() {
    const s = this.s;
    if (s.sentence.trim() === '') return html`<p class="message" role="status">${msg('Type a sentence above first.')}</p>`;
    const tooLong = this.sentenceTooLong(msg('Until it fits, there are no positions to place a call at.', { desc: 'said after “Too long: the sentence needs N tokens…”' }));
    if (tooLong) return tooLong;
    const runs = s.executions.value;
    if (!runs) return html`<p class="status busy" role="status">${msg('Waiting for the sampled calls…')}</p>`;
    if (runs.length === 0) return html`<p class="muted">${msg('No well-formed calls yet. Write one below.')}</p>`;
    const x = s.tokens.value?.x;
    return html`<table class="runs">
      <thead><tr><th scope="col">${msg('before', { desc: 'table column: the token before which a call would go' })}</th><th scope="col">${msg('call', { desc: 'table column: the API call' })}</th><th scope="col">${msg('result r', { desc: 'table column: what the tool returned' })}</th><th scope="col"><span class="sr-only">${msg('remove', { desc: 'table column of Remove buttons' })}</span></th></tr></thead>
      <tbody>
        ${runs.map((r) => this.row(r, x?.pieces[r.position] ?? ''))}
      </tbody>
    </table>`;
  }

  private row(r: Execution, piece: string) {
    const custom = this.s.custom.find((c) => c.position === r.position && c.call.tool === r.call.tool && c.call.input === r.call.input);
    return html`<tr data-call=${`${r.call.tool}(${r.call.input})`} data-position=${r.position} data-ok=${String(r.outcome.ok)}>
      <td class="mono"><span lang="en">${showToken(piece)}</span> <span class="source">#${r.position}</span></td>
      <td><span class="call">${linearizeForDisplay(r.call, undefined, tools)}</span><br /><span class="source">${r.source === 'yours' ? msg('yours', { desc: 'a call the learner wrote' }) : msg(str`sampled ×${r.count}`)}</span></td>
      <td>${r.outcome.ok ? html`<span class="result">${r.outcome.result}</span>` : html`<span class="none">${msg(str`no result: ${reason(r.outcome.reason)}`)}</span>`}</td>
      <td>${custom ? html`<button type="button" aria-label=${msg('remove this call')} @click=${() => this.lab.removeCustomCall(custom.id)}>${msg('Remove')}</button>` : nothing}</td>
    </tr>`;
  }

  private form() {
    const x = this.s.tokens.value?.x;
    if (!x) return html`<p class="muted">${msg('The sentence must be tokenized first.')}</p>`;
    const chosen = selectedPositions(this.s);
    const where = this.where !== null && this.where < x.ids.length ? this.where : (chosen[0] ?? 0);
    const problem = typeof this.problem === 'function' ? this.problem() : this.problem;
    return html`<form class="custom card" @submit=${(e: Event) => this.add(e, where)}>
      <label>${msg('Before the words')}
        <input type="text" name="words" .value=${live(this.words)} placeholder=${msg('e.g. 0.75', { desc: 'placeholder: an example of words of the English sentence; keep 0.75' })} @input=${(e: Event) => this.findWords((e.target as HTMLInputElement).value)} />
      </label>
      <label>${msg('or the token')}
        <select class="where" name="where" aria-label=${msg('position of the call')} @change=${(e: Event) => (this.where = Number((e.target as HTMLSelectElement).value))}>
          ${x.pieces.map((p, i) => html`<option lang="en" value=${i} ?selected=${i === where}>#${i} ${showToken(p)}${chosen.includes(i) ? ' ▼' : ''}</option>`)}
        </select>
      </label>
      <label>${msg('Call', { desc: 'the field where the learner writes an API call' })}
        <input type="text" name="call" .value=${live(this.written)} placeholder="Calendar()" aria-describedby="custom-problem" @input=${(e: Event) => (this.written = (e.target as HTMLInputElement).value)} />
      </label>
      <button class="primary" type="submit">${msg('Add call')}</button>
      <p id="custom-problem" class="${problem ? 'message error' : ''}" role=${problem ? 'alert' : 'status'} style="flex-basis:100%;margin:0">${problem}</p>
    </form>`;
  }

  private findWords(words: string): void {
    this.words = words;
    if (!words) return void (this.problem = '');
    const at = this.lab.positionOfWords(words);
    if (at === null) this.problem = () => msg(str`“${words}” does not occur in the sentence`);
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
