// The lab shell: the header (title, badges, sentence), the rail, and the stage or the sweeps in
// a labelled main region; presenter mode and hidden controls from a link.
import { expect, it } from 'vitest';
import { accessibilityViolations, useLab } from '../../../test/component.ts';
import { describeNeeding } from '../../../test/requirements.ts';

describeNeeding(['browser', 'models'], 'tf-lab', () => {
  const lab = useLab();

  it('labels its main region by the stage, and follows a link that hides the rail and presents', async () => {
    const { page, close } = await lab.open('stage=3');
    await expect(page.locator('tf-lab main').getAttribute('aria-label')).resolves.toBe('Stage 3: Sample calls');
    await expect(page.locator('tf-lab h1').innerText()).resolves.toMatch(/^Toolformer Lab/);
    expect(await accessibilityViolations(page, ['tf-lab'])).toEqual([]);
    await close();

    const presenting = await lab.open('stage=2&presenter=1&hide=rail,classroom');
    await expect(presenting.page.locator('tf-lab aside.rail').count()).resolves.toBe(0);
    await expect(presenting.page.locator('tf-lab').getAttribute('presenter')).resolves.toBe('');
    await expect(presenting.page.locator('tf-lab main').getAttribute('aria-label')).resolves.toBe('Stage 2: Positions');
    await presenting.close();
  });
});
