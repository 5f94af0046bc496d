import type { BuiltInContentTypeSlug } from '@metafields/core';
import { BooleanEditor } from './BooleanEditor/index.js';
import { ColorEditor } from './ColorEditor/index.js';
import { DateEditor } from './DateEditor/index.js';
import { DateTimeEditor } from './DateTimeEditor/index.js';
import { DecimalEditor } from './DecimalEditor/index.js';
import { FileAndLabelEditor, FileEditor } from './FileEditor/index.js';
import { HtmlEditor } from './HtmlEditor/index.js';
import { IntegerEditor } from './IntegerEditor/index.js';
import { JsonEditor } from './JsonEditor/index.js';
import { ReferenceEditor } from './ReferenceEditor/index.js';
import { RichTextEditor } from './RichTextEditor/index.js';
import { SelectEditor } from './SelectEditor/index.js';
import { TextEditor } from './TextEditor/index.js';
import type { ValueEditor } from './types.js';
import { UrlEditor } from './UrlEditor/index.js';

/**
 * An editor of one content type's values, as the registry holds it. The cast is safe because the
 * registry hands an editor only values of its own content type, which it typed as `Value`.
 */
function registered<Value>(editor: ValueEditor<Value>): ValueEditor {
  return editor as ValueEditor;
}

/** The value editor of each built-in content type. */
export const valueEditors: Record<BuiltInContentTypeSlug, ValueEditor> = {
  text: registered(TextEditor),
  rich_text: registered(RichTextEditor),
  integer: registered(IntegerEditor),
  decimal: registered(DecimalEditor),
  product: registered(ReferenceEditor),
  category: registered(ReferenceEditor),
  brand: registered(ReferenceEditor),
  page: registered(ReferenceEditor),
  file: registered(FileEditor),
  file_and_label: registered(FileAndLabelEditor),
  location: registered(ReferenceEditor),
  date: registered(DateEditor),
  datetime: registered(DateTimeEditor),
  boolean: registered(BooleanEditor),
  select: registered(SelectEditor),
  color: registered(ColorEditor),
  url: registered(UrlEditor),
  html: registered(HtmlEditor),
  json: registered(JsonEditor),
};

/**
 * The editor of a content type's values: the built-in type's own, or, for any other slug, the
 * reference editor, since every other content type is a custom resource (spec section 3).
 */
export function valueEditorFor(contentType: string): ValueEditor {
  return Object.hasOwn(valueEditors, contentType)
    ? valueEditors[contentType as BuiltInContentTypeSlug]
    : registered(ReferenceEditor);
}
