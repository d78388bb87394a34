// Every message of the lab has a translation in every language, and the built modules hold them
// (src/i18n/README.md: npm run i18n:extract, translate, npm run i18n:build).
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { targetLocales } from '../../../src/i18n/locale-codes.ts';

/** trans-unit id → whether it has a non-empty <target>. */
function units(xliff: string): Map<string, boolean> {
  const out = new Map<string, boolean>();
  for (const m of xliff.matchAll(/<trans-unit id="([^"]+)"[^>]*>([\s\S]*?)<\/trans-unit>/g)) {
    const target = /<target>([\s\S]*?)<\/target>/.exec(m[2]!);
    out.set(m[1]!, !!target && target[1]!.trim() !== '');
  }
  return out;
}

describe.each(targetLocales)('messages in %s', (locale) => {
  const xliff = units(readFileSync(`src/i18n/xliff/${locale}.xlf`, 'utf8'));
  const generated = readFileSync(`src/i18n/generated/${locale}.ts`, 'utf8');

  it('has a translation for every message the lab says', () => {
    expect(xliff.size).toBeGreaterThan(100);
    expect([...xliff].filter(([, done]) => !done).map(([id]) => id)).toEqual([]);
  });

  it('is built: the generated module holds every translated message (run npm run i18n:build)', () => {
    const built = new Set([...generated.matchAll(/^\s*'?([\w.-]+)'?\s*:/gm)].map((m) => m[1]));
    expect([...xliff.keys()].filter((id) => !built.has(id))).toEqual([]);
  });
});
