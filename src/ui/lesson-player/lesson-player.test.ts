// The lesson player: a step's text, what the lab does, what to notice and the claims with the
// model's live numbers; next, back and the step dots; leaving the lesson.
import { expect, it } from 'vitest';
import { LESSONS } from '../../app/lesson.ts';
import { accessibilityViolations, useLab } from '../../../test/component.ts';
import { describeNeeding } from '../../../test/requirements.ts';

describeNeeding(['browser', 'models'], 'tf-lesson-player', () => {
  const lab = useLab();
  const lesson = LESSONS[0]!;

  it("steps through a lesson, fills its claims with the model's numbers, and leaves it", { timeout: 150_000 }, async () => {
    const withClaims = lesson.steps.findIndex((st) => st.claims?.length);
    const { page, close } = await lab.open(`lesson=${lesson.id}&step=${withClaims}`);
    const player = page.locator(`tf-lesson-player section[data-lesson="${lesson.id}"]`);
    await player.and(page.locator(`[data-step="${withClaims}"]`)).waitFor();
    await expect(player.locator('h2').innerText()).resolves.toBe(lesson.steps[withClaims]!.title);
    for (const id of lesson.steps[withClaims]!.claims!) {
      await expect.poll(() => player.locator(`li[data-claim="${id}"]`).getAttribute('data-holds'), { timeout: 120_000 }).toMatch(/^(holds|fails)$/);
    }
    await expect.poll(() => player.locator('.live').allInnerTexts(), { timeout: 60_000 }).not.toContain('…');
    expect(await accessibilityViolations(page, ['tf-lab', 'tf-lesson-player'])).toEqual([]);

    await player.locator('button[data-action="next"]').click();
    await player.and(page.locator(`[data-step="${withClaims + 1}"]`)).waitFor();
    await player.locator('button[data-action="back"]').click();
    await player.and(page.locator(`[data-step="${withClaims}"]`)).waitFor();
    await player.getByRole('button', { name: `Step 1: ${lesson.steps[0]!.title}` }).click();
    await player.and(page.locator('[data-step="0"]')).waitFor();
    await expect(player.locator('button[data-action="back"]').isDisabled()).resolves.toBe(true);
    await player.getByRole('button', { name: 'Leave the lesson' }).click();
    await expect.poll(() => page.locator('tf-lesson-player section').count()).toBe(0);
    await close();
  });
});
