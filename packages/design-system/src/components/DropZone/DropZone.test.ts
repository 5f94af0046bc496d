import { describe, expect, it } from 'vitest';
import { acceptsFile, mayAcceptDrag } from './acceptedFileTypes.js';
import { formatFileSize } from './formatFileSize.js';

const csv = { name: 'Products.CSV', type: 'text/csv' };
const png = { name: 'tent.png', type: 'image/png' };

describe('acceptsFile', () => {
  it('accepts every file without a list', () => {
    expect(acceptsFile(png, undefined)).toBe(true);
    expect(acceptsFile(png, [])).toBe(true);
  });

  it('matches MIME types, MIME groups and extensions, ignoring case', () => {
    expect(acceptsFile(csv, ['text/csv'])).toBe(true);
    expect(acceptsFile(csv, ['.csv'])).toBe(true);
    expect(acceptsFile(png, ['image/*'])).toBe(true);
    expect(acceptsFile(png, ['text/csv', '.csv'])).toBe(false);
  });

  it('matches an extension when the browser gives no type', () => {
    expect(acceptsFile({ name: 'orders.csv', type: '' }, ['.csv'])).toBe(true);
  });
});

describe('mayAcceptDrag', () => {
  const dragging = (...types: string[]) => ({
    has: (type: string | symbol | (string | symbol)[]) =>
      (Array.isArray(type) ? type : [type]).some((t) => typeof t === 'string' && types.includes(t)),
  });

  it('refuses a drag with none of the exact types', () => {
    expect(mayAcceptDrag(dragging('image/png'), ['text/csv'])).toBe(false);
    expect(mayAcceptDrag(dragging('text/csv'), ['text/csv'])).toBe(true);
  });

  it('leaves groups and extensions to the drop', () => {
    expect(mayAcceptDrag(dragging('image/png'), ['.csv'])).toBe(true);
    expect(mayAcceptDrag(dragging('text/csv'), ['image/*'])).toBe(true);
  });
});

describe('formatFileSize', () => {
  it('picks the largest unit under 1000', () => {
    expect(formatFileSize(512, 'en-US')).toBe('512 byte');
    expect(formatFileSize(12_300, 'en-US')).toBe('12.3 kB');
    expect(formatFileSize(1_450_000, 'en-US')).toBe('1.5 MB');
  });

  it('follows the locale', () => {
    expect(formatFileSize(1_450_000, 'de-DE')).toBe('1,5 MB');
  });
});
