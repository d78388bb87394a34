/**
 * The classroom's sweep sets' words in the reader's language: lessons/i18n/<locale>/sets/<id>.json
 * holds a set's title and about, and each English `why` (the label's reason) with its
 * translation. The texts, calls and labels stay the set's own: the models read English.
 */

/** A set's words in one language; `why` maps each English reason to its translation. */
export interface SetTranslation {
  title: string;
  about: string;
  why?: Record<string, string>;
}

const files = import.meta.glob<SetTranslation>('../../lessons/i18n/*/sets/*.json', { eager: true, import: 'default' });

export function setTranslation(setId: string, locale: string): SetTranslation | undefined {
  return Object.entries(files).find(([path]) => path.endsWith(`/i18n/${locale}/sets/${setId}.json`))?.[1];
}

/** The set's about and reasons in `locale` (English where there is no translation). */
export function setText(set: { id: string; about: string }, locale: string): { about: string; why(english: string): string } {
  const t = setTranslation(set.id, locale);
  return { about: t?.about || set.about, why: (english) => t?.why?.[english] ?? english };
}
