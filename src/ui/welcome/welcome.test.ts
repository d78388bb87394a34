// The first visit's welcome: three ways in, each of which goes there and dismisses it for good.
import { expect, it } from 'vitest';
import { LESSONS } from '../../app/lesson.ts';
import { accessibilityViolations, useLab } from '../../../test/component.ts';
import { describeNeeding } from '../../../test/requirements.ts';

describeNeeding(['browser', 'models'], 'tf-welcome', () => {
  const lab = useLab();

  it('greets a bare first visit, and each way in goes there', async () => {
    for (const [way, lands] of [
      [`Lesson: ${LESSONS[0]!.title}`, `tf-lesson-player section[data-lesson="${LESSONS[0]!.id}"]`],
      ['τ sweeps (instructors)', 'tf-sweep-panel'],
      ['Walk the seven stages', 'tf-stage-prompt'],
    ] as const) {
      const { page, close } = await lab.open('/');
      const welcome = page.locator('tf-welcome section');
      await welcome.waitFor();
      expect(await accessibilityViolations(page, ['tf-lab', 'tf-welcome'])).toEqual([]);
      await welcome.getByRole('button', { name: way }).click();
      await page.locator(lands).waitFor();
      await expect(page.locator('tf-welcome section').count()).resolves.toBe(0);
      await close();
    }
  });

  it('stays away when a link points somewhere', async () => {
    const { page, close } = await lab.open('stage=2');
    await page.locator('tf-stage-positions').waitFor();
    await expect(page.locator('tf-welcome section').count()).resolves.toBe(0);
    await close();
  });
});
