import { html, nothing } from 'lit';
import { customElement } from 'lit/decorators.js';
import { live } from 'lit/directives/live.js';
import { msg, str } from '@lit/localize';
import { describeError } from '../../app/client.ts';
import { PRESETS, TOOL_NAMES, type ToolName } from '../../app/presets.ts';
import { LabElement } from '../shared/lab-element.ts';
import { styles } from './sentence-bar.styles.ts';

/** True when most of the letters are of a script other than Latin (汉字, кириллица, …): text our models never read. */
export function mostlyNotLatin(text: string): boolean {
  const letters = text.match(/\p{L}/gu) ?? [];
  const latin = letters.filter((c) => /\p{Script=Latin}/u.test(c)).length;
  return letters.length > 0 && latin / letters.length < 0.5;
}

/**
 * @summary The sentence x and the tool, always in view; presets; messages about the sentence itself (empty, too long).
 */
@customElement('tf-sentence-bar')
export class SentenceBarElement extends LabElement {
  static override styles = styles;

  override render() {
    const s = this.s;
    return html`
      <div class="row">
        ${this.shown('sentence') ? this.sentenceField() : html`<p class="fixed"><strong>${msg('Sentence x', { desc: 'label of the input text; x is the paper’s symbol for it, keep it' })}</strong> <span id="sentence-text">${s.sentence}</span></p>`}
        ${this.shown('tool')
          ? html`<label
          >${msg('Tool')}
          <select aria-label=${msg('Tool')} .value=${live(s.tool)} @change=${(e: Event) => this.lab.set({ tool: (e.target as HTMLSelectElement).value as ToolName })}>
            ${TOOL_NAMES.map((t) => html`<option value=${t} ?selected=${t === s.tool}>${t}</option>`)}
          </select>
        </label>`
          : html`<span class="muted">${msg(str`Tool: ${s.tool}`)}</span>`}
      </div>
      ${this.shown('sentence') && s.lang !== 'en'
        ? html`<p id="sentence-lang-note" class="note" role="note" style="margin:0.4rem 0 0">${msg('The models read English: type your sentence in English.')}</p>`
        : nothing}
      <div class="presets">
        ${this.shown('presets')
          ? html`<span class="muted">${msg('Try:', { desc: 'before buttons that load example sentences' })}</span>
              ${PRESETS.map((p, j) => html`<button type="button" data-preset=${j} title=${p.text} @click=${() => this.lab.usePreset(j)}>${p.label}</button>`)}`
          : nothing}
        <span class="info" aria-live="polite">${this.info()}</span>
      </div>
      <div id="sentence-message" aria-live="polite">${this.message()}</div>
    `;
  }

  private sentenceField() {
    const s = this.s;
    return html`
        <label class="main" for="sentence">${msg('Sentence x', { desc: 'label of the input text; x is the paper’s symbol for it, keep it' })}</label>
        <input
          id="sentence"
          class="sentence"
          type="text"
          spellcheck="false"
          autocomplete="off"
          placeholder=${msg(str`Type an English sentence, e.g. ${PRESETS[0]!.text}`)}
          aria-describedby=${s.lang !== 'en' ? 'sentence-lang-note sentence-message' : 'sentence-message'}
          .value=${live(s.sentence)}
          @input=${(e: Event) => this.lab.set({ sentence: (e.target as HTMLInputElement).value })}
        />`;
  }

  private info(): string {
    const t = this.s.tokens;
    if (t.status === 'running') return msg('tokenizing…');
    if (t.value) return msg(str`${t.value.x.ids.length} tokens · context ${t.value.contextSize}`, { desc: 'the sentence’s length in tokens · how many tokens the model reads at most' });
    return '';
  }

  private message() {
    const s = this.s;
    if (s.sentence.trim() === '') return html`<p class="message" role="status">${msg('The sentence is empty.')} ${msg('Type one, or pick one of the examples above.')}</p>`;
    if (s.tokens.status === 'error' && s.tokens.error) return html`<p class="message error" role="alert">${describeError(s.tokens.error, msg('the sentence', { desc: 'what was too long' }))}</p>`;
    if (s.scan.status === 'error' && s.scan.error?.kind === 'load-failed') return html`<p class="message error" role="alert">${describeError(s.scan.error)}</p>`;
    if (mostlyNotLatin(s.sentence)) {
      return html`<p class="message" role="status" data-note="english-only">
        ${msg('The lab’s models read English only: they were trained on English text.')}
        ${msg('Here they see bytes of characters they never learned (Stage 2 draws them as ∅), so p(<API>) stays near 0 and they will hardly propose a call.')}
        ${msg('Everything still runs; for the method at work, try an English sentence, e.g. the examples above.')}
      </p>`;
    }
    return nothing;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'tf-sentence-bar': SentenceBarElement;
  }
}
