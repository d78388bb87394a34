// The study guides' self-test questions (lessons/self-tests.json): each of the 5 in the Chinese
// guide (zh-000) and the 7 in the Spanish one (es-004) is asked, in the lab's own words, by a
// quiz question of the lesson where the lab shows its answer.
import { describe, expect, it } from 'vitest';
import { LESSONS } from '../../../src/app/lesson.ts';
import selfTests from '../../../lessons/self-tests.json';

interface SelfTest {
  guide: string;
  n: number;
  topic: string;
  lesson: string;
  quiz: string;
  shown: string;
}

const entries = selfTests as SelfTest[];
const GUIDES: Record<string, number> = { 'zh-000': 5, 'es-004': 7 };

describe('self-test questions of the study guides', () => {
  it('lists every question of each guide once, numbered from 1', () => {
    expect(entries).toHaveLength(12);
    expect(new Set(entries.map((e) => e.guide))).toEqual(new Set(Object.keys(GUIDES)));
    for (const [guide, count] of Object.entries(GUIDES)) {
      const numbers = entries.filter((e) => e.guide === guide).map((e) => e.n).sort((a, b) => a - b);
      expect(numbers, guide).toEqual(Array.from({ length: count }, (_, j) => j + 1));
    }
  });

  it.each(entries.map((e) => [`${e.guide} #${e.n}`, e] as const))('%s names a lesson, one of its quiz questions (4 choices), a topic and where the lab shows it', (_, e) => {
    const lesson = LESSONS.find((l) => l.id === e.lesson);
    expect(lesson, `lesson ${e.lesson}`).toBeDefined();
    expect(lesson!.quiz.map((q) => q.id), `${e.lesson} quiz`).toContain(e.quiz);
    expect(lesson!.quiz.find((q) => q.id === e.quiz)!.choices).toHaveLength(4);
    expect(e.topic.trim()).not.toBe('');
    expect(e.shown.trim()).not.toBe('');
  });

  it('no quiz question is named for two guide questions', () => {
    const named = entries.map((e) => `${e.lesson}/${e.quiz}`);
    expect(new Set(named).size).toBe(named.length);
  });

  it.each(LESSONS.map((l) => [l.id, l] as const))('%s: quiz ids do not repeat', (_, lesson) => {
    const ids = lesson.quiz.map((q) => q.id);
    expect(new Set(ids).size, ids.join(', ')).toBe(ids.length);
  });
});
