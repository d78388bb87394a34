// The offline badge: whether this visit's copy of the site is kept for studying offline.
import { expect, it } from 'vitest';
import { accessibilityViolations, useLab } from '../../../test/component.ts';
import { describeNeeding } from '../../../test/requirements.ts';

describeNeeding(['browser', 'models'], 'tf-offline-badge', () => {
  const lab = useLab();

  it('says when the site is kept for offline study, with its version', async () => {
    const { page, close } = await lab.open('stage=1');
    const badge = page.locator('tf-offline-badge .badge');
    await expect.poll(() => badge.getAttribute('data-offline'), { timeout: 90_000 }).toBe('ready');
    await expect(badge.innerText()).resolves.toMatch(/^available offline · \S+/);
    expect(await accessibilityViolations(page, ['tf-lab', 'tf-offline-badge'])).toEqual([]);
    await close();
  });
});
