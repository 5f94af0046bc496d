import { describe, expect, it } from 'vitest';
import { templateDeleteWarning } from './templateDeleteWarning.js';
import { renderText } from '../catalogue/testing/renderText.js';

const english = (count?: number | null) => renderText(templateDeleteWarning(count));

describe('templateDeleteWarning (spec section 8)', () => {
  it('names the number of metafields removed', () => {
    expect(english(3)).toBe('Deleting this template will remove 3 existing metafields.');
    expect(english(1)).toBe('Deleting this template will remove 1 existing metafield.');
    expect(english(0)).toBe('Deleting this template will remove 0 existing metafields.');
    expect(templateDeleteWarning(3)).toMatchObject({
      key: 'templates.delete.warning',
      values: { count: 3 },
    });
  });

  it("keeps the spec's wording exactly without a count", () => {
    expect(templateDeleteWarning()).toEqual({
      key: 'templates.delete.warningWithoutCount',
      defaultMessage:
        'Deleting this template remove any existing metafields with the same namespace and key',
    });
    expect(templateDeleteWarning(null).key).toBe('templates.delete.warningWithoutCount');
  });
});
