import type { LanguageCode } from '@metafields/core';

// Each language is its own chunk, fetched only by those who read it.
const catalogs = import.meta.glob<Record<string, string>>('../../../../locales/*.json', {
  import: 'default',
});

export async function loadCatalog(code: LanguageCode): Promise<Record<string, string> | undefined> {
  if (code === 'en') return undefined;
  const load = catalogs[`../../../../locales/${code}.json`];
  return load?.();
}
