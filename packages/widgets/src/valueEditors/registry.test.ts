import { builtInContentTypeSlugs } from '@metafields/core';
import { describe, expect, it } from 'vitest';
import { IntegerEditor } from './IntegerEditor/index.js';
import { ReferenceEditor } from './ReferenceEditor/index.js';
import { valueEditorFor, valueEditors } from './registry.js';
import { TextEditor } from './TextEditor/index.js';

describe('the value editor registry', () => {
  it('has a place for every built-in content type', () => {
    expect(Object.keys(valueEditors).sort()).toEqual([...builtInContentTypeSlugs].sort());
  });

  it('gives a built-in type its own editor', () => {
    expect(valueEditorFor('integer')).toBe(IntegerEditor);
    expect(valueEditorFor('text')).toBe(TextEditor);
    expect(valueEditorFor('product')).toBe(ReferenceEditor);
  });

  it('gives any other slug the reference editor: it names a custom resource', () => {
    expect(valueEditorFor('recipes')).toBe(ReferenceEditor);
    // Not fooled by what every object has.
    expect(valueEditorFor('toString')).toBe(ReferenceEditor);
  });
});
