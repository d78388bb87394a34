// The classroom menu: lessons to open, the τ sweeps, presenter mode, and a link to this view.
import { expect, it } from 'vitest';
import { LESSONS } from '../../app/lesson.ts';
import { accessibilityViolations, useLab } from '../../../test/component.ts';
import { describeNeeding } from '../../../test/requirements.ts';

describeNeeding(['browser', 'models'], 'tf-classroom-menu', () => {
  const lab = useLab();

  it('opens a lesson, the sweeps and presenter mode, and copies a link that reopens the view', async () => {
    const { page, close } = await lab.open('stage=3&tauF=0.7');
    const menu = page.locator('tf-classroom-menu');
    await expect(menu.locator('button[data-lesson]').allInnerTexts()).resolves.toEqual(LESSONS.map((l) => `Lesson: ${l.title}`));
    expect(await accessibilityViolations(page, ['tf-lab', 'tf-classroom-menu'])).toEqual([]);

    await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
    await menu.getByRole('button', { name: 'Copy a link to this view' }).click();
    await menu.getByRole('status').getByText('Link copied').waitFor();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toBe(page.url());
    expect(new URL(copied).searchParams.get('tauF')).toBe('0.7');

    await menu.getByLabel('Presenter mode').check();
    await expect.poll(() => page.evaluate(() => document.documentElement.classList.contains('presenter'))).toBe(true);
    await expect.poll(() => new URL(page.url()).searchParams.get('presenter')).toBe('1');

    await menu.locator(`button[data-lesson="${LESSONS[1]!.id}"]`).click();
    await page.locator(`tf-lesson-player section[data-lesson="${LESSONS[1]!.id}"]`).waitFor();
    await expect(menu.locator(`button[data-lesson="${LESSONS[1]!.id}"]`).getAttribute('aria-current')).resolves.toBe('true');
    await menu.locator('button[data-view="sweep"]').click();
    await page.locator('tf-sweep-panel').waitFor();
    await expect(menu.locator('button[data-view="sweep"]').getAttribute('aria-current')).resolves.toBe('true');
    await close();
  });
});
