/**
 * Stepping with the keyboard, for a teacher at the front: → or Space goes to
 * the next lesson step (or the next decoding step in Stage 7), ← goes back.
 * Keys typed into a field, a slider or a menu are left alone, and Space on a
 * button still presses the button.
 */
import type { Lab } from './lab.ts';

/** Asked of Stage 7 when no lesson is open: detail is +1 or −1. */
export const DECODE_STEP = 'decode-step';

function editing(e: KeyboardEvent, space: boolean): boolean {
  const target = e.composedPath()[0];
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable) return true;
  const tag = target.tagName;
  if (tag === 'TEXTAREA' || tag === 'SELECT') return true;
  if (tag === 'INPUT') return true; // text, number, range, radio: arrows belong to them
  if (space && (tag === 'BUTTON' || tag === 'SUMMARY' || tag === 'A')) return true;
  return false;
}

export function installKeyboard(lab: Lab, target: Document = document): () => void {
  const onKey = (e: KeyboardEvent) => {
    if (e.altKey || e.ctrlKey || e.metaKey || e.defaultPrevented) return;
    const space = e.key === ' ';
    const delta = e.key === 'ArrowRight' || space ? 1 : e.key === 'ArrowLeft' ? -1 : 0;
    if (!delta || (space && e.shiftKey) || editing(e, space)) return;
    if (lab.state.view === 'lab' && lab.state.lesson) {
      e.preventDefault();
      lab.stepLesson(delta);
    } else if (lab.state.view === 'lab' && lab.state.stage === 7) {
      e.preventDefault();
      lab.dispatchEvent(new CustomEvent(DECODE_STEP, { detail: delta }));
    }
  };
  target.addEventListener('keydown', onKey);
  return () => target.removeEventListener('keydown', onKey);
}
