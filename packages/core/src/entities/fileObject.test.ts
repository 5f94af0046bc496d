import { describe, expect, it } from 'vitest';
import { fileDisplayName, fileObjectSchema } from './fileObject.js';

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

describe('fileDisplayName', () => {
  it('joins the name the file store keeps and its extension', () => {
    expect(fileDisplayName({ name: 'manual', extension: 'pdf' })).toBe('manual.pdf');
    expect(fileDisplayName({ name: 'care.label', extension: 'png' })).toBe('care.label.png');
  });

  it('leaves a name that already ends in its extension, in any letter case', () => {
    expect(fileDisplayName({ name: 'care-label.png', extension: 'png' })).toBe('care-label.png');
    expect(fileDisplayName({ name: 'SCAN.JPG', extension: 'jpg' })).toBe('SCAN.JPG');
  });

  it('leaves a name without an extension', () => {
    expect(fileDisplayName({ name: 'README', extension: '' })).toBe('README');
  });
});
