// Every lesson in every language: the same steps, claims and quiz, the same live numbers, made from today's English.
import { describe, expect, it } from 'vitest';
import { LESSONS, pieces } from '../../../src/app/lesson.ts';
import { englishText, sourceFingerprint, translationOf } from '../../../src/app/lesson-text.ts';
import { targetLocales } from '../../../src/i18n/locale-codes.ts';

/** The placeholders a text names, sorted ({gain:calc} …). */
const live = (text: string) => pieces(text).flatMap((p) => ('claim' in p ? [`${p.kind}:${p.claim}`] : [])).sort();

describe.each(targetLocales)('lessons in %s', (locale) => {
  for (const lesson of LESSONS) {
    it(`${lesson.id}: translated from today's English, in the same shape, with the same live numbers`, () => {
      const t = translationOf(lesson.id, locale);
      expect(t, `lessons/i18n/${locale}/${lesson.id}.json is missing`).toBeDefined();
      expect(t!.source, `lessons/i18n/${locale}/${lesson.id}.json was made from older English: update it and set "source" to this`).toBe(sourceFingerprint(lesson));
      const en = englishText(lesson);
      expect(t!.steps).toHaveLength(en.steps.length);
      expect(Object.keys(t!.claims).sort()).toEqual(Object.keys(en.claims).sort());
      expect(t!.quiz).toHaveLength(en.quiz.length);
      en.steps.forEach((s, j) => {
        expect(live(t!.steps[j]!.text), `step ${j + 1} text`).toEqual(live(s.text));
        expect(live(t!.steps[j]!.notice), `step ${j + 1} notice`).toEqual(live(s.notice));
        for (const field of ['title', 'text', 'notice'] as const) expect(t!.steps[j]![field].trim()).not.toBe('');
      });
      en.quiz.forEach((q, j) => {
        expect(t!.quiz[j]!.choices).toHaveLength(q.choices.length);
        expect(live(t!.quiz[j]!.explain), `quiz ${j + 1} explanation`).toEqual(live(q.explain));
      });
    });
  }
});

describe.each(targetLocales)('the sweep sets in %s', (locale) => {
  it('has the title, the about and every label’s reason of both sets (lessons/i18n/<locale>/sets/)', async () => {
    const { SWEEP, K_SWEEP } = await import('../../../src/app/sweep.ts');
    const { setTranslation } = await import('../../../src/app/set-text.ts');
    for (const set of [SWEEP, K_SWEEP]) {
      const t = setTranslation(set.id, locale);
      expect(t, `lessons/i18n/${locale}/sets/${set.id}.json is missing`).toBeDefined();
      expect(t!.title.trim()).not.toBe('');
      expect(t!.about.trim()).not.toBe('');
    }
    const whys = new Set(SWEEP.items.flatMap((i) => i.candidates.map((c) => c.why)));
    const t = setTranslation(SWEEP.id, locale)!;
    expect([...whys].filter((w) => !t.why?.[w]?.trim()), 'reasons with no translation').toEqual([]);
    expect(Object.keys(t.why ?? {}).filter((w) => !whys.has(w)), 'translations of reasons the set no longer has').toEqual([]);
  });
});
