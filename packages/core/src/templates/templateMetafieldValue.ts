import { isBuiltInContentTypeSlug } from '../contentTypeSlugs.js';
import { serialiseFieldValue } from '../customResources/valueSerialisation.js';
import { isEmptyTemplateValue, serialiseTemplateValue } from './templateMetafieldSave.js';

/**
 * A shared metafield's value is text (metafields.md, section 3); a value editor works on the
 * value that text stands for (the form core's `serialiseFieldValue` describes). These two rules
 * go from one to the other: `parseTemplateValue` reads the stored text for an editor, and
 * `templateValueText` writes an editor's value back as the text a save sends
 * (`serialiseTemplateValue`: objects and lists as JSON, other scalars as their text).
 */

const numberContentTypes = ['integer', 'decimal'];
/** Values that are lists of items: references, files and select options. */
const listContentTypes = [
  'product',
  'category',
  'brand',
  'page',
  'location',
  'file',
  'file_and_label',
  'select',
];

function isListContentType(contentType: string): boolean {
  // Any slug that is not built in is a custom resource: a reference, so a list too.
  return listContentTypes.includes(contentType) || !isBuiltInContentTypeSlug(contentType);
}

function parsedJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * A list value's items from its text: a JSON list as it is, one JSON object as a list of one.
 * Text that is not JSON is a single item written plainly, as older values may be: a select
 * option's value, a reference's id; a file cannot be written so and reads as nothing.
 */
function listItems(text: string, contentType: string): unknown[] | null {
  const json = /^\s*[[{]/.test(text) ? parsedJson(text) : undefined;
  if (Array.isArray(json)) return json.filter(isRecord);
  if (isRecord(json)) return [json];
  if (contentType === 'select') return [{ value: text }];
  if (contentType === 'file' || contentType === 'file_and_label') return null;
  const id = Number(text);
  return Number.isInteger(id) && id >= 0 ? [{ id }] : null;
}

/**
 * The value an editor shows for a stored metafield text of a content type: numbers for integer
 * and decimal, 'true' or 'false' for boolean, a list of items for references, files and select
 * options, the text itself for every other type (json included: its editor edits the text).
 * No metafield, empty text or text the type cannot read give null, so the editor shows nothing.
 */
export function parseTemplateValue(text: string | null | undefined, contentType: string): unknown {
  if (text === null || text === undefined || text.trim() === '') return null;
  if (numberContentTypes.includes(contentType)) {
    const number = Number(text.trim());
    return Number.isFinite(number) ? number : null;
  }
  if (contentType === 'boolean') {
    const word = text.trim().toLowerCase();
    return word === 'true' || word === 'false' ? word : null;
  }
  if (isListContentType(contentType)) {
    const items = listItems(text, contentType);
    return items === null || items.length === 0 ? null : items;
  }
  return text;
}

/**
 * The text a save sends for an editor's value, or null when the value is empty (core plans a
 * DELETE for a saved metafield, nothing for a new one). References go as their ids, select
 * options and files whole (`serialiseFieldValue`), lists and objects as JSON.
 */
export function templateValueText(value: unknown, contentType: string): string | null {
  const serialised = serialiseFieldValue(value, contentType);
  return isEmptyTemplateValue(serialised) ? null : serialiseTemplateValue(serialised);
}
