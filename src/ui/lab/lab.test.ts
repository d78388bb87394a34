// The lab shell: the header (title, badges, sentence), the rail, and the stage or the sweeps in
// a labelled main region; presenter mode and hidden controls from a link; the language.
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

  it('speaks the link’s language, switches without a reload, keeps every setting, and sets <html lang>', { timeout: 90_000 }, async () => {
    const { page, close } = await lab.open('lang=es&stage=5&tauF=0.7&tool=QA');
    const main = page.locator('tf-lab main');
    await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe('es');
    await expect.poll(() => main.getAttribute('aria-label')).toBe('Etapa 5: Filtrado');
    // The models read English: the lab says so where the learner types.
    await page.locator('tf-sentence-bar [role="note"]').waitFor();
    expect(await accessibilityViolations(page, ['tf-lab'])).toEqual([]);
    await page.locator('tf-lab select[data-setting="lang"]').selectOption('zh-Hans');
    await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe('zh-Hans');
    await expect.poll(() => main.getAttribute('aria-label')).toMatch(/^第 ?5 ?阶段/);
    const url = new URL(page.url());
    expect([url.searchParams.get('lang'), url.searchParams.get('stage'), url.searchParams.get('tauF'), url.searchParams.get('tool')]).toEqual(['zh-Hans', '5', '0.7', 'QA']);
    await expect(page.locator('tf-stage-filter').getByRole('slider').first().inputValue()).resolves.toBe('0.7');
    // Back to English: the note goes, the words return.
    await page.locator('tf-lab select[data-setting="lang"]').selectOption('en');
    await expect.poll(() => main.getAttribute('aria-label')).toBe('Stage 5: Filter');
    await expect(page.locator('tf-sentence-bar [role="note"]').count()).resolves.toBe(0);
    await close();
  });

  it('fits a phone: at 390×844 no stage, view or language is wider than the screen, and the stage starts in the first screen', { timeout: 240_000 }, async () => {
    const { page, close } = await lab.open('stage=1', { width: 390, height: 844 });
    const base = page.url().split('?')[0];
    for (const link of ['stage=1', 'stage=2', 'stage=3', 'stage=4', 'stage=5', 'stage=6', 'stage=7', 'view=sweep', 'view=models', 'view=paper', 'lesson=bottle-price&step=4', 'lang=zh-Hans&stage=5', 'lang=es&stage=3']) {
      await page.goto(`${base}?backend=wasm&${link}`);
      await page.locator('tf-lab main .panel > *').first().waitFor();
      // What each stage fills in later (samples, cards, runs) is what overflows: wait for the base model's work.
      if (/stage=[3-5]/.test(link)) await page.locator('tf-stage-rail button[data-stage="4"] .state').filter({ hasText: /\d/ }).waitFor({ state: 'attached', timeout: 120_000 });
      const { width, top } = await page.evaluate(() => ({
        width: document.documentElement.scrollWidth,
        top: document.querySelector('tf-lab')!.shadowRoot!.querySelector('main')!.getBoundingClientRect().top,
      }));
      expect(width, link).toBeLessThanOrEqual(390);
      // The header and the stage picker take at most 60% of the first screen: the stage's heading and first lines are in view.
      expect(top, link).toBeLessThan(844 * 0.6);
    }
    await close();
  });

  it('opens a view chosen from the classroom menu at its top, not as far down as the page was scrolled', { timeout: 120_000 }, async () => {
    const { page, close } = await lab.open('stage=5&presenter=1', { width: 1280, height: 720 });
    await page.locator('tf-classroom-menu button[data-view="sweep"]').scrollIntoViewIfNeeded();
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    await page.locator('tf-classroom-menu button[data-view="sweep"]').click();
    await expect.poll(() => page.locator('tf-lab main').getAttribute('aria-label')).toMatch(/sweep/i);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await close();
  });

  it('fits a projector: at 1280×720 in presenter mode the header is at most 12% of the screen and the lesson text is the largest text in view', { timeout: 120_000 }, async () => {
    const { page, close } = await lab.open('lesson=pittsburgh&step=4&presenter=1', { width: 1280, height: 720 });
    await page.locator('tf-lesson-player p.text .live').first().waitFor();
    const m = await page.evaluate(() => {
      const shell = document.querySelector('tf-lab')!.shadowRoot!;
      const text = shell.querySelector('tf-lesson-player')!.shadowRoot!.querySelector('p.text')!;
      let largest = 0;
      const walk = (root: Document | ShadowRoot) => {
        for (const el of root.querySelectorAll('*')) {
          if (el.shadowRoot) walk(el.shadowRoot);
          if (el === text || text.contains(el) || el.closest('tf-formula') || el.getRootNode() !== root) continue;
          const r = el.getBoundingClientRect();
          const own = [...el.childNodes].some((n) => n.nodeType === Node.TEXT_NODE && n.textContent!.trim() !== '');
          if (own && r.width > 0 && r.bottom > 0 && r.top < innerHeight && !(el.getRootNode() as ShadowRoot).host?.matches?.('tf-formula')) largest = Math.max(largest, parseFloat(getComputedStyle(el).fontSize));
        }
      };
      walk(document);
      return { header: shell.querySelector('header.top')!.getBoundingClientRect().height, text: parseFloat(getComputedStyle(text).fontSize), largest };
    });
    expect(m.header).toBeLessThanOrEqual(720 * 0.12);
    expect(m.text).toBeGreaterThan(m.largest);
    // Next from the bottom of the step: the new step's title comes back into view.
    await page.mouse.wheel(0, 2000);
    await page.locator('tf-lesson-player button[data-action="next"]').click();
    await expect.poll(async () => (await page.locator('tf-lesson-player h2').boundingBox())!.y).toBeGreaterThanOrEqual(0);
    await close();
  });

  // The walk: every visible text and every aria-label, title, placeholder and alt, in every shadow
  // tree, except the model's own text (marked lang="en"), code, and typeset formulas.
  const seenText = (page: import('playwright-core').Page) =>
    page.evaluate(() => {
      const out: string[] = [];
      const page = document.documentElement.lang;
      const visit = (n: Node): void => {
        if (n.nodeType === Node.TEXT_NODE) {
          const t = n.textContent?.trim();
          if (t) out.push(t);
          return;
        }
        if (n instanceof Element) {
          const lang = n.getAttribute('lang');
          if ((lang && lang !== page) || n.matches('code, kbd, .katex, noscript, style, script')) return;
          const st = getComputedStyle(n);
          if (st.display === 'none' || st.visibility === 'hidden') return;
          for (const a of ['aria-label', 'title', 'placeholder', 'alt']) {
            const t = n.getAttribute(a)?.trim();
            if (t) out.push(t);
          }
          if (n.shadowRoot) n.shadowRoot.childNodes.forEach(visit);
        }
        n.childNodes.forEach(visit);
      };
      visit(document.body);
      return out;
    });

  // Words that stay as they are in every language: the tools', models' and data sets' names, the
  // method's symbols, units, file formats, and the names of people and places the sentences use.
  const KEPT = new Set('API QA Calculator Calendar token tokens Toolformer Lab GPT GPT-J CC base toolformer control WebGPU wasm fp16 fp32 q8 ms Input Output log min max ln Pittsburgh CCNet WikiText T-REx WebQS ASDiv SVAMP MAWPS DATESET LAMA SQuAD Google-RE TempLAMA WikiSearch MT Atlas Schick onnxruntime tau epsilon end report look JSON JSONL CSV PNG SVG README CLI ONNX KV BPE Chromium Intl Space Enter Esc Tab Shift English Español km Paris Shakespeare Elisha Otis Frankenstein Mary Shelley'.split(' '));
  // English words that are not Spanish ones.
  const ENGLISH = new Set('the and with from is are of to for this that which when where its it was were has have by on at in into not model models call calls kept dropped tool tools sentence texts text result results loss gain step steps sample samples position positions run runs open close next back'.split(' '));

  // States that show the tools' and the sampler's reasons: the base model's QA samples (often
  // malformed), a hostile call and a bare number written in Stage 4.
  const WITH_REASONS = [
    `stage=3&tool=QA&text=${encodeURIComponent('Pittsburgh is also known as the Steel City.')}`,
    `stage=4&call=${encodeURIComponent("12:Calculator(import('fs'))")}&call=${encodeURIComponent('15:Calculator(572)')}`,
  ];

  it('has no English outside the model’s text and the symbols, in 简体中文 and Español, on every stage, the classroom and the panels', { timeout: 600_000 }, async () => {
    const { page, close } = await lab.open('stage=1');
    const base = page.url().split('?')[0];
    const { PRESETS } = await import('../../app/presets.ts');
    const found: string[] = [];
    for (const locale of ['zh-Hans', 'es']) {
      for (const link of ['stage=1', 'stage=2', 'stage=3', 'stage=4', 'stage=5', 'stage=6', 'stage=7', 'view=models', 'view=paper', 'lesson=pittsburgh&step=2', 'view=sweep', ...WITH_REASONS]) {
        await page.goto(`${base}?backend=wasm&lang=${locale}&${link}`);
        await page.locator('tf-lab main .panel > *').first().waitFor();
        // What the stages fill in later (samples, cards, results, runs) is what the walk must read.
        if (/stage=[3-7]/.test(link)) await page.locator('tf-stage-rail button[data-stage="5"] .state').filter({ hasText: /\d/ }).waitFor({ state: 'attached', timeout: 120_000 });
        if (link === 'view=sweep') await page.locator('tf-sweep-panel tr[data-label]').first().waitFor({ state: 'attached', timeout: 120_000 });
        if (link === 'stage=7') await page.locator('tf-stage-decoding .run .calls').first().waitFor({ timeout: 120_000 });
        for (const text of await seenText(page)) {
          // Quoted words are the model's or the learner's (“…”, "…"), as are what follows <API> in a
          // label that shows a sample, a token shown as ␣word, and the presets' sentences.
          let rest = text.replace(/[“"«][^”"»]*[”"»]/g, ' ').replace(/<API>.*/s, ' ').replace(/␣\S*/g, ' ');
          for (const p of PRESETS) rest = rest.split(p.text).join(' ');
          // Words with digits are hashes and formats (fp16, 53cb8c4).
          const words = (rest.match(/[\p{L}\p{N}'’-]+/gu) ?? []).filter((w) => !/\d/.test(w));
          const english = locale === 'es' ? words.filter((w) => ENGLISH.has(w.toLowerCase())) : words.filter((w) => /^[A-Za-z'’-]{2,}$/.test(w) && !KEPT.has(w));
          if (english.length) found.push(`${locale} ${link}: ${english.slice(0, 4).join(' ')} ← ${text.slice(0, 120)}`);
        }
      }
    }
    expect([...new Set(found)]).toEqual([]);
    await close();
  });
});
