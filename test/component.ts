/**
 * What a component's own test (src/ui/<name>/<name>.test.ts, beside the component) needs:
 * the built site served, a real Chromium, a page opened at a link of the lab, and an
 * accessibility check (axe-core) of the component's own shadow tree. The component runs in
 * the real lab with the real models: a test drives it as a user would and reads what the
 * user sees.
 */
import { readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect } from 'vitest';
import { buildSite, launchBrowser, serveStatic, watch } from './e2e/support.ts';

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

export interface LabPage {
  page: Page;
  /** Requests off the site's origin and console errors, checked when the test closes the page. */
  close(): Promise<void>;
}

/** Registers the suite's site and browser; `open(link)` gives a fresh page at `/?backend=wasm&…link` (a link starting with "/" is opened as it is). */
export function useLab(): { open(link?: string, viewport?: { width: number; height: number }): Promise<LabPage> } {
  let dist = '';
  let site: Awaited<ReturnType<typeof serveStatic>>;
  let browser: Browser;
  beforeAll(async () => {
    dist = await buildSite();
    site = await serveStatic(dist);
    browser = await launchBrowser();
  }, 120_000);
  afterAll(async () => {
    await browser?.close();
    await site?.close();
    if (dist) rmSync(dist, { recursive: true, force: true });
  });
  return {
    async open(link = '', viewport = { width: 1280, height: 900 }) {
      // axe is injected by the test, not by the site: the page's policy would refuse it.
      const context = await browser.newContext({ viewport, bypassCSP: true });
      const page = await context.newPage();
      const seen = watch(page, site.url);
      await page.goto(link.startsWith('/') ? `${site.url}${link}` : `${site.url}/?backend=wasm${link ? `&${link}` : ''}`);
      return {
        page,
        async close() {
          expect(seen.offOrigin).toEqual([]);
          expect(seen.errors).toEqual([]);
          await context.close();
        },
      };
    },
  };
}

/**
 * axe-core's WCAG 2 A/AA violations inside one component, as "rule: target" lines. `path`: the
 * shadow hosts from the document down to it, e.g. ['tf-lab', 'tf-stage-rail'].
 */
export async function accessibilityViolations(page: Page, path: readonly string[]): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in globalThis))) await page.evaluate(axeSource);
  // Checked as the page settles: with motion reduced, as a reader who asks for it sees it (a bar
  // half faded in would read as low contrast while it animates).
  await page.emulateMedia({ reducedMotion: 'reduce' });
  const found = await page.evaluate(async (path) => {
    const axe = (globalThis as unknown as { axe: { run(context: unknown, options: unknown): Promise<{ violations: { id: string; nodes: { target: unknown }[] }[] }> } }).axe;
    const result = await axe.run({ include: [{ fromShadowDom: path }] }, { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] }, resultTypes: ['violations'] });
    return result.violations.flatMap((v) => v.nodes.map((n) => `${v.id}: ${JSON.stringify(n.target)}`));
  }, [...path]);
  await page.emulateMedia({ reducedMotion: null });
  return found;
}
