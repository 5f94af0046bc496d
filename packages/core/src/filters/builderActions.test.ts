import { describe, expect, it } from 'vitest';
import {
  conditionMarker,
  groupMarker,
  ruleBuilderActions,
  ruleBuilderActionsOffered,
} from './builderActions.js';
import { filterMessages } from './messages.js';

describe('rule builder actions and markers (spec section 2)', () => {
  it('labels the actions with the spec words', () => {
    expect(Object.values(ruleBuilderActions).map((key) => filterMessages[key])).toEqual([
      'Filter further',
      'Duplicate rule',
      'Add another rule',
      'Remove all filters',
    ]);
  });

  it('offers Duplicate rule and Add another rule only with OR groups', () => {
    expect(ruleBuilderActionsOffered({ orGroups: true })).toEqual([
      'filterFurther',
      'duplicateRule',
      'addAnotherRule',
      'removeAllFilters',
    ]);
    expect(ruleBuilderActionsOffered({ orGroups: false })).toEqual([
      'filterFurther',
      'removeAllFilters',
    ]);
  });

  it("marks groups after the first 'Or' and conditions after the first 'And'", () => {
    expect(groupMarker(0)).toBeUndefined();
    expect(filterMessages[groupMarker(1)!]).toBe('Or');
    expect(filterMessages[groupMarker(4)!]).toBe('Or');
    expect(conditionMarker(0)).toBeUndefined();
    expect(filterMessages[conditionMarker(1)!]).toBe('And');
  });
});
