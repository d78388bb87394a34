// The backend badge: each model's load, step by step, then the backend and dtype it runs on.
import { expect, it } from 'vitest';
import { accessibilityViolations, useLab } from '../../../test/component.ts';
import { describeNeeding } from '../../../test/requirements.ts';

describeNeeding(['browser', 'models'], 'tf-backend-badge', () => {
  const lab = useLab();

  it('names the model, then its backend and dtype once loaded', async () => {
    const { page, close } = await lab.open('stage=1');
    const badge = page.locator('tf-backend-badge [data-model="base"]');
    await badge.and(page.locator('[data-backend]')).waitFor({ timeout: 60_000 });
    await expect(badge.getAttribute('data-backend')).resolves.toBe('wasm');
    await expect(badge.innerText()).resolves.toMatch(/^base\s+wasm ×\d threads? · fp16/);
    await expect(badge.getAttribute('title')).resolves.toMatch(/context 512 tokens; loaded in \d+ ms/);
    expect(await accessibilityViolations(page, ['tf-lab', 'tf-backend-badge'])).toEqual([]);
    await close();
  });
});
