import { html, nothing } from 'lit';
import { customElement } from 'lit/decorators.js';
import { describeError } from '../../app/client.ts';
import { selectedPositions } from '../../app/derived.ts';
import type { SampledCall } from '../../core/sampling.ts';
import { prob, showToken } from '../shared/format.ts';
import { LabElement } from '../shared/lab-element.ts';
import '../formula/formula.component.ts';
import { styles } from './stage-calls.styles.ts';
import { range } from '../../app/settings.ts';

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
        <p class="eyebrow">Stage 3</p>
        <h2>Sampling calls</h2>
        <tf-formula class="formula" label="sample c from p M given P of x, the tokens before i, and API, until end API" .tex=${String.raw`c \sim p_M\big(\,\cdot \;\big|\; P(x),\, x_{1:i-1},\, \langle\mathrm{API}\rangle\big) \quad\text{until}\ \langle/\mathrm{API}\rangle`}></tf-formula>
        <p class="explain">
          At each chosen position the model is handed P(x), the sentence up to that point and an opened <code>&lt;API&gt;</code>, and
          writes the rest of the call itself, m times. A sample that never writes <code>&lt;/API&gt;</code>, or writes something
          that is not a call to this tool, is thrown away. The seed makes the draws repeatable.
        </p>
      </header>
      <div class="controls">
        ${this.shown('m') ? html`<label>m <input type="range" min=${range('m').min} max=${range('m').max} step=${range('m').step} .value=${String(s.m)} aria-label="m, calls sampled per position" @input=${(e: Event) => this.lab.set({ m: Number((e.target as HTMLInputElement).value) })} /><output class="mono">${s.m}</output></label>` : nothing}
        ${this.shown('seed')
          ? html`<label>seed <input type="number" min="0" step="1" .value=${String(s.seed)} aria-label="seed" @change=${(e: Event) => this.setSeed((e.target as HTMLInputElement).value)} /></label>
              <button type="button" @click=${() => this.lab.set({ seed: Math.floor(Math.random() * 100000) })}>New seed</button>`
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
    if (s.sentence.trim() === '') return html`<p class="message" role="status">Type a sentence above first.</p>`;
    const tooLong = this.sentenceTooLong('no positions and no samples');
    if (tooLong) return tooLong;
    if (s.scan.status === 'error' && s.scan.error) return html`<p class="message error" role="alert">No positions, so nothing to sample: ${describeError(s.scan.error, 'P(x) followed by the sentence')}</p>`;
    if (s.sampling.status === 'error' && s.sampling.error) return html`<p class="message error" role="alert">${describeError(s.sampling.error, 'a sample')}</p>`;
    const scan = s.scan.value;
    const positions = selectedPositions(s);
    if (!scan || s.sampling.status === 'running' || s.sampling.status === 'idle') {
      return html`<p class="status busy" role="status">Sampling ${s.m} calls at each of ${positions.length} positions…</p>`;
    }
    if (positions.length === 0) return html`<p class="message" role="status">No positions were chosen in Stage 2, so there is nothing to sample.</p>`;
    const samples = s.sampling.value?.samples ?? [];
    const good = samples.filter((x) => x.sample.call && !x.sample.rejected).length;
    return html`
      <p class="status" role="status">${samples.length} samples, ${good} well-formed calls to ${s.tool}, in ${Math.round(s.sampling.value?.ms ?? 0)} ms (seed ${s.seed}).</p>
      <div class="grid">
      ${positions.map(
        (i) => html`<section class="position card" data-position=${i}>
          <h3>Before <span class="mono">${showToken(scan.x.pieces[i] ?? '')}</span> <span class="muted">(token ${i}, p_i = ${prob(scan.probabilities[i] ?? NaN)})</span></h3>
          <ol class="samples">
            ${samples.filter((x) => x.position === i).map((x) => this.sample(x.sample))}
          </ol>
        </section>`,
      )}
      </div>
      <div class="next"><button class="primary" type="button" @click=${() => this.lab.set({ stage: 4 })}>Run the calls →</button></div>
    `;
  }

  private sample(sample: SampledCall) {
    const written = `<API>${sample.text}${sample.rejected ? '' : '</API>'}`;
    // Long runaway samples are clipped on screen; the whole text is in the title and the label.
    const shown = written.length > 60 ? `${written.slice(0, 58)}…` : written;
    if (sample.rejected || !sample.call) {
      return html`<li class="rejected" data-rejected="true"><s class="call" title=${written} aria-label=${`rejected: ${written}`}>${shown}</s><span class="why">${sample.rejected ?? 'not a call'}</span></li>`;
    }
    return html`<li data-rejected="false"><span class="call" title=${written}>${shown}</span><span class="ok">well-formed</span></li>`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'tf-stage-calls': StageCallsElement;
  }
}
