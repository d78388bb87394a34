/**
 * A lesson's words in the reader's language. A lesson (lessons/<id>.json) is written in
 * English; lessons/i18n/<locale>/<id>.json holds its narration in another language — titles,
 * texts, notices, what each claim says, the quiz — in the same order, with the same
 * placeholders ({gain:calc}…). Sentences, calls, settings and claims' predicates are the
 * lesson's own: the models read English.
 */
import type { Lesson } from './lesson.ts';

/** Everything of a lesson that is words for people. */
export interface LessonText {
  title: string;
  summary: string;
  steps: { title: string; text: string; notice: string }[];
  /** What each claim says, by claim id. */
  claims: Record<string, string>;
  quiz: { question: string; choices: string[]; explain: string }[];
}

/** A translation, with the fingerprint of the English it was made from (stale when the English changed). */
export interface LessonTranslation extends LessonText {
  source: string;
}

const files = import.meta.glob<LessonTranslation>('../../lessons/i18n/*/*.json', { eager: true, import: 'default' });

/** locale → lesson id → translation. */
const TRANSLATIONS = new Map<string, Map<string, LessonTranslation>>();
for (const [path, t] of Object.entries(files)) {
  const [, locale, id] = /i18n\/([^/]+)\/([^/]+)\.json$/.exec(path)!;
  if (!TRANSLATIONS.has(locale!)) TRANSLATIONS.set(locale!, new Map());
  TRANSLATIONS.get(locale!)!.set(id!, t);
}

export function translationOf(lessonId: string, locale: string): LessonTranslation | undefined {
  return TRANSLATIONS.get(locale)?.get(lessonId);
}

/** The English words of a lesson, in a translation's shape. */
export function englishText(lesson: Lesson): LessonText {
  return {
    title: lesson.title,
    summary: lesson.summary,
    steps: lesson.steps.map((s) => ({ title: s.title, text: s.text, notice: s.notice })),
    claims: Object.fromEntries(lesson.claims.map((c) => [c.id, c.says])),
    quiz: lesson.quiz.map((q) => ({ question: q.question, choices: q.choices, explain: q.explain })),
  };
}

/** FNV-1a of the English words: a translation records it, and a test says when the English moved on. */
export function sourceFingerprint(lesson: Lesson): string {
  let h = 0x811c9dc5;
  for (const ch of JSON.stringify(englishText(lesson))) {
    h ^= ch.codePointAt(0)!;
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h.toString(16).padStart(8, '0');
}

/** The lesson with its words in `locale` (English where there is no translation). */
export function inLanguage(lesson: Lesson, locale: string): Lesson {
  const t = translationOf(lesson.id, locale);
  if (!t) return lesson;
  return {
    ...lesson,
    title: t.title,
    summary: t.summary,
    steps: lesson.steps.map((s, j) => ({ ...s, title: t.steps[j]?.title ?? s.title, text: t.steps[j]?.text ?? s.text, notice: t.steps[j]?.notice ?? s.notice })),
    claims: lesson.claims.map((c) => ({ ...c, says: t.claims[c.id] ?? c.says })),
    quiz: lesson.quiz.map((q, j) => ({ ...q, question: t.quiz[j]?.question ?? q.question, choices: t.quiz[j]?.choices ?? q.choices, explain: t.quiz[j]?.explain ?? q.explain })),
  };
}
