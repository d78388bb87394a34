import { html, nothing } from 'lit';
import { customElement, state } from 'lit/decorators.js';
import { LESSONS } from '../../app/lesson.ts';
import { LabElement } from '../shared/lab-element.ts';
import { styles } from './classroom-menu.styles.ts';

/**
 * @summary The classroom: lessons to follow, the τ sweeps, presenter mode, and a link to this exact state.
 */
@customElement('tf-classroom-menu')
export class ClassroomMenuElement extends LabElement {
  static override styles = styles;

  @state() private copied = '';

  override render() {
    const s = this.s;
    return html`<nav aria-label="Classroom">
      <h2>Classroom</h2>
      <ul>
        ${LESSONS.map(
          (l) => html`<li>
            <button type="button" data-lesson=${l.id} title=${l.summary} aria-current=${s.lesson?.id === l.id && s.view === 'lab' ? 'true' : 'false'} @click=${() => this.lab.startLesson(l.id)}>
              Lesson: ${l.title}
            </button>
          </li>`,
        )}
        <li><button type="button" data-view="sweep" aria-current=${s.view === 'sweep' ? 'true' : 'false'} @click=${() => this.lab.set({ view: 'sweep' })}>τ sweeps (instructors)</button></li>
        <li><button type="button" data-view="paper" aria-current=${s.view === 'paper' ? 'true' : 'false'} @click=${() => this.lab.set({ view: 'paper' })}>The paper beside us</button></li>
      </ul>
      <label class="toggle"><input type="checkbox" .checked=${s.presenter} @change=${(e: Event) => this.lab.set({ presenter: (e.target as HTMLInputElement).checked })} /> Presenter mode</label>
      <button type="button" class="link" @click=${() => this.copyLink()}>Copy a link to this view</button>
      ${this.copied ? html`<p class="muted" role="status">${this.copied}</p>` : nothing}
    </nav>`;
  }

  private async copyLink(): Promise<void> {
    try {
      await navigator.clipboard.writeText(location.href);
      this.copied = 'Link copied: it opens this view, with everything you set.';
    } catch {
      this.copied = 'Copy the address bar: it holds this view, with everything you set.';
    }
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'tf-classroom-menu': ClassroomMenuElement;
  }
}
