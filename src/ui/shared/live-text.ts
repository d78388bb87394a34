/** A lesson's text with its placeholders ({gain:calc}, …) filled by the model's live numbers (rendered as text, never HTML). */
import { html } from 'lit';
import { pieces, placeholderValue, type Lesson } from '../../app/lesson.ts';
import type { LabState } from '../../app/state.ts';

export function liveText(lesson: Lesson, text: string, state: LabState) {
  const scores = state.claims.lesson === lesson.id ? state.claims.value : undefined;
  return pieces(text).map((p) => ('text' in p ? p.text : html`<span class="live" data-claim=${p.claim} data-kind=${p.kind}>${placeholderValue(p, lesson, scores)}</span>`));
}
