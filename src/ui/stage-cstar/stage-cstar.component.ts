import { html, nothing } from 'lit';
import { msg, str } from '@lit/localize';
import { customElement } from 'lit/decorators.js';
import { corpus, currentAugmented, keptCalls } from '../../app/derived.ts';
import type { AugmentedText } from '../../core/augment.ts';
import { linearizeForDisplay, toDisplayForm } from '../../core/syntax.ts';
import { tools } from '../../tools/registry.ts';
import { cstarJsonl, download } from '../shared/cstar-file.ts';
import { num } from '../shared/format.ts';
import { LabElement } from '../shared/lab-element.ts';
import '../corpus-annotator/corpus-annotator.component.ts';
import '../formula/formula.component.ts';
import { styles } from './stage-cstar.styles.ts';

/**
 * @summary Stage 6: C* — the sentence with its kept calls written in place, merged over tools, collected over the session and exported as JSONL.
 * @event (none) - the download is a plain link to a Blob built on the page.
 */
@customElement('tf-stage-cstar')
export class StageCstarElement extends LabElement {
  static override styles = styles;

  override render() {
    const s = this.s;
    const aug = currentAugmented(s);
    const all = corpus(s);
    const keptHere = keptCalls(s).length;
    const calls = all.reduce((n, t) => n + t.calls.length, 0);
    return html`
      <header class="stage">
        <p class="eyebrow">${msg(str`Stage ${6}`)}</p>
        <h2>${msg('C*: the text the model learns from')}</h2>
        <tf-formula class="formula" label=${msg('x star equals the tokens before i, then e of c i and r i, then the tokens from i on', { desc: 'the formula read aloud by a screen reader' })} .tex=${String.raw`x^* = x_{1:i-1},\; e(c_i, r_i),\; x_{i:n}`}></tf-formula>
        <p class="explain">
          ${msg('Every call that survived the filter is written into its text, right where it was sampled, with its result. Calls of different tools on the same text are merged. Apart from the calls, C* is the same text as C: a text with no surviving call stays as it was. Fine-tuning the model on C*, with the ordinary language-model loss, is what teaches it to call tools on its own. (The lab lists only the texts that gained a call; its Toolformer model was fine-tuned on those, mixed half and half with plain text.)')}
        </p>
      </header>
      <h3>${msg('This sentence')}</h3>
      ${aug
        ? this.augmented(aug)
        : html`<p class="message" role="status" data-empty="true">${keptHere === 0 && s.scoring.status === 'done'
            ? msg(str`No call survived the filter for this sentence at τf = ${s.tauF.toFixed(2)}: in C* it stays as it is, with no call.`)
            : msg('No call survived the filter for this sentence: in C* it stays as it is, with no call.')}</p>`}
      <h3>${msg('C* collected in this session')}</h3>
      <p class="explain">${msg('Each sentence you filter adds its kept calls here (per tool, at the τf you chose). Switch the tool above to add, for example, Calendar calls to the same sentence.')}</p>
      ${all.length === 0
        ? html`<p class="muted">${msg('Empty so far.')}</p>`
        : html`<ul class="texts">
            ${all.map((t) => html`<li><span>${toDisplayForm(t.text, tools)}</span> <button type="button" aria-label=${msg('remove this text from C*')} @click=${() => this.lab.forgetCollected(t.original)}>${msg('Remove')}</button></li>`)}
          </ul>`}
      <div class="controls">
        <button class="primary" type="button" ?disabled=${all.length === 0} @click=${() => download('cstar.jsonl', cstarJsonl(all) + '\n')}>${msg('Download C* as JSONL')}</button>
        <span class="muted">${all.length === 1 ? msg(str`${all.length} text, ${calls} calls`) : msg(str`${all.length} texts, ${calls} calls`)}</span>
      </div>
      ${all.length ? html`<details><summary>${msg('Preview the JSONL')}</summary><pre class="jsonl">${cstarJsonl(all)}</pre></details>` : nothing}
      <tf-corpus-annotator .lab=${this.lab}></tf-corpus-annotator>
      <div class="next"><button class="primary" type="button" @click=${() => this.lab.set({ stage: 7 })}>${msg('Watch a Toolformer decode →')}</button></div>
    `;
  }

  private augmented(aug: AugmentedText) {
    const parts: unknown[] = [];
    let at = 0;
    for (const c of aug.calls) {
      parts.push(aug.original.slice(at, c.offset));
      parts.push(html` <mark title=${msg(str`gain ${num(c.gain)}`)}>${linearizeForDisplay(c.call, c.result, tools)}</mark>`);
      at = c.offset;
    }
    parts.push(aug.original.slice(at));
    return html`<div class="card aug" data-augmented=${aug.text}>${parts}</div>
      <p class="surface">${msg(html`As the model reads it: <span>${aug.text}</span>`)}</p>`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'tf-stage-cstar': StageCstarElement;
  }
}
