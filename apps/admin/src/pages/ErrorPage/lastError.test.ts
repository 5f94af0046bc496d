import { describe, expect, it } from 'vitest';
import { readLastError } from './lastError.js';

describe('readLastError', () => {
  it('reads the decoded sentence among other cookies', () => {
    const sentence = 'The install link is incomplete. Please install Metafield Studio again.';
    const cookies = `theme=dark; last_error=${encodeURIComponent(sentence)}; other=a=b`;
    expect(readLastError(cookies)).toBe(sentence);
  });

  it('has none when the cookie is missing, empty or malformed', () => {
    expect(readLastError('')).toBeUndefined();
    expect(readLastError('last_error=')).toBeUndefined();
    expect(readLastError('last_error=%E0%A4%A')).toBeUndefined();
    expect(readLastError('not_last_error=x')).toBeUndefined();
  });
});
