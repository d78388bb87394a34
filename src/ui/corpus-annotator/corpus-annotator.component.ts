import { html, nothing, type PropertyValues } from 'lit';
import { msg, str } from '@lit/localize';
import { customElement } from 'lit/decorators.js';
import { CORPUS_TOOLS, MAX_CORPUS_TEXTS, pace, parseCorpusInput, SHIPPED_INPUT, type CorpusRun } from '../../app/corpus-run.ts';
import { toDisplayForm } from '../../core/syntax.ts';
import { describePaperSettings, paperSettings } from '../../core/paper-settings.ts';
import { tools } from '../../tools/registry.ts';
import { cstarJsonl, download } from '../shared/cstar-file.ts';
import { LabElement } from '../shared/lab-element.ts';
import { styles } from './corpus-annotator.styles.ts';
import { reason } from '../../app/reasons.ts';

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
        <h3 id="corpus-title">${msg('Annotate a whole corpus')}</h3>
        <p class="explain">
          ${msg(html`The paper builds C* from a large corpus C, every text through the same pipeline you stepped through above. Paste up to ${MAX_CORPUS_TEXTS} English texts, one a line (a date in front, ${html`<code>2023-01-30 | …</code>`}, is the text's date for the Calendar), or load the 50 shipped texts, and the base model annotates them all here, in your browser.`, { desc: 'the blank after “a date in front” is the format to type, 2023-01-30 | …' })}
        </p>
        <label class="input">
          <span>${msg(str`Texts (${texts.length})`, { desc: 'label of the box for the texts, with how many there are' })}</span>
          <textarea rows="6" lang="en" spellcheck="false" ?disabled=${running} .value=${r.input} placeholder="2023-01-30 | A case of 24 bottles costs $18, so each bottle costs $0.75."
            @input=${(e: Event) => this.run.set({ input: (e.target as HTMLTextAreaElement).value })}></textarea>
        </label>
        ${problems.map((p) => html`<p class="message" role="status">${p}</p>`)}
        <div class="controls">
          <button type="button" ?disabled=${running} @click=${() => this.run.set({ input: SHIPPED_INPUT })}>${msg('Load the 50 shipped texts')}</button>
          <fieldset class="tools" ?disabled=${running}>
            <legend>${msg('Tools', { desc: 'the tools the corpus is annotated with' })}</legend>
            ${CORPUS_TOOLS.map(
              (t) => html`<label><input type="checkbox" .checked=${r.tools.includes(t)}
                @change=${(e: Event) => this.run.set({ tools: CORPUS_TOOLS.filter((x) => (x === t ? (e.target as HTMLInputElement).checked : r.tools.includes(x))) })} /> ${t}</label>`,
            )}
          </fieldset>
        </div>
        ${this.settings(running)}
        <div class="controls">
          ${running
            ? html`<button type="button" @click=${() => this.run.cancel()}>${msg('Cancel', { desc: 'button: stop annotating the corpus' })}</button>`
            : html`<button class="primary" type="button" ?disabled=${texts.length === 0 || r.tools.length === 0} @click=${() => this.run.start()}>${texts.length === 1 ? msg(str`Annotate ${texts.length} text`, { desc: 'button, one text' }) : msg(str`Annotate ${texts.length} texts`, { desc: 'button, any number of texts but one' })}</button>`}
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
      <label><input type="checkbox" .checked=${r.paper} ?disabled=${running} @change=${(e: Event) => this.run.set({ paper: (e.target as HTMLInputElement).checked })} /> ${msg("The paper's settings per tool")}</label>
      ${r.paper
        ? html`<span class="muted">${r.tools.map(paper).join(' · ')}</span>`
        : html`${number('tauS', 'τs', '0.01', '0')} ${number('k', 'k', '1', '1')} ${number('m', 'm', '1', '1')} ${number('tauF', 'τf', '0.1', '-10')}`}
      ${number('seed', msg('seed', { desc: 'the random seed of the sampling' }), '1', '0')}
    </div>`;
  }

  private progress() {
    const r = this.run.state;
    const p = pace(r, performance.now());
    const left = p ? (p.minutesLeft < 1 ? msg('under a minute left') : msg(str`about ${Math.round(p.minutesLeft)} min left`)) : msg('measuring the pace…');
    // Three parts, each a message of its own, joined by " · " as a list is.
    return html`<div class="progress" role="status" data-corpus-done=${r.done}>
      <progress max=${Math.max(1, r.total)} .value=${r.done}></progress>
      <span>${msg(str`${r.done} of ${r.total || '…'} (text, tool) runs`, { desc: 'progress of the corpus run; a run is one text with one tool' })}${p ? html` · ${msg(str`${p.perMinute.toFixed(1)} per minute`, { desc: 'pace: (text, tool) runs per minute' })}` : nothing} · ${left}</span>
    </div>`;
  }

  private results() {
    const result = this.run.state.result!;
    const minutes = result.ms / 60_000;
    const took = minutes < 1 ? msg(str`${(result.ms / 1000).toFixed(1)} s`, { desc: 'a duration in seconds' }) : msg(str`${minutes.toFixed(1)} min`, { desc: 'a duration in minutes' });
    const perMinute = (result.runs / Math.max(minutes, 1e-9)).toFixed(1);
    const calls = result.cstar.reduce((n, t) => n + t.calls.length, 0);
    return html`
      <p class="summary" role="status" data-corpus-runs=${result.runs}>
        ${result.cstar.length === 1
          ? msg(html`${result.runs} (text, tool) runs in ${took} (${perMinute} per minute): <strong>${result.cstar.length}</strong> text of C* with ${calls} calls.`, { desc: 'one text of C*; the second blank is a duration such as “12.5 s” or “3.2 min”' })
          : msg(html`${result.runs} (text, tool) runs in ${took} (${perMinute} per minute): <strong>${result.cstar.length}</strong> texts of C* with ${calls} calls.`, { desc: 'any number of texts of C* but one; the second blank is a duration such as “12.5 s” or “3.2 min”' })}
      </p>
      ${result.skipped.map((s) => html`<p class="message" role="status">${msg(str`${s.id} was left out of ${s.tool}: ${reason(s.reason)}.`, { desc: 'a text the tool skipped: its id, the tool, why' })}</p>`)}
      <table class="funnel">
        <caption>
          ${msg("The funnel per tool, in the shape of the paper's Table 2: samples up to “well-formed”, distinct calls from there on, and the calls kept at three values of τf.", { desc: 'caption of the table; “well-formed” is the header of one of its columns' })}
        </caption>
        <thead>
          <tr><th scope="col">${msg('tool', { desc: 'table column header' })}</th><th scope="col">${msg('texts', { desc: 'table column header' })}</th><th scope="col">${msg('positions', { desc: 'table column header: positions chosen for a call' })}</th><th scope="col">${msg('sampled', { desc: 'table column header: calls sampled' })}</th><th scope="col">${msg('well-formed', { desc: 'table column header: sampled calls that parse' })}</th><th scope="col">${msg('distinct', { desc: 'table column header: calls left once duplicates are removed' })}</th><th scope="col">${msg('executed', { desc: 'table column header: calls the tool ran' })}</th><th scope="col">${msg('kept τf 0.5', { desc: 'table column header: calls kept by the filter at τf 0.5; the next two columns, τf 1 and τf 2, are the same at other thresholds' })}</th><th scope="col">τf 1</th><th scope="col">τf 2</th></tr>
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
          ${result.cstar.length > SHOWN_TEXTS ? html`<p class="muted">${msg(str`… and ${result.cstar.length - SHOWN_TEXTS} more in the file.`)}</p>` : nothing}`
        : html`<p class="muted">${msg('No call survived the filter: C* is empty for these texts.')}</p>`}
      <div class="controls">
        <button class="primary" type="button" ?disabled=${result.cstar.length === 0} @click=${() => download('cstar.jsonl', cstarJsonl(result.cstar) + '\n')}>${msg('Download this C* as JSONL')}</button>
        <button type="button" @click=${() => this.downloadTexts()}>${msg('Download the texts as JSONL')}</button>
      </div>
      <p class="muted">
        ${msg("The same numbers from the command line (the texts' file, the wasm backend's fp16 weights, the same seed):")}
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
