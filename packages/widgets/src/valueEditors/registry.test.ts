import { builtInContentTypeSlugs } from '@metafields/core';
import { describe, expect, it } from 'vitest';
import { IntegerEditor } from './IntegerEditor/index.js';
import { valueEditorFor, valueEditors } from './registry.js';
import { TextEditor } from './TextEditor/index.js';

describe('the value editor registry', () => {
  it('has a place for every built-in content type', () => {
    expect(Object.keys(valueEditors).sort()).toEqual([...builtInContentTypeSlugs].sort());
  });

  it('gives a type its own editor, and the text editor to a type without one yet', () => {
    expect(valueEditorFor('integer')).toBe(IntegerEditor);
    expect(valueEditorFor('product')).toBe(TextEditor);
    expect(valueEditorFor('recipes')).toBe(TextEditor);
    expect(valueEditorFor('toString')).toBe(TextEditor);
  });
});
