import { expect } from 'vitest';

/** Markup with whitespace runs collapsed and none beside tags: formatting is not behaviour. */
export const squash = (markup: string): string =>
  markup.replace(/\s+/g, ' ').replace(/ ?([<>]) ?/g, '$1');

/** `expect` over squashed markup, the fragment squashed the same way. */
export function expectHtml(markup: string) {
  const squashed = squash(markup);
  return {
    toContain: (fragment: string) => expect(squashed).toContain(squash(fragment)),
    toMatch: (pattern: RegExp) => expect(squashed).toMatch(pattern),
    not: { toContain: (fragment: string) => expect(squashed).not.toContain(squash(fragment)) },
  };
}
