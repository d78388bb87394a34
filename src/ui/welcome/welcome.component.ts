import { html, nothing } from 'lit';
import { customElement, state } from 'lit/decorators.js';
import { msg, str } from '@lit/localize';
import { LESSONS } from '../../app/lesson.ts';
import { inLanguage } from '../../app/lesson-text.ts';
import { LabElement } from '../shared/lab-element.ts';
import { styles } from './welcome.styles.ts';

const KEY = 'toolformer-lab.welcome';

/** Was the welcome dismissed on this browser? (Storage can be off: then it shows each visit.) */
function dismissed(): boolean {
  try {
    return localStorage.getItem(KEY) === 'dismissed';
  } catch {
    return false;
  }
}

/**
 * @summary A first visit's welcome: what the lab is and three ways in (a lesson, the seven stages, the τ sweeps).
 * Shown on a bare first visit only (a link that opens something goes straight there); dismissed for good once a way in is taken.
 */
@customElement('tf-welcome')
export class WelcomeElement extends LabElement {
  static override styles = styles;

  @state() private open = !dismissed() && location.search === '';

  override render() {
    if (!this.open || this.s.lesson || this.s.view !== 'lab') return nothing;
    return html`<section aria-labelledby="welcome-title">
      <h2 id="welcome-title">${msg('Welcome to the Toolformer Lab')}</h2>
      <p>
        ${msg('Toolformer (Schick et al., 2023) lets a language model teach itself to call tools: it proposes calls in its own text, runs them, and keeps only the calls whose results make the next words easier to predict.')}
        ${msg('Here the method runs on a small model in your browser, step by step, on any sentence you type.')}
      </p>
      <ul>
        ${LESSONS.map((l) => inLanguage(l, this.s.lang)).map((l) => html`<li><button type="button" data-welcome="lesson" @click=${() => this.go(() => this.lab.startLesson(l.id))}>${msg(str`Lesson: ${l.title}`)}</button></li>`)}
        <li><button type="button" class="primary" data-welcome="stages" @click=${() => this.go(() => undefined)}>${msg('Walk the seven stages')}</button></li>
        <li><button type="button" data-welcome="sweep" @click=${() => this.go(() => this.lab.set({ view: 'sweep' }))}>${msg('τ sweeps (instructors)')}</button></li>
      </ul>
    </section>`;
  }

  private go(then: () => void): void {
    try {
      localStorage.setItem(KEY, 'dismissed');
    } catch {
      // Storage off: the welcome shows again next visit.
    }
    this.open = false;
    then();
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'tf-welcome': WelcomeElement;
  }
}
