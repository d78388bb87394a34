// A lesson's quiz: each question answered, the explanation shown, the score counted.
import { expect, it } from 'vitest';
import { LESSONS } from '../../app/lesson.ts';
import { accessibilityViolations, useLab } from '../../../test/component.ts';
import { describeNeeding } from '../../../test/requirements.ts';
import { expectExplained } from '../../../test/e2e/support.ts';

describeNeeding(['browser', 'models'], 'tf-lesson-quiz', () => {
  const lab = useLab();
  const lesson = LESSONS[2]!;

  it('explains every answer, right or wrong, and counts the right ones', async () => {
    const { page, close } = await lab.open(`lesson=${lesson.id}&step=${lesson.steps.length}`);
    const quiz = page.locator('tf-lesson-player tf-lesson-quiz');
    await quiz.locator('fieldset').first().waitFor();
    expect(await accessibilityViolations(page, ['tf-lab', 'tf-lesson-player', 'tf-lesson-quiz'])).toEqual([]);
    for (const [j, q] of lesson.quiz.entries()) {
      const question = quiz.locator(`fieldset[data-question="${q.id}"]`);
      // Every other question is answered wrongly: the explanation is shown all the same.
      await question.locator(`input[data-right="${j % 2 === 1 ? 'false' : 'true'}"]`).first().check();
      await expect(question.getAttribute('data-correct')).resolves.toBe(String(j % 2 === 0));
      await expectExplained(question, q.explain);
    }
    const right = lesson.quiz.filter((_, j) => j % 2 === 0).length;
    await expect(quiz.locator('.score').innerText()).resolves.toBe(`${right} of ${lesson.quiz.length} right.`);
    await close();
  });
});
