import { html, nothing, type PropertyValues } from 'lit';
import { customElement } from 'lit/decorators.js';
import { CORPUS_TOOLS, MAX_CORPUS_TEXTS, pace, parseCorpusInput, SHIPPED_INPUT, type CorpusRun } from '../../app/corpus-run.ts';
import { toDisplayForm } from '../../core/syntax.ts';
import { describePaperSettings, paperSettings } from '../../core/paper-settings.ts';
import { tools } from '../../tools/registry.ts';
import { cstarJsonl, download } from '../shared/cstar-file.ts';
import { LabElement } from '../shared/lab-element.ts';
import { styles } from './corpus-annotator.styles.ts';

/** C* texts shown on the page; the download has them all. */
const SHOWN_TEXTS = 12;

/**
 * @summary Stage 6, a whole corpus: texts pasted or the shipped 50, tools and settings, the paper's pipeline run on all of
 * them in the worker (progress, pace, time left, cancel), then the funnel in the shape of the paper's Table 2 and C* to download.
 */
@customElement('tf-corpus-annotator')
export class CorpusAnnotatorElement extends LabElement {
  static override styles = styles;

  private readonly onRun = () => this.requestUpdate();
  private watching: CorpusRun | null = null;
  /** Re-renders once a second while running, so the pace and time left move. */
  private ticker: ReturnType<typeof setInterval> | undefined;

  private get run(): CorpusRun {
    return this.lab.corpusRun;
  }

  protected override willUpdate(changed: PropertyValues): void {
    super.willUpdate(changed);
    if (this.watching !== this.run) {
      this.watching?.removeEventListener('change', this.onRun);
      this.run.addEventListener('change', this.onRun);
      this.watching = this.run;
    }
    const running = this.run.state.status === 'running';
    if (running && !this.ticker) this.ticker = setInterval(() => this.requestUpdate(), 1000);
    if (!running && this.ticker) {
      clearInterval(this.ticker);
      this.ticker = undefined;
    }
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    this.watching?.removeEventListener('change', this.onRun);
    this.watching = null;
    clearInterval(this.ticker);
    this.ticker = undefined;
  }

  override render() {
    const r = this.run.state;
    const { texts, problems } = parseCorpusInput(r.input);
    const running = r.status === 'running';
    return html`
      <section aria-labelledby="corpus-title">
        <h3 id="corpus-title">Annotate a whole corpus</h3>
        <p class="explain">
          The paper builds C* from a large corpus C, every text through the same pipeline you stepped through above. Paste up to
          ${MAX_CORPUS_TEXTS} English texts, one a line (a date in front, <code>2023-01-30 | …</code>, is the text's date for the
          Calendar), or load the 50 shipped texts, and the base model annotates them all here, in your browser.
        </p>
        <label class="input">
          <span>Texts (${texts.length})</span>
          <textarea rows="6" spellcheck="false" ?disabled=${running} .value=${r.input} placeholder="2023-01-30 | A case of 24 bottles costs $18, so each bottle costs $0.75."
            @input=${(e: Event) => this.run.set({ input: (e.target as HTMLTextAreaElement).value })}></textarea>
        </label>
        ${problems.map((p) => html`<p class="message" role="status">${p}</p>`)}
        <div class="controls">
          <button type="button" ?disabled=${running} @click=${() => this.run.set({ input: SHIPPED_INPUT })}>Load the 50 shipped texts</button>
          <fieldset class="tools" ?disabled=${running}>
            <legend>Tools</legend>
            ${CORPUS_TOOLS.map(
              (t) => html`<label><input type="checkbox" .checked=${r.tools.includes(t)}
                @change=${(e: Event) => this.run.set({ tools: CORPUS_TOOLS.filter((x) => (x === t ? (e.target as HTMLInputElement).checked : r.tools.includes(x))) })} /> ${t}</label>`,
            )}
          </fieldset>
        </div>
        ${this.settings(running)}
        <div class="controls">
          ${running
            ? html`<button type="button" @click=${() => this.run.cancel()}>Cancel</button>`
            : html`<button class="primary" type="button" ?disabled=${texts.length === 0 || r.tools.length === 0} @click=${() => this.run.start()}>Annotate ${texts.length} text${texts.length === 1 ? '' : 's'}</button>`}
        </div>
        ${r.status === 'error' && r.error ? html`<p class="message error" role="alert">${r.error}</p>` : nothing}
        ${running ? this.progress() : nothing}
        ${r.status === 'done' && r.result ? this.results() : nothing}
      </section>
    `;
  }

