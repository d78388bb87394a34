import { html, nothing } from 'lit';
import { msg, str } from '@lit/localize';
import { customElement } from 'lit/decorators.js';
import { describeError } from '../../app/client.ts';
import { selectedPositions } from '../../app/derived.ts';
import type { SampledCall } from '../../core/sampling.ts';
import { modelToken, prob } from '../shared/format.ts';
import { LabElement } from '../shared/lab-element.ts';
import '../formula/formula.component.ts';
import { styles } from './stage-calls.styles.ts';
import { range } from '../../app/settings.ts';
import { reason } from '../../app/reasons.ts';

/** The chosen positions, likeliest first: the order top-k picks them (the Calculator's τs 0 chooses nearly every token). */
const likeliestFirst = (positions: readonly number[], p: ArrayLike<number>) => [...positions].sort((a, b) => (p[b] ?? 0) - (p[a] ?? 0) || a - b);

/**
 * @summary Stage 3: m calls sampled at each chosen position, with the seed; samples that never closed or are malformed are struck through with the reason.
 */
@customElement('tf-stage-calls')
export class StageCallsElement extends LabElement {
  static override styles = styles;

  override render() {
    const s = this.s;
    return html`
      <header class="stage">
        <p class="eyebrow">${msg(str`Stage ${3}`)}</p>
        <h2>${msg('Sampling calls')}</h2>
        <tf-formula class="formula" label=${msg('sample c from p M given P of x, the tokens before i, and API, until end API', { desc: 'the formula read aloud by a screen reader' })} .tex=${String.raw`c \sim p_M\big(\,\cdot \;\big|\; P(x),\, x_{1:i-1},\, \langle\mathrm{API}\rangle\big) \quad\text{until}\ \langle/\mathrm{API}\rangle`}></tf-formula>
        <p class="explain">
          ${msg(html`At each chosen position the model is handed P(x), the sentence up to that point and an opened <code>&lt;API&gt;</code>, and writes the rest of the call itself, m times. A sample that never writes <code>&lt;/API&gt;</code>, or writes something that is not a call to this tool, is thrown away. The seed makes the draws repeatable.`)}
        </p>
      </header>
      <div class="controls">
        ${this.shown('m') ? html`<label>m <input type="range" min=${range('m').min} max=${range('m').max} step=${range('m').step} .value=${String(s.m)} aria-label=${msg('m, calls sampled per position')} @input=${(e: Event) => this.lab.set({ m: Number((e.target as HTMLInputElement).value) })} /><output class="mono">${s.m}</output></label>` : nothing}
        ${this.shown('seed')
          ? html`<label>${msg('seed', { desc: 'the random seed of the sampling' })} <input type="number" min="0" step="1" .value=${String(s.seed)} aria-label=${msg('seed', { desc: 'the random seed of the sampling' })} @change=${(e: Event) => this.setSeed((e.target as HTMLInputElement).value)} /></label>
              <button type="button" @click=${() => this.lab.set({ seed: Math.floor(Math.random() * 100000) })}>${msg('New seed')}</button>`
          : nothing}
      </div>
      ${this.body()}
    `;
  }

  private setSeed(value: string): void {
    const n = Number(value);
    this.lab.set({ seed: n });
  }

  private body() {
    const s = this.s;
    if (s.sentence.trim() === '') return html`<p class="message" role="status">${msg('Type a sentence above first.')}</p>`;
    const tooLong = this.sentenceTooLong(msg('Until it fits, there are no positions and no samples.', { desc: 'said after “Too long: the sentence needs N tokens…”' }));
    if (tooLong) return tooLong;
    if (s.scan.status === 'error' && s.scan.error) return html`<p class="message error" role="alert">${msg(str`No positions, so nothing to sample: ${describeError(s.scan.error, msg('P(x) followed by the sentence', { desc: 'what is too long; fills the blank in “Too long: … needs N tokens, but the model reads at most M.”' }))}`)}</p>`;
    if (s.sampling.status === 'error' && s.sampling.error) return html`<p class="message error" role="alert">${describeError(s.sampling.error, msg('a sample', { desc: 'what is too long; fills the blank in “Too long: … needs N tokens, but the model reads at most M.”' }))}</p>`;
    const scan = s.scan.value;
    const positions = selectedPositions(s);
    if (!scan || s.sampling.status === 'running' || s.sampling.status === 'idle') {
      return html`<p class="status busy" role="status">${msg(str`Sampling ${s.m} calls at each of ${positions.length} positions…`)}</p>`;
    }
    if (positions.length === 0) return html`<p class="message" role="status">${msg('No positions were chosen in Stage 2, so there is nothing to sample.')}</p>`;
    const samples = s.sampling.value?.samples ?? [];
    const good = samples.filter((x) => x.sample.call && !x.sample.rejected).length;
    const ms = Math.round(s.sampling.value?.ms ?? 0);
    return html`
      <p class="status" role="status">${msg(str`${samples.length} samples, ${good} well-formed calls to ${s.tool}, in ${ms} ms (seed ${s.seed}).`)}</p>
      <div class="grid">
      ${likeliestFirst(positions, scan.probabilities).map(
        (i) => html`<section class="position card" data-position=${i}>
          <h3>${msg(html`Before <span class="mono">${modelToken(scan.x.pieces[i] ?? '')}</span> <span class="muted">(token ${i}, p_i = ${prob(scan.probabilities[i] ?? NaN)})</span>`)}</h3>
          <ol class="samples">
            ${samples.filter((x) => x.position === i).map((x) => this.sample(x.sample))}
          </ol>
        </section>`,
      )}
      </div>
      <div class="next"><button class="primary" type="button" @click=${() => this.lab.set({ stage: 4 })}>${msg('Run the calls →')}</button></div>
    `;
  }

  private sample(sample: SampledCall) {
    const written = `<API>${sample.text}${sample.rejected ? '' : '</API>'}`;
    // Long runaway samples are clipped on screen; the whole text is in the title and the label.
    const shown = written.length > 60 ? `${written.slice(0, 58)}…` : written;
    if (sample.rejected || !sample.call) {
      return html`<li class="rejected" data-rejected="true"><s class="call" lang="en" title=${written} aria-label=${msg(str`rejected: ${written}`)}>${shown}</s><span class="why">${sample.rejected ? reason(sample.rejected) : msg('not a call', { desc: 'why a sampled text was rejected' })}</span></li>`;
    }
    return html`<li data-rejected="false"><span class="call" lang="en" title=${written}>${shown}</span><span class="ok">${msg('well-formed', { id: 'stage-calls.sample.well-formed', desc: 'a sampled call that parses' })}</span></li>`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'tf-stage-calls': StageCallsElement;
  }
}
