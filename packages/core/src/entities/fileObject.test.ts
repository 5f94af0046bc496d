import { describe, expect, it } from 'vitest';
import { fileObjectSchema } from './fileObject.js';

const file = {
  id: 3,
  label: 'Care sheet',
  url: 'https://files.example.com/care.pdf',
  name: 'care',
  extension: 'pdf',
};

describe('fileObjectSchema', () => {
  it('reads a file with or without a label', () => {
    expect(fileObjectSchema.parse(file)).toEqual(file);
    const { label: _label, ...unlabelled } = file;
    expect(fileObjectSchema.parse({ ...unlabelled, id: 'content/care.pdf' })).toEqual({
      ...unlabelled,
      id: 'content/care.pdf',
    });
  });

  it('names the wrong field', () => {
    expect(fileObjectSchema.safeParse({ ...file, id: '' }).error?.issues[0]?.path).toEqual(['id']);
    const { extension: _extension, ...bare } = file;
    expect(fileObjectSchema.safeParse(bare).error?.issues[0]?.path).toEqual(['extension']);
  });
});
