import { html, nothing } from 'lit';
import { customElement, state } from 'lit/decorators.js';
import { msg, str } from '@lit/localize';
import { LESSONS } from '../../app/lesson.ts';
import { inLanguage } from '../../app/lesson-text.ts';
import { LabElement } from '../shared/lab-element.ts';
import { styles } from './classroom-menu.styles.ts';

/**
 * @summary The classroom: lessons to follow, the τ sweeps, presenter mode, and a link to this exact state.
 */
@customElement('tf-classroom-menu')
export class ClassroomMenuElement extends LabElement {
  static override styles = styles;

  /** What the last copy did (its words are read at render time, in the lab's language). */
  @state() private copied: '' | 'copied' | 'address' = '';

  override render() {
    const s = this.s;
    return html`<nav aria-label=${msg('Classroom', { desc: 'the menu of lessons and teaching tools' })}>
      <h2>${msg('Classroom', { desc: 'the menu of lessons and teaching tools' })}</h2>
      <ul>
        ${LESSONS.map((l) => inLanguage(l, s.lang)).map(
          (l) => html`<li>
            <button type="button" data-lesson=${l.id} title=${l.summary} aria-current=${s.lesson?.id === l.id && s.view === 'lab' ? 'true' : 'false'} @click=${() => this.lab.startLesson(l.id)}>
              ${msg(str`Lesson: ${l.title}`)}
            </button>
          </li>`,
        )}
        <li><button type="button" data-view="sweep" aria-current=${s.view === 'sweep' ? 'true' : 'false'} @click=${() => this.lab.set({ view: 'sweep' })}>${msg('τ sweeps (instructors)')}</button></li>
        <li><button type="button" data-view="paper" aria-current=${s.view === 'paper' ? 'true' : 'false'} @click=${() => this.lab.set({ view: 'paper' })}>${msg('The paper beside us')}</button></li>
      </ul>
      <label class="toggle"><input type="checkbox" .checked=${s.presenter} @change=${(e: Event) => this.lab.set({ presenter: (e.target as HTMLInputElement).checked })} /> ${msg('Presenter mode')}</label>
      <button type="button" class="link" @click=${() => this.copyLink()}>${msg('Copy a link to this view')}</button>
      ${this.copied ? html`<p class="muted" role="status">${this.copiedText()}</p>` : nothing}
    </nav>`;
  }

  private async copyLink(): Promise<void> {
    try {
      await navigator.clipboard.writeText(location.href);
      this.copied = 'copied';
    } catch {
      this.copied = 'address';
    }
  }

  private copiedText(): string {
    return this.copied === 'copied'
      ? msg('Link copied: it opens this view, with everything you set.')
      : msg('Copy the address bar: it holds this view, with everything you set.');
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'tf-classroom-menu': ClassroomMenuElement;
  }
}