  private settings(running: boolean) {
    const r = this.run.state;
    const number = (key: 'tauS' | 'k' | 'm' | 'tauF' | 'seed', label: string, step: string, min: string) => html`<label class="number"
      >${label} <input type="number" step=${step} min=${min} .value=${String(r[key])} ?disabled=${running}
        @change=${(e: Event) => {
          const v = Number((e.target as HTMLInputElement).value);
          if (Number.isFinite(v)) this.run.set({ [key]: v });
        }}
    /></label>`;
    const paper = (t: string) => {
      const d = paperSettings(t);
      return `${t}: ${describePaperSettings(d)}`;
    };
    return html`<div class="controls settings">
      <label><input type="checkbox" .checked=${r.paper} ?disabled=${running} @change=${(e: Event) => this.run.set({ paper: (e.target as HTMLInputElement).checked })} /> The paper's settings per tool</label>
      ${r.paper
        ? html`<span class="muted">${r.tools.map(paper).join(' · ')}</span>`
        : html`${number('tauS', 'τs', '0.01', '0')} ${number('k', 'k', '1', '1')} ${number('m', 'm', '1', '1')} ${number('tauF', 'τf', '0.1', '-10')}`}
      ${number('seed', 'seed', '1', '0')}
    </div>`;
  }

  private progress() {
    const r = this.run.state;
    const p = pace(r, performance.now());
    const left = p ? (p.minutesLeft < 1 ? `under a minute left` : `about ${Math.round(p.minutesLeft)} min left`) : 'measuring the pace…';
    return html`<div class="progress" role="status" data-corpus-done=${r.done}>
      <progress max=${Math.max(1, r.total)} .value=${r.done}></progress>
      <span>${r.done} of ${r.total || '…'} (text, tool) runs${p ? html` · ${p.perMinute.toFixed(1)} per minute` : nothing} · ${left}</span>
    </div>`;
  }

  private results() {
    const result = this.run.state.result!;
    const minutes = result.ms / 60_000;
    return html`
      <p class="summary" role="status" data-corpus-runs=${result.runs}>
        ${result.runs} (text, tool) runs in ${minutes < 1 ? `${(result.ms / 1000).toFixed(1)} s` : `${minutes.toFixed(1)} min`} (${(result.runs / Math.max(minutes, 1e-9)).toFixed(1)} per minute):
        <strong>${result.cstar.length}</strong> text${result.cstar.length === 1 ? '' : 's'} of C* with ${result.cstar.reduce((n, t) => n + t.calls.length, 0)} calls.
      </p>
      ${result.skipped.map((s) => html`<p class="message" role="status">${s.id} was left out of ${s.tool}: ${s.reason}.</p>`)}
      <table class="funnel">
        <caption>
          The funnel per tool, in the shape of the paper's Table 2: samples up to “well-formed”, distinct calls from there on, and the
          calls kept at three values of τf.
        </caption>
        <thead>
          <tr><th scope="col">tool</th><th scope="col">texts</th><th scope="col">positions</th><th scope="col">sampled</th><th scope="col">well-formed</th><th scope="col">distinct</th><th scope="col">executed</th><th scope="col">kept τf 0.5</th><th scope="col">τf 1</th><th scope="col">τf 2</th></tr>
        </thead>
        <tbody>
          ${result.funnel.map(
            (f) => html`<tr><th scope="row">${f.tool}</th><td>${f.texts}</td><td>${f.positions}</td><td>${f.sampled}</td><td>${f.wellFormed}</td><td>${f.distinct}</td><td>${f.executed}</td><td>${f.kept['0.5']}</td><td>${f.kept['1']}</td><td>${f.kept['2']}</td></tr>`,
          )}
        </tbody>
      </table>
      ${result.cstar.length
        ? html`<ul class="texts">
            ${result.cstar.slice(0, SHOWN_TEXTS).map((t) => html`<li>${toDisplayForm(t.text, tools)}</li>`)}
          </ul>
          ${result.cstar.length > SHOWN_TEXTS ? html`<p class="muted">… and ${result.cstar.length - SHOWN_TEXTS} more in the file.</p>` : nothing}`
        : html`<p class="muted">No call survived the filter: C* is empty for these texts.</p>`}
      <div class="controls">
        <button class="primary" type="button" ?disabled=${result.cstar.length === 0} @click=${() => download('cstar.jsonl', cstarJsonl(result.cstar) + '\n')}>Download this C* as JSONL</button>
        <button type="button" @click=${() => this.downloadTexts()}>Download the texts as JSONL</button>
      </div>
      <p class="muted">
        The same numbers from the command line (the texts' file, the wasm backend's fp16 weights, the same seed):
        <code class="command">${this.run.command()}</code>
      </p>
    `;
  }

  private downloadTexts(): void {
    const { texts } = parseCorpusInput(this.run.state.input);
    download('texts.jsonl', texts.map((t) => JSON.stringify(t)).join('\n') + '\n');
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'tf-corpus-annotator': CorpusAnnotatorElement;
  }
}
