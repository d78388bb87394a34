import { html, nothing } from 'lit';
import { msg, str } from '@lit/localize';
import { customElement } from 'lit/decorators.js';
import { describeError } from '../../app/client.ts';
import { selectedPositions } from '../../app/derived.ts';
import { inkOn, logScale, rgb, viridis } from '../shared/colour.ts';
import { prob, showToken } from '../shared/format.ts';
import { LabElement } from '../shared/lab-element.ts';
import '../formula/formula.component.ts';
import { autoNote } from '../stage-prompt/stage-prompt.component.ts';
import { styles } from './stage-positions.styles.ts';
import { onPaperSettings, range } from '../../app/settings.ts';
import { describePaperSettings, paperSettings } from '../../core/paper-settings.ts';

/** A token's text with a leading space shown as a faint ␣, so token boundaries are visible. */
function tokenFace(piece: string) {
  return piece.length > 1 && piece.startsWith(' ') ? html`<span class="sp">␣</span>${showToken(piece.slice(1))}` : showToken(piece);
}

const RAMP = `linear-gradient(to right, ${Array.from({ length: 9 }, (_, j) => rgb(viridis(j / 8))).join(', ')})`;

/**
 * @summary Stage 2: p_i = p(<API> | P(x), x_{1:i−1}) for every token, from one forward pass; τs and k choose the positions.
 */
@customElement('tf-stage-positions')
export class StagePositionsElement extends LabElement {
  static override styles = styles;

  /** The paper's settings for this tool, one click away when the lab's differ. */
  private paperButton() {
    const s = this.s;
    const paper = paperSettings(s.tool);
    if (onPaperSettings(s)) return nothing;
    return html`<button type="button" @click=${() => this.lab.usePaperSettings()}>${msg(str`The paper's ${s.tool} settings (${describePaperSettings(paper)})`)}</button>`;
  }

  override render() {
    const s = this.s;
    return html`
      <header class="stage">
        <p class="eyebrow">${msg(str`Stage ${2}`)}</p>
        <h2>${msg('Where might a call go?')}</h2>
        <tf-formula class="formula" label=${msg('p i equals the probability of API given P of x and the tokens before i', { desc: 'the formula read aloud by a screen reader' })} .tex=${String.raw`p_i = p_M\big(\langle\mathrm{API}\rangle \;\big|\; P(x),\, x_{1:i-1}\big)`}></tf-formula>
        <tf-formula class="formula" label=${msg('keep the positions whose p i exceeds tau s, at most the top k', { desc: 'the formula read aloud by a screen reader' })} .tex=${String.raw`I = \operatorname{top}_k\,\{\, i \;:\; p_i > \tau_s \,\}`}></tf-formula>
        <p class="explain">
          ${msg('One forward pass over P(x) followed by x gives, before every token, how likely the model is to open a call right there. Positions above the threshold τs are candidates, and at most the k most likely ones are kept. Hover or focus a token for its exact value; click it to add or remove it by hand.')}
        </p>
      </header>
      <div class="controls">
        ${this.shown('tauS') ? html`<label>τs <input type="range" min=${range('tauS').min} max=${range('tauS').max} step=${range('tauS').step} .value=${String(s.tauS)} aria-label=${msg('tau s, the sampling threshold')} @input=${(e: Event) => this.lab.set({ tauS: Number((e.target as HTMLInputElement).value) })} /><output class="mono">${s.tauS.toFixed(3)}</output></label>` : nothing}
        ${this.shown('k') ? html`<label>k <input type="range" min=${range('k').min} max=${range('k').max} step=${range('k').step} .value=${String(s.k)} aria-label=${msg('k, the most positions kept')} @input=${(e: Event) => this.lab.set({ k: Number((e.target as HTMLInputElement).value) })} /><output class="mono">${s.k}</output></label>` : nothing}
        ${this.paperButton()}
      </div>
      ${this.body()}
    `;
  }

