import type { FileObject } from '@metafields/core';
import { describe, expect, it } from 'vitest';
import {
  hasImagePreview,
  maxFileCount,
  roomForFiles,
  valueWithLabel,
  valueWithout,
  valueWithUploaded,
} from './fileChoice.js';

function file(id: number, name: string, label = ''): FileObject {
  const extension = name.includes('.') ? name.split('.').pop()! : '';
  return { id, name, extension, url: `https://cdn.example.com/${name}`, label };
}

const single = { entity_list_type: 'single' } as const;
const list = { entity_list_type: 'list' } as const;

describe('file choice', () => {
  it('holds one file in single mode and up to 999 in list mode', () => {
    expect(maxFileCount(undefined)).toBe(1);
    expect(maxFileCount(single)).toBe(1);
    expect(maxFileCount(list)).toBe(999);
  });

  it('leaves room in a list for what the value and the uploads under way do not take', () => {
    expect(roomForFiles(list, 0, 0)).toBe(999);
    expect(roomForFiles(list, 997, 1)).toBe(1);
    expect(roomForFiles(list, 999, 0)).toBe(0);
    expect(roomForFiles(list, 1000, 0)).toBe(0);
    // A single file is replaced, never refused.
    expect(roomForFiles(single, 1, 0)).toBe(1);
  });

  it('replaces the file in single mode and appends in list mode', () => {
    const old = file(1, 'old.png');
    const added = [file(2, 'a.png'), file(3, 'b.pdf')];
    expect(valueWithUploaded(single, [old], added)).toEqual([added[0]]);
    expect(valueWithUploaded(undefined, [old], added)).toEqual([added[0]]);
    expect(valueWithUploaded(list, [old], added)).toEqual([old, ...added]);
    expect(valueWithUploaded(list, [], [])).toBeNull();
  });

  it('removes a file by id, giving null when none is left', () => {
    const a = file(1, 'a.png');
    const b = file(2, 'b.png');
    expect(valueWithout([a, b], a)).toEqual([b]);
    expect(valueWithout([a], a)).toBeNull();
  });

  it("changes only the chosen file's label", () => {
    const a = file(1, 'a.png', 'Front');
    const b = file(2, 'b.png', 'Back');
    expect(valueWithLabel([a, b], b, 'Side')).toEqual([a, { ...b, label: 'Side' }]);
  });

  it('previews png, jpg, jpeg, webp, gif and svg images only', () => {
    for (const name of ['a.png', 'a.jpg', 'a.JPEG', 'a.webp', 'a.gif', 'a.svg']) {
      expect(hasImagePreview(file(1, name))).toBe(true);
    }
    for (const name of ['a.pdf', 'a.bmp', 'a.tiff', 'README']) {
      expect(hasImagePreview(file(1, name))).toBe(false);
    }
    // A name without an extension falls back on the file object's extension.
    expect(hasImagePreview({ ...file(1, 'photo'), extension: 'png' })).toBe(true);
  });
});
