import { html, nothing } from 'lit';
import { customElement, state } from 'lit/decorators.js';
import { msg, str } from '@lit/localize';
import { lessonById } from '../../app/lesson.ts';
import { inLanguage } from '../../app/lesson-text.ts';
import { LabElement } from '../shared/lab-element.ts';
import { liveText } from '../shared/live-text.ts';
import { styles } from './lesson-quiz.styles.ts';

/**
 * @summary The lesson's self-test: one group of choices per question; once answered, whether it was right and why.
 */
@customElement('tf-lesson-quiz')
export class LessonQuizElement extends LabElement {
  static override styles = styles;

  /** Chosen answer per question id, for the lesson in `of`. */
  @state() private chosen: Record<string, number> = {};
  private of = '';

  override render() {
    const found = lessonById(this.s.lesson?.id);
    const lesson = found && inLanguage(found, this.s.lang);
    if (!lesson) return nothing;
    if (this.of !== lesson.id) {
      this.of = lesson.id;
      this.chosen = {};
    }
    const answered = lesson.quiz.filter((q) => this.chosen[q.id] !== undefined);
    const right = answered.filter((q) => this.chosen[q.id] === q.answer).length;
    return html`
      <p class="lede">${msg('Answer each question; the explanation appears as soon as you choose.')}</p>
      ${lesson.quiz.map((q, n) => {
        const pick = this.chosen[q.id];
        const done = pick !== undefined;
        return html`<fieldset class="question" data-question=${q.id} data-answered=${String(done)} data-correct=${done ? String(pick === q.answer) : ''}>
          <legend>${n + 1}. ${q.question}</legend>
          ${q.choices.map(
            (choice, j) => html`<label class="choice ${done && j === q.answer ? 'right' : ''} ${done && j === pick && j !== q.answer ? 'wrong' : ''}">
              <input type="radio" name=${`q-${q.id}`} value=${j} data-right=${String(j === q.answer)} .checked=${pick === j} @change=${() => (this.chosen = { ...this.chosen, [q.id]: j })} />
              <span>${choice}</span>
            </label>`,
          )}
          <div class="feedback" aria-live="polite">
            ${done
              ? html`<p class=${pick === q.answer ? 'ok' : 'no'}><strong>${pick === q.answer ? msg('Right.', { desc: 'a quiz answer was correct' }) : msg(str`Not quite — the answer is ${String.fromCharCode(97 + q.answer)}.`, { desc: 'a quiz answer was wrong; the value is the right choice’s letter (a, b, c…)' })}</strong> ${liveText(lesson, q.explain, this.s)}</p>`
              : nothing}
          </div>
        </fieldset>`;
      })}
      <p class="score" role="status" data-right=${right} data-answered=${answered.length}>${answered.length === lesson.quiz.length
        ? msg(str`${right} of ${lesson.quiz.length} right.`, { desc: 'quiz score: questions answered correctly, out of all' })
        : msg(str`${answered.length} of ${lesson.quiz.length} answered.`, { desc: 'quiz progress: questions answered so far, out of all' })}</p>
    `;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'tf-lesson-quiz': LessonQuizElement;
  }
}
