import { describe, expect, it } from 'vitest';
import { loadMessages as loadCoreMessages } from '@metafields/core';
import { loadMessages as loadDesignSystemMessages } from '@metafields/design-system';
import { messages as ruleBuilderMessages } from '../RuleBuilder/messages.js';
import { loadMessages } from './loadMessages.js';

describe("the widgets' loadMessages", () => {
  it("merges core's, the design system's and the widgets' own messages in one catalogue", async () => {
    const german = await loadMessages('de-DE');
    expect(german['ruleBuilder.field.label']).toBe('Feld');
    expect(german['resourceList.filter.orders']).toBe('Bestellungen filtern');
    expect(german['pagination.next']).toBe('Nächste Seite');
    const parts = await Promise.all([loadCoreMessages('de'), loadDesignSystemMessages('de')]);
    for (const part of parts) expect(german).toMatchObject(part);
  });

  it('answers English defaults for English and for a language the interface does not speak', async () => {
    const english = await loadMessages('en');
    for (const [key, message] of Object.entries(ruleBuilderMessages)) {
      expect(english[key]).toBe(message);
    }
    expect(await loadMessages('nb-NO')).toEqual(english);
  });

  it("holds only the packages' messages, none of the admin app's own", async () => {
    const english = await loadMessages('en');
    expect(english).not.toHaveProperty('languageMenu.label');
  });
});