  private body() {
    const s = this.s;
    if (s.sentence.trim() === '') return html`<p class="message" role="status">${msg('Type a sentence above to see where the model would call a tool.')}</p>`;
    if (s.scan.status === 'error' && s.scan.error) {
      return html`<p class="message error" role="alert">
          ${describeError(s.scan.error, msg('P(x) followed by the sentence', { desc: 'what is too long; fills the blank in “Too long: … needs N tokens, but the model reads at most M.”' }))}
        </p>
        ${s.scan.error.kind === 'context-overflow' && s.tokens.status === 'error'
          ? html`<p>${msg('The sentence alone is longer than the model reads: shorten it.')}</p>`
          : s.scan.error.kind === 'context-overflow'
          ? html`<p>${msg(html`Switch off demonstrations in <button type="button" @click=${() => this.lab.set({ stage: 1 })}>Stage 1</button>, or shorten the sentence. You can still write your own calls in Stage 4 and filter them: the filter reads the sentence without P(x).`)}</p>`
          : nothing}`;
    }
    const scan = s.scan.value;
    if (!scan) return html`<p class="status busy" role="status">${msg('Reading P(x) and the sentence…')}</p>`;
    const chosen = new Set(selectedPositions(s));
    const tauX = logScale(s.tauS) * 100;
    return html`
      <p class="status" role="status" data-scan-ms=${scan.ms} data-text=${scan.x.text}>
        ${s.scan.status === 'running'
          ? msg('updating…')
          : msg(str`p(<API>) at every position: one forward pass over P(x) and x (${scan.promptTokens} tokens; what did not change since the last sentence is cached) took ${Math.round(scan.ms)} ms.`)}
      </p>
      ${autoNote(s.drafts[s.tool])}
      <div class="strip" role="group" aria-label=${msg('tokens of the sentence, shaded by p(<API>)')}>
        ${scan.x.pieces.map((piece, i) => {
          const p = scan.probabilities[i] ?? NaN;
          const colour = viridis(logScale(p));
          const value = Number.isFinite(p) ? p.toPrecision(4) : msg('not available', { desc: 'a token has no p(<API>)' });
          const label = chosen.has(i) ? msg(str`token ${i + 1} "${piece}": p(<API>) = ${value}, chosen`) : msg(str`token ${i + 1} "${piece}": p(<API>) = ${value}`);
          const tip = Number.isFinite(p) ? p.toPrecision(4) : msg('n/a', { desc: 'a token has no p(<API>), short' });
          return html`<button
            type="button"
            class="tok ${chosen.has(i) ? 'chosen' : ''}"
            style="background:${Number.isFinite(p) ? rgb(colour) : '#eee'};color:${Number.isFinite(p) ? inkOn(colour) : '#555'}"
            aria-label=${label}
            aria-pressed=${chosen.has(i) ? 'true' : 'false'}
            data-index=${i}
            data-p=${String(p)}
            @click=${() => this.lab.togglePosition(i)}
          >${tokenFace(piece)}<span class="tip" aria-hidden="true">${chosen.has(i) ? msg(str`p(<API>) = ${tip} · chosen`) : `p(<API>) = ${tip}`}</span></button>`;
        })}
      </div>
      <div class="legend" aria-hidden="true">
        <span>p(&lt;API&gt;)</span><span>≤10⁻⁴</span>
        <span class="ramp" style="background:${RAMP}"><span class="tau" style="left:${tauX}%" title="τs"></span></span>
        <span>1</span><span>${msg('(log scale; the red mark is τs)')}</span>
      </div>
      ${scan.probabilities.some((p) => !Number.isFinite(p))
        ? html`<p class="muted" data-note="grey-tokens">
            ${msg(html`Grey tokens have no p(&lt;API&gt;): in P(x) the sentence follows “Output: ”, and there the tokenizer cut it differently (a word or a character split another way), so no position of the one forward pass lines up with them, and no call can start there.`)}
          </p>`
        : nothing}
      <h3>${msg('Chosen positions')}</h3>
      ${chosen.size === 0
        ? html`<p class="muted">${msg('None chosen: lower τs, or click a token to choose it.')}</p>`
        : html`<table class="picked">
            <thead><tr><th scope="col">i</th><th scope="col">${msg('before', { desc: 'table column: the token before which a call would go' })}</th><th scope="col">p_i</th></tr></thead>
            <tbody>
              ${[...chosen].map((i) => html`<tr><td>${i}</td><td class="mono" lang="en">${showToken(scan.x.pieces[i] ?? '')}</td><td class="mono">${prob(scan.probabilities[i] ?? NaN)}</td></tr>`)}
            </tbody>
          </table>`}
      <div class="next"><button class="primary" type="button" @click=${() => this.lab.set({ stage: 3 })}>${msg('Sample calls at these positions →')}</button></div>
    `;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'tf-stage-positions': StagePositionsElement;
  }
}
