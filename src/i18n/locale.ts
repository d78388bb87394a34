/**
 * The lab's languages (issue: every reader): English, 简体中文 and Español, switched at run time
 * without a reload (@lit/localize, runtime mode). Messages are `msg()` calls in the components;
 * `npm run i18n:extract` writes them to src/i18n/xliff/*.xlf for translation and
 * `npm run i18n:build` turns the translations into src/i18n/generated/*.ts, which this loads.
 * The models read English whatever the language: only the lab's own words change.
 */
import { configureLocalization } from '@lit/localize';
import { allLocales, sourceLocale, targetLocales } from './locale-codes.ts';

export type Locale = (typeof allLocales)[number];
export const LOCALES: readonly Locale[] = allLocales;

/** Each language in its own words, for the switch. */
export const LOCALE_NAMES: Readonly<Record<Locale, string>> = { en: 'English', 'zh-Hans': '简体中文', es: 'Español' };

const loaders = {
  'zh-Hans': () => import('./generated/zh-Hans.ts'),
  es: () => import('./generated/es.ts'),
} satisfies Record<(typeof targetLocales)[number], () => Promise<unknown>>;

const { getLocale, setLocale } = configureLocalization({
  sourceLocale,
  targetLocales,
  loadLocale: (locale) => loaders[locale as keyof typeof loaders](),
});

/** The reader's language from the browser's list (zh-CN, zh-TW… → 简体中文; es-* → Español), else English. */
export function preferredLocale(languages: readonly string[]): Locale {
  for (const tag of languages) {
    const l = tag.toLowerCase();
    if (l.startsWith('zh')) return 'zh-Hans';
    if (l.startsWith('es')) return 'es';
    if (l.startsWith('en')) return 'en';
  }
  return 'en';
}

/** Switches the lab's language: the messages (components re-render when they arrive) and <html lang>. */
export async function useLocale(locale: Locale): Promise<void> {
  document.documentElement.lang = locale;
  if (getLocale() !== locale) await setLocale(locale);
}

export { getLocale };
