import { html, nothing } from 'lit';
import { customElement } from 'lit/decorators.js';
import { live } from 'lit/directives/live.js';
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
        ${this.shown('sentence') ? this.sentenceField() : html`<p class="fixed"><strong>Sentence x</strong> <span id="sentence-text">${s.sentence}</span></p>`}
        ${this.shown('tool')
          ? html`<label
          >Tool
          <select aria-label="Tool" .value=${live(s.tool)} @change=${(e: Event) => this.lab.set({ tool: (e.target as HTMLSelectElement).value as ToolName })}>
            ${TOOL_NAMES.map((t) => html`<option value=${t} ?selected=${t === s.tool}>${t}</option>`)}
          </select>
        </label>`
          : html`<span class="muted">Tool: ${s.tool}</span>`}
      </div>
      <div class="presets">
        ${this.shown('presets')
          ? html`<span class="muted">Try:</span>
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
        <label class="main" for="sentence">Sentence x</label>
        <input
          id="sentence"
          class="sentence"
          type="text"
          spellcheck="false"
          autocomplete="off"
          placeholder="Type an English sentence, e.g. ${PRESETS[0]!.text}"
          aria-describedby="sentence-message"
          .value=${live(s.sentence)}
          @input=${(e: Event) => this.lab.set({ sentence: (e.target as HTMLInputElement).value })}
        />`;
  }

  private info(): string {
    const t = this.s.tokens;
    if (t.status === 'running') return 'tokenizing…';
    if (t.value) return `${t.value.x.ids.length} tokens · context ${t.value.contextSize}`;
    return '';
  }

  private message() {
    const s = this.s;
    if (s.sentence.trim() === '') return html`<p class="message" role="status">The sentence is empty. Type one, or pick one of the examples above.</p>`;
    if (s.tokens.status === 'error' && s.tokens.error) return html`<p class="message error" role="alert">${describeError(s.tokens.error, 'the sentence')}</p>`;
    if (s.scan.status === 'error' && s.scan.error?.kind === 'load-failed') return html`<p class="message error" role="alert">${describeError(s.scan.error)}</p>`;
    if (mostlyNotLatin(s.sentence)) {
      return html`<p class="message" role="status" data-note="english-only">
        The lab’s models read English only: they were trained on English text. Here they see bytes of characters they never
        learned (Stage 2 draws them as ∅), so p(&lt;API&gt;) stays near 0 and they will hardly propose a call. Everything
        still runs; for the method at work, try an English sentence, e.g. the examples above.
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
