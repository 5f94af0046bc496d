import { describe, expect, it } from 'vitest';
import { withTextLimitDefaults } from './textLimitDefaults.js';

describe('withTextLimitDefaults', () => {
  it('fills min and max of a text field, even over null options', () => {
    expect(withTextLimitDefaults({ content_type: 'text', options: null })).toEqual({
      content_type: 'text',
      options: { min: 1, max: 255 },
    });
  });

  it('leaves other content types alone', () => {
    const input = { content_type: 'rich_text', options: { max: 10 } };
    expect(withTextLimitDefaults(input)).toBe(input);
  });
});
