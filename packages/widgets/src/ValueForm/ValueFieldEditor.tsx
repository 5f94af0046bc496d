import { isFieldReadOnly, type CustomObjectField } from '@metafields/core';
import { createElement, useMemo } from 'react';
import { valueEditorFor } from '../valueEditors/registry.js';
import type { ValueEditorField } from '../valueEditors/types.js';

export interface ValueFieldEditorProps {
  /** The custom resource's field: its name, content type, options and permission set. */
  field: CustomObjectField;
  /** The resource's slug: where the rich-text editor remembers the field's WYSIWYG choice. */
  resourceSlug: string;
  /** The field's value as the record holds it; `null` or `undefined` when it has none. */
  value: unknown;
  /** Called with the field's `meta_key` and its new value. */
  onChange: (metaKey: string, value: unknown) => void;
  /** The whole form is read-only or saving; a field with a 'read' permission set always is. */
  isReadOnly: boolean;
  /** Shown under the editor, which it marks invalid; `undefined` for none. */
  errorMessage: string | undefined;
}

/** One field of a value, in the editor the registry gives its content type. */
export function ValueFieldEditor({
  field,
  resourceSlug,
  value,
  onChange,
  isReadOnly,
  errorMessage,
}: ValueFieldEditorProps) {
  const { name, content_type, options, meta_key } = field;
  const editorField = useMemo<ValueEditorField>(
    () => ({
      label: name,
      contentType: content_type,
      options: options ?? undefined,
      wysiwyg: { resource: resourceSlug, field: meta_key },
    }),
    [name, content_type, options, resourceSlug, meta_key],
  );
  // The registry hands out one component per content type, the same on every render, so the
  // editor keeps its state; createElement because the component is looked up, not imported.
  return createElement(valueEditorFor(content_type), {
    field: editorField,
    value: value ?? null,
    onChange: (next: unknown) => onChange(meta_key, next),
    isReadOnly: isReadOnly || isFieldReadOnly(field.permission_set),
    errorMessage,
  });
}
