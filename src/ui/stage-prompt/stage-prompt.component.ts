import { html, nothing } from 'lit';
import { msg, str } from '@lit/localize';
import { customElement } from 'lit/decorators.js';
import { live } from 'lit/directives/live.js';
import { describeError } from '../../app/client.ts';
import { MODEL_CONFIGS, parameterCount } from '../../app/models-info.ts';
import { TOOL_USE_EMERGES_AT } from '../../app/paper.ts';
import { defaultDraft, sameDraft, type PromptDraft } from '../../app/prompt-draft.ts';
import { TOOL_NAMES } from '../../app/presets.ts';
import { PROMPT_PLACEHOLDER } from '../../tools/prompt.ts';
import { LabElement } from '../shared/lab-element.ts';
import '../formula/formula.component.ts';
import { styles } from './stage-prompt.styles.ts';

/**
 * @summary Stage 1: the annotation prompt P(x) of the chosen tool — its instruction and demonstrations, editable, with a reset.
 */
@customElement('tf-stage-prompt')
export class StagePromptElement extends LabElement {
  static override styles = styles;

  override render() {
    const s = this.s;
    const draft = s.drafts[s.tool];
    const edited = !sameDraft(draft, defaultDraft(s.tool));
    const emerges = (TOOL_USE_EMERGES_AT / 1e6).toFixed(0);
    const baseSize = (parameterCount(MODEL_CONFIGS.base) / 1e6).toFixed(1);
    return html`
      <header class="stage">
        <p class="eyebrow">${msg(str`Stage ${1}`)}</p>
        <h2>${msg('The prompt P(x)')}</h2>
        <tf-formula
          class="formula"
          label=${msg('P of x is the instruction, then the demonstrations, then Input: x, Output:', { desc: 'the formula read aloud by a screen reader' })}
          .tex=${String.raw`P(x) \;=\; \text{instruction} \;\|\; \text{demonstrations} \;\|\; \texttt{Input: }x\;\texttt{Output:}`}
        ></tf-formula>
        <p class="explain">
          ${msg('P(x) never explains a tool. It shows a few handwritten examples in which calls sit inside ordinary text, and then the sentence x with nothing inserted. Whatever the model expects to come next — a call or not — is what the later stages measure. Edit an example or switch it off, and every stage after this one is recomputed with your P(x).')}
        </p>
        <p class="explain">
          ${msg(html`<strong>A departure from the paper:</strong> GPT-J (6.7B parameters) learned from P(x) alone, and the paper saw tool use emerge only near ${emerges}M parameters. The lab's base model has ${baseSize}M, so its pretraining text included help: documents laid out like P(x) (so that its samples are well-formed calls at all), copying drills and <code>left -&gt; right</code> notes, never a call with its result. <button type="button" class="link" data-view="models" @click=${() => this.lab.set({ view: 'models' })}>How these models were made</button> says what each part is and why.`)}
        </p>
      </header>

      <div class="controls">
        <span role="radiogroup" aria-label=${msg('Tool', { id: 'stage-prompt.tool', desc: 'label of the radio group that picks the tool (Calculator, Calendar, QA)' })} class="tools">
          ${msg('Tool:', { desc: 'visible label before the radio buttons that pick the tool (Calculator, Calendar, QA)' })}
          ${TOOL_NAMES.map(
            (t) => html`<label class="tool"><input type="radio" name="tool" value=${t} .checked=${live(t === s.tool)} @change=${() => this.lab.set({ tool: t })} /> ${t}</label>`,
          )}
        </span>
        <button type="button" ?disabled=${!edited} @click=${() => this.lab.resetDraft()}>${msg('Reset to the shipped prompt')}</button>
        <span class="count ${this.over() ? 'over' : ''}" aria-live="polite">${this.count()}</span>
      </div>
      ${this.overflowMessage()}
      ${autoNote(draft)}

      <h3 id="instruction-label">${msg('Instruction', { desc: 'the instruction at the top of the prompt P(x)' })}</h3>
      <textarea
        rows="3"
        aria-labelledby="instruction-label"
        .value=${live(draft.instruction)}
        @input=${(e: Event) => this.edit({ ...draft, instruction: (e.target as HTMLTextAreaElement).value })}
      ></textarea>

      <h3>${msg('Demonstrations', { desc: 'the worked examples in the prompt P(x)' })}</h3>
      ${draft.demonstrations.map(
        (d, j) => html`<div class="demo ${d.enabled ? '' : 'off'}" data-demo=${j}>
          <input
            type="checkbox"
            id="use-${j}"
            .checked=${live(d.enabled)}
            aria-label=${msg(str`use demonstration ${j + 1}`)}
            @change=${(e: Event) => this.editDemo(draft, j, { enabled: (e.target as HTMLInputElement).checked })}
          />
          <label for="use-${j}">${d.enabled ? msg(str`Demonstration ${j + 1}`) : d.autoOff ? msg(str`Demonstration ${j + 1} — left out by the lab, so that P(x) + x fits the model’s context`) : msg(str`Demonstration ${j + 1} (left out)`)}</label>
          <label for="in-${j}">${msg('Input', { desc: 'the input field of a demonstration in the prompt P(x)' })}</label>
          <textarea id="in-${j}" rows="2" .value=${live(d.input)} @input=${(e: Event) => this.editDemo(draft, j, { input: (e.target as HTMLTextAreaElement).value })}></textarea>
          <label for="out-${j}">${msg('Output', { desc: 'the output field of a demonstration in the prompt P(x)' })}</label>
          <textarea id="out-${j}" rows="2" .value=${live(d.output)} @input=${(e: Event) => this.editDemo(draft, j, { output: (e.target as HTMLTextAreaElement).value })}></textarea>
        </div>`,
      )}

      <h3>${msg('P(x) for your sentence')}</h3>
      <pre class="preview" lang="en" aria-label=${msg('the prompt with your sentence')}>${this.preview()}</pre>
      <div class="next"><button class="primary" type="button" @click=${() => this.lab.set({ stage: 2 })}>${msg('Where could a call go? →')}</button></div>
    `;
  }

  private preview() {
    const template = this.lab.template;
    const at = template.lastIndexOf(PROMPT_PLACEHOLDER);
    return html`${template.slice(0, at)}<span class="x">${this.s.sentence}</span>${template.slice(at + PROMPT_PLACEHOLDER.length)}`;
  }

  private count(): string {
    const scan = this.s.scan;
    if (scan.value) return msg(str`P(x) + x: ${scan.value.promptTokens} of ${scan.value.contextSize} tokens`);
    if (scan.error?.kind === 'context-overflow') return msg(str`P(x) + x: ${scan.error.length} of ${scan.error.contextSize} tokens`);
    return '';
  }

  private over(): boolean {
    return this.s.scan.error?.kind === 'context-overflow';
  }

  private overflowMessage() {
    const e = this.s.scan.error;
    if (e?.kind !== 'context-overflow') return nothing;
    return html`<p class="message error" role="alert">
      ${describeError(e, msg('P(x) followed by the sentence', { desc: 'what is too long; fills the blank in “Too long: … needs N tokens, but the model reads at most M.”' }))} ${msg('Switch off a demonstration or two below until it fits.')}
    </p>`;
  }

  private edit(draft: PromptDraft): void {
    this.lab.setDraft(draft);
  }

  private editDemo(draft: PromptDraft, j: number, patch: Partial<PromptDraft['demonstrations'][number]>): void {
    this.edit({ ...draft, demonstrations: draft.demonstrations.map((d, i) => (i === j ? { ...d, ...patch } : d)) });
  }
}

/** Says how many demonstrations the lab left out to fit the context. */
export function autoNote(draft: PromptDraft) {
  const n = draft.demonstrations.filter((d) => d.autoOff && !d.enabled).length;
  if (n === 0) return nothing;
  return html`<p class="message" role="status" data-auto-off=${n}>
    ${n === 1
      ? msg('P(x) with all demonstrations and this sentence is longer than the model can read, so the lab left out the last demonstration. Nothing of the sentence was cut. Switch demonstrations on or off in Stage 1 to choose for yourself.')
      : msg(str`P(x) with all demonstrations and this sentence is longer than the model can read, so the lab left out the last ${n} demonstrations. Nothing of the sentence was cut. Switch demonstrations on or off in Stage 1 to choose for yourself.`)}
  </p>`;
}

declare global {
  interface HTMLElementTagNameMap {
    'tf-stage-prompt': StagePromptElement;
  }
}
