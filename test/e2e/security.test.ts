// The built site's Content-Security-Policy, and model output or a typed sentence as untrusted
// input: in a real Chromium, served as README asks a static host to (support.ts sends the
// page's CSP as a header too, so the model worker runs under it as well).
import { readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeNeeding } from '../requirements.ts';
import { buildSite, contentSecurityPolicy, launchBrowser, root, serveStatic, watch } from './support.ts';

const HOSTILE = '<img src=x onerror=alert(1)>';
const SENTENCE = `${HOSTILE} A case of 24 bottles costs $18, so each costs $0.75.`;
const HOSTILE_CALL = 'Calculator(<script>alert(2)</script>)';

/** The text a reader sees under `locator`, shadow roots included (innerText stops at them). */
function deepText(locator: Locator): Promise<string> {
  return locator.evaluate((el) => {
    const walk = (n: Node): string => {
      if (n.nodeType === Node.TEXT_NODE) return n.textContent ?? '';
      if (n instanceof HTMLStyleElement || n instanceof HTMLScriptElement) return '';
      const kids = [...(n instanceof Element && n.shadowRoot ? n.shadowRoot.childNodes : []), ...n.childNodes];
      return kids.map(walk).join('');
    };
    return walk(el);
  });
}

/** The policy's directives, by name. */
function directives(policy: string): Map<string, string[]> {
  return new Map(policy.split(';').map((d) => d.trim().split(/\s+/)).filter((d) => d[0]).map(([name, ...values]) => [name!, values]));
}

