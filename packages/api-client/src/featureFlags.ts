/**
 * The feature flags the server put in the app's HTML as `<meta name="feature-flags">`, a JSON
 * list (spec: custom resources need `custom_objects` for the UI). A missing or malformed tag reads as no flags: the flagged parts stay hidden.
 */
export function readFeatureFlags(doc: Pick<Document, 'querySelector'>): ReadonlySet<string> {
  const content = doc.querySelector<HTMLMetaElement>('meta[name="feature-flags"]')?.content;
  if (content === undefined) return new Set();
  try {
    const flags: unknown = JSON.parse(content);
    return new Set(Array.isArray(flags) ? flags.filter((flag) => typeof flag === 'string') : []);
  } catch {
    return new Set();
  }
}
