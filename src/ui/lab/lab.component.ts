import { html, nothing } from 'lit';
import { customElement } from 'lit/decorators.js';
import { live } from 'lit/directives/live.js';
import { msg, str } from '@lit/localize';
import { LOCALE_NAMES, LOCALES, type Locale } from '../../i18n/locale.ts';
import { STAGES } from '../../app/stages.ts';
import { LabElement } from '../shared/lab-element.ts';
import '../backend-badge/backend-badge.component.ts';
import '../offline-badge/offline-badge.component.ts';
import '../sentence-bar/sentence-bar.component.ts';
import '../stage-rail/stage-rail.component.ts';
import '../stage-prompt/stage-prompt.component.ts';
import '../stage-positions/stage-positions.component.ts';
import '../stage-calls/stage-calls.component.ts';
import '../stage-execute/stage-execute.component.ts';
import '../stage-filter/stage-filter.component.ts';
import '../stage-cstar/stage-cstar.component.ts';
import '../stage-decoding/stage-decoding.component.ts';
import '../classroom-menu/classroom-menu.component.ts';
import '../lesson-player/lesson-player.component.ts';
import '../sweep-panel/sweep-panel.component.ts';
import '../models-panel/models-panel.component.ts';
import '../paper-panel/paper-panel.component.ts';
import '../welcome/welcome.component.ts';
import { styles } from './lab.styles.ts';

/** The main region's name in the views other than the stages (read at render time, in the lab's language). */
const viewLabel = (): Partial<Record<string, string>> => ({
  sweep: msg('τ sweeps'),
  models: msg('How these models were made'),
  paper: msg('The paper beside us'),
});

/**
 * @summary The lab: the sentence at the top, the seven stages on the left, the current stage in the middle.
 */
@customElement('tf-lab')
export class LabShellElement extends LabElement {
  static override styles = styles;

  /** The view last shown: a new one (the sweeps, a panel, back to the stages) opens at its top. */
  private shownView = '';

  protected override updated(): void {
    const view = this.s.view;
    // Chosen from the classroom menu below the stage, a view would otherwise open as far down
    // as the reader had scrolled: mid-chart.
    if (this.shownView && view !== this.shownView) {
      const main = this.renderRoot.querySelector('main');
      if (main && main.getBoundingClientRect().top < 0) window.scrollTo({ top: 0 });
    }
    this.shownView = view;
  }

  override render() {
    const stage = STAGES.find((st) => st.n === this.s.stage)!;
    const rail = this.shown('rail') || this.shown('classroom');
    this.toggleAttribute('presenter', this.s.presenter);
    this.toggleAttribute('no-rail', !rail);
    return html`
      <header class="top">
        <div class="brand">
          <h1>${msg(html`Toolformer Lab <span>— how a language model teaches itself to use tools</span>`, { desc: 'the site title; the span is its subtitle' })}</h1>
          <button type="button" class="link about" data-view="models" aria-current=${this.s.view === 'models' ? 'page' : 'false'} @click=${() => this.lab.set({ view: 'models' })}>${msg('How these models were made')}</button>
          <label class="lang"><span class="sr-only">${msg('Language')}</span>
            <select data-setting="lang" .value=${live(this.s.lang)} @change=${(e: Event) => this.lab.set({ lang: (e.target as HTMLSelectElement).value as Locale })}>
              ${LOCALES.map((l) => html`<option value=${l} lang=${l} ?selected=${l === this.s.lang}>${LOCALE_NAMES[l]}</option>`)}
            </select>
          </label>
          <tf-backend-badge .lab=${this.lab}></tf-backend-badge>
          <tf-offline-badge></tf-offline-badge>
        </div>
        <tf-sentence-bar .lab=${this.lab}></tf-sentence-bar>
      </header>
      ${rail
        ? html`<aside class="rail"><div class="rail-inner">
            ${this.shown('rail') ? html`<tf-stage-rail .lab=${this.lab}></tf-stage-rail>` : nothing}
            ${this.shown('classroom') ? html`<tf-classroom-menu .lab=${this.lab}></tf-classroom-menu>` : nothing}
          </div></aside>`
        : nothing}
      <main id="main" aria-label=${viewLabel()[this.s.view] ?? msg(str`Stage ${stage.n}: ${stage.title}`)}>
        ${this.s.view === 'lab'
          ? html`<tf-welcome .lab=${this.lab}></tf-welcome>
              ${this.s.lesson ? html`<tf-lesson-player .lab=${this.lab}></tf-lesson-player>` : nothing}
              <div class="panel" data-stage=${stage.id}>${this.stage()}</div>`
          : html`<div class="panel" data-view=${this.s.view}>${this.view()}</div>`}
      </main>
    `;
  }

  private view() {
    switch (this.s.view) {
      case 'sweep':
        return html`<tf-sweep-panel .lab=${this.lab}></tf-sweep-panel>`;
      case 'models':
        return html`<tf-models-panel .lab=${this.lab}></tf-models-panel>`;
      case 'paper':
        return html`<tf-paper-panel .lab=${this.lab}></tf-paper-panel>`;
    }
  }

  private stage() {
    switch (this.s.stage) {
      case 1:
        return html`<tf-stage-prompt .lab=${this.lab}></tf-stage-prompt>`;
      case 2:
        return html`<tf-stage-positions .lab=${this.lab}></tf-stage-positions>`;
      case 3:
        return html`<tf-stage-calls .lab=${this.lab}></tf-stage-calls>`;
      case 4:
        return html`<tf-stage-execute .lab=${this.lab}></tf-stage-execute>`;
      case 5:
        return html`<tf-stage-filter .lab=${this.lab}></tf-stage-filter>`;
      case 6:
        return html`<tf-stage-cstar .lab=${this.lab}></tf-stage-cstar>`;
      case 7:
        return html`<tf-stage-decoding .lab=${this.lab}></tf-stage-decoding>`;
    }
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'tf-lab': LabShellElement;
  }
}
