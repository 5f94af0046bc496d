import { describe, expect, it } from 'vitest';
import { paginationMessages } from '../components/Pagination/messages.js';
import { loadMessages } from './loadMessages.js';

describe("the design system's loadMessages", () => {
  it('answers English defaults for English and for a language the interface does not speak', async () => {
    const english = await loadMessages('en-GB');
    for (const [key, message] of Object.entries(paginationMessages)) {
      expect(english[key]).toBe(message);
    }
    await expect(loadMessages('nb')).resolves.toBe(english);
  });

  it.each([
    ['de-DE', 'Nächste Seite'],
    ['de', 'Nächste Seite'],
    ['sv', 'Nästa sida'],
    ['uk-UA', 'Наступна сторінка'],
  ])("answers %s's translations", async (locale, next) => {
    expect((await loadMessages(locale))['pagination.next']).toBe(next);
  });

  it('holds only its own messages, none of core or the widgets', async () => {
    const german = await loadMessages('de');
    expect(german).toHaveProperty('pagination.next');
    expect(german).not.toHaveProperty('resourceList.filter.orders');
    expect(german).not.toHaveProperty('ruleBuilder.field.label');
  });
});