describeNeeding(['browser', 'models'], 'security in Chromium', () => {
  let browser: Browser;
  let site: { url: string; close(): Promise<void> };
  let dist: string;

  beforeAll(async () => {
    dist = await buildSite();
    site = await serveStatic(dist);
    browser = await launchBrowser();
  }, 180_000);

  afterAll(async () => {
    await browser?.close();
    await site?.close();
    if (dist) rmSync(dist, { recursive: true, force: true });
  });

  it('ships a policy with no inline script, no eval, and nothing off its own origin; README gives the same header', () => {
    const policy = contentSecurityPolicy(dist);
    const d = directives(policy);
    expect(d.get('default-src')).toEqual(["'self'"]);
    // onnxruntime-web compiles its wasm: 'wasm-unsafe-eval' is the least that allows it.
    expect(d.get('script-src')).toEqual(["'self'", "'wasm-unsafe-eval'"]);
    expect(d.get('worker-src')).toEqual(["'self'"]);
    expect(d.get('connect-src')).toEqual(["'self'"]);
    expect(d.get('object-src')).toEqual(["'none'"]);
    expect(policy).not.toMatch(/https?:|\*|'unsafe-eval'/);
    expect(readFileSync(join(root, 'README.md'), 'utf8')).toContain(`Content-Security-Policy: ${policy}`);
  });

  /** A page of the lab, with every CSP violation and every dialog it meets. */
  async function open(path: string): Promise<{ page: Page; seen: ReturnType<typeof watch>; dialogs: string[] }> {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    const seen = watch(page, site.url);
    const dialogs: string[] = [];
    page.on('dialog', (d) => (dialogs.push(d.message()), void d.dismiss()));
    await page.goto(`${site.url}${path}`);
    return { page, seen, dialogs };
  }

  it('enforces it on the page and in the model worker, and the lab runs under it with no violation', async () => {
    const { page, seen } = await open('/?backend=wasm&stage=2');
    await page.locator('tf-stage-positions button.tok').first().waitFor({ timeout: 90_000 });
    expect(seen.errors).toEqual([]);
    // The policy is in force: an injected inline script does not run.
    const ran = await page.evaluate(async () => {
      const s = document.createElement('script');
      s.textContent = 'window.inlineRan = true';
      document.head.append(s);
      await new Promise((ok) => setTimeout(ok, 200));
      return (window as unknown as { inlineRan?: boolean }).inlineRan === true;
    });
    expect(ran).toBe(false);
    // The worker runs under the header: it may not reach off the origin, and says so.
    const worker = page.workers().find((w) => w.url().includes('model.worker'));
    expect(worker, `workers: ${page.workers().map((w) => w.url())}`).toBeDefined();
    await worker!.evaluate(() => fetch('https://example.invalid/').catch(() => undefined));
    await expect.poll(() => seen.errors.join('\n')).toMatch(/model worker was refused https:\/\/example\.invalid\/ \(connect-src\)/);
    expect(seen.errors.filter((e) => !/inline|example\.invalid/.test(e))).toEqual([]);
    await page.close();
  }, 120_000);

  it('says so when the policy keeps the model runtime from starting, and the page keeps working', async () => {
    // A host whose header leaves out 'wasm-unsafe-eval': onnxruntime-web cannot compile its wasm.
    const strict = await serveStatic(dist, { csp: contentSecurityPolicy(dist).replace(" 'wasm-unsafe-eval'", '') });
    const page = await browser.newPage();
    try {
      await page.goto(`${strict.url}/?backend=wasm&stage=2`);
      const badge = page.locator('tf-backend-badge .badge.error[data-model="base"]');
      await badge.waitFor({ timeout: 90_000 });
      // onnxruntime-web's own words: "no available backend found … Content Security policy …".
      expect(await badge.innerText()).toMatch(/did not load: .*Content Security/);
      await page.locator('tf-stage-rail button[data-stage="1"]').click();
      await page.locator('tf-stage-prompt .demo').first().waitFor();
    } finally {
      await page.close();
      await strict.close();
    }
  }, 120_000);

  it(`shows a sentence such as ${HOSTILE} as text on every stage`, async () => {
    // From a link, as a student might receive it; τf −10 keeps every call, so C* shows the text.
    const { page, seen, dialogs } = await open(`/?backend=wasm&stage=1&tauF=-10&text=${encodeURIComponent(SENTENCE)}`);
    const main = page.locator('main');
    const injected = () => page.locator('img[src="x"], script:not([src]), [onerror]').count();
    const stage = async (n: number) => {
      await page.locator(`tf-stage-rail button[data-stage="${n}"]`).click();
      await main.getByText(`Stage ${n}`, { exact: true }).waitFor();
    };
    /** Stage n shows `text` (by default the sentence's hostile part) as text, and made no element of it. */
    const showsAsText = async (n: number, text = HOSTILE, read = () => deepText(main)) => {
      await expect.poll(read, { timeout: 30_000, message: `stage ${n} shows ${text} as text` }).toContain(text);
      expect(await injected(), `stage ${n}: an element was made from the text`).toBe(0);
    };

    await expect.poll(() => page.locator('#sentence').inputValue()).toBe(SENTENCE);
    await page.locator('tf-backend-badge [data-model="base"][data-backend="wasm"]').waitFor({ timeout: 90_000 });
    await showsAsText(1);
    await stage(2);
    const tokens = page.locator('tf-stage-positions button.tok');
    await tokens.first().waitFor({ timeout: 90_000 });
    // One button per token, each naming its piece as text (spaces drawn as ␣ on the face).
    await showsAsText(2, HOSTILE, () => tokens.evaluateAll((bs) => bs.map((b) => /^token \d+ "(.*)": p\(/s.exec(b.getAttribute('aria-label') ?? '')?.[1] ?? '').join('')));
    await stage(3);
    await page.locator('tf-stage-calls').getByText(/samples, \d+ well-formed|No positions/).waitFor({ timeout: 90_000 });
    // Stages 3 and 4 show calls, not the sentence: the model's samples and the learner's.
    await showsAsText(3, '<API>');

    await stage(4);
    const form = page.locator('tf-stage-execute form.custom');
    await form.locator('input[name="words"]').fill('0.75');
    await form.locator('input[name="call"]').fill('Calculator(18 / 24)');
    await form.getByRole('button', { name: 'Add call' }).click();
    await page.locator('tf-stage-execute tr[data-call="Calculator(18 / 24)"]').filter({ hasText: 'yours' }).waitFor({ timeout: 30_000 });
    // A hostile call: the calculator refuses it, and the refusal is text too.
    await form.locator('input[name="call"]').fill(HOSTILE_CALL);
    await form.getByRole('button', { name: 'Add call' }).click();
    await showsAsText(4, '<script>alert(2)</script>');

    await stage(5);
    await page.locator('tf-stage-filter article[data-call="Calculator(18 / 24)"]').first().waitFor({ timeout: 90_000 });
    await showsAsText(5);
    await stage(6);
    await page.locator('tf-stage-cstar [data-augmented]').waitFor({ timeout: 90_000 });
    await showsAsText(6);

    await stage(7);
    await page.locator('#decode-prompt').fill(`${HOSTILE} Each bottle costs`);
    await page.locator('tf-stage-decoding input[aria-label="most new tokens"]').fill('8');
    await page.locator('tf-stage-decoding input[aria-label="most new tokens"]').dispatchEvent('change');
    await page.locator('tf-stage-decoding button[data-action="run"]').click();
    await page.locator('tf-stage-decoding section[data-run="tools"][data-status="done"]').waitFor({ timeout: 90_000 });
    await page.locator('tf-stage-decoding button[data-action="end"]').click();
    await page.locator('tf-stage-decoding section[data-run="tools"][data-complete="true"]').waitFor({ timeout: 30_000 });
    await showsAsText(7);

    expect(dialogs).toEqual([]);
    expect(seen.offOrigin).toEqual([]);
    expect(seen.errors).toEqual([]);
    await page.close();
  }, 300_000);
});
