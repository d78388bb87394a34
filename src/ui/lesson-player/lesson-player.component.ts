import { html, nothing } from 'lit';
import { customElement } from 'lit/decorators.js';
import { msg, str } from '@lit/localize';
import { describeError } from '../../app/client.ts';
import { describeSettings } from '../../app/settings.ts';
import { checkClaim, lessonById, type Claim, type Lesson, type LessonAction } from '../../app/lesson.ts';
import { inLanguage } from '../../app/lesson-text.ts';
import { liveText } from '../shared/live-text.ts';
import { LabElement } from '../shared/lab-element.ts';
import '../lesson-quiz/lesson-quiz.component.ts';
import { styles } from './lesson-player.styles.ts';

/** The step's action in words: what the lab is about to do. */
export function describeAction(a: LessonAction): string[] {
  return [...describeSettings(a), ...(a.calls ?? []).map((c) => msg(str`writes ${c.call} before “${c.at}”`, { desc: 'what the lab does in a lesson step, after “The lab”: writes an API call into the text before the quoted words' }))];
}

/**
 * @summary A lesson, step by step: a short text, what the lab does, what to notice, the claims with the model's live numbers; then the quiz.
 * Keys: → or Space for the next step, ← for the previous one (app/keyboard.ts).
 */
@customElement('tf-lesson-player')
export class LessonPlayerElement extends LabElement {
  static override styles = styles;

  override render() {
    const at = this.s.lesson;
    const found = lessonById(at?.id);
    const lesson = found && inLanguage(found, this.s.lang);
    if (!at || !lesson) return nothing;
    const quiz = at.step >= lesson.steps.length;
    const step = lesson.steps[at.step];
    const total = lesson.steps.length + 1;
    return html`<section class="lesson card" aria-labelledby="lesson-title" data-lesson=${lesson.id} data-step=${at.step}>
      <header>
        <p class="eyebrow">${msg(str`Lesson · ${lesson.title}`)}</p>
        <h2 id="lesson-title" tabindex="-1">${quiz ? msg('Check yourself', { desc: 'heading of a lesson’s quiz' }) : step!.title}</h2>
        <span class="where" aria-live="polite">${quiz ? msg(str`Quiz (step ${total} of ${total})`) : msg(str`Step ${at.step + 1} of ${total}`)}</span>
        <button type="button" class="leave" @click=${() => this.lab.leaveLesson()}>${msg('Leave the lesson')}</button>
      </header>
      ${this.shown('lesson-nav') ? this.dots(lesson, at.step) : nothing}
      ${quiz ? html`<tf-lesson-quiz .lab=${this.lab}></tf-lesson-quiz>` : this.body(lesson, at.step)}
      ${this.shown('lesson-nav')
        ? html`<nav class="steps" aria-label=${msg('lesson steps')}>
            <button type="button" data-action="back" ?disabled=${at.step === 0} @click=${() => this.go(-1)}>${msg('← Back')}</button>
            <button type="button" class="primary" data-action="next" ?disabled=${quiz} @click=${() => this.go(1)}>${at.step === lesson.steps.length - 1 ? msg('To the quiz →') : msg('Next →')}</button>
            <span class="muted keys">${msg('Keys: → or Space next, ← back', { desc: 'keyboard help: the → key or the Space bar goes to the next step, the ← key back' })}</span>
          </nav>`
        : nothing}
    </section>`;
  }

  private opened: string | null = null;
  private shownStep: number | null = null;

  /**
   * A lesson just opened (from the menu, with Enter): its title takes the focus, so → and Space step through it at once.
   * A new step brings the player back into view (after "Next" from the bottom of a long step, its title was off screen).
   */
  override updated(): void {
    const id = this.s.lesson?.id ?? null;
    const step = this.s.lesson?.step ?? null;
    if (id && id !== this.opened) this.renderRoot.querySelector<HTMLElement>('#lesson-title')?.focus({ preventScroll: true });
    else if (step !== null && this.shownStep !== null && step !== this.shownStep && this.getBoundingClientRect().top < 0) {
      this.scrollIntoView({ block: 'start', behavior: matchMedia('(prefers-reduced-motion: reduce)').matches ? 'auto' : 'smooth' });
    }
    this.opened = id;
    this.shownStep = step;
  }

  private go(delta: number): void {
    this.lab.stepLesson(delta);
  }

  private dots(lesson: Lesson, current: number) {
    const labels = [...lesson.steps.map((s) => s.title), msg('Quiz', { desc: 'the last step of a lesson' })];
    return html`<ol class="dots">
      ${labels.map(
        (title, j) => html`<li><button type="button" aria-label=${msg(str`Step ${j + 1}: ${title}`)} aria-current=${j === current ? 'step' : 'false'} @click=${() => this.lab.startLesson(lesson.id, j)}>${j + 1}</button></li>`,
      )}
    </ol>`;
  }

  private body(lesson: Lesson, n: number) {
    const step = lesson.steps[n]!;
    const does = describeAction(step.action);
    const claims = (step.claims ?? []).map((id) => lesson.claims.find((c) => c.id === id)).filter((c): c is Claim => !!c);
    return html`
      <p class="text">${this.live(lesson, step.text)}</p>
      ${does.length ? html`<p class="does">${msg(html`<strong>The lab</strong> ${does.join('; ')}.`, { desc: 'what the lab does in this step: a list of actions, each of which starts with a verb (“sets τs to 0.05”)' })}</p>` : nothing}
      <p class="notice">${msg(html`<strong>Notice</strong> ${this.live(lesson, step.notice)}`, { desc: 'before what the learner should notice in this step' })}</p>
      ${claims.length ? this.claimList(lesson, claims) : nothing}
    `;
  }

  /** A lesson text with its placeholders filled by the model's live numbers. */
  private live(lesson: Lesson, text: string) {
    return liveText(lesson, text, this.s);
  }

  private claimList(lesson: Lesson, claims: Claim[]) {
    const state = this.s.claims;
    const scores = state.lesson === lesson.id ? state.value : undefined;
    return html`<div class="claims">
      <h3>${msg('What the lesson claims, checked on this model')}</h3>
      ${state.status === 'error' && state.error ? html`<p class="message error" role="alert">${describeError(state.error, msg('a claim', { desc: 'what was too long' }))}</p>` : nothing}
      <ul>
        ${claims.map((c) => {
          const check = scores ? checkClaim(c, scores) : null;
          const verdict = check === null ? 'pending' : check.holds ? 'holds' : 'fails';
          return html`<li data-claim=${c.id} data-holds=${verdict}>
            <span class="mark" aria-hidden="true">${check === null ? '…' : check.holds ? '✓' : '✗'}</span>
            <span>${c.says}</span>
            <span class="measured">${check === null
              ? msg('measuring…')
              : check.holds
                ? msg(str`${check.measured} — holds`, { desc: 'a lesson’s claim, after the number measured on the model' })
                : msg(html`${check.measured} — <strong>does not hold on this model</strong>`, { desc: 'a lesson’s claim, after the number measured on the model' })}</span>
          </li>`;
        })}
      </ul>
    </div>`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'tf-lesson-player': LessonPlayerElement;
  }
}
