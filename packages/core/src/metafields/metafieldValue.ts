import { fileDisplayName } from '../entities/fileObject.js';

/**
 * What a custom metafield's value holds, read from its text: a custom metafield has no content
 * type, so its form picks the editor that fits (JSON, rich text, plain text) and its list shows a
 * preview by what the text looks like.
 */
export type MetafieldValueFormat = 'json' | 'html' | 'text';

/** Whether `text` parses as JSON. */
export function isJsonText(text: string): boolean {
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
}

// An opening or closing tag, or a self-closing one: '<p>', '</b>', '<br/>', '<a href="…">'.
// Bounded so a long value costs linear time; 'a < b' or '<3' is no tag.
const htmlTag = /<\/?[a-z][a-z0-9-]{0,30}(?:\s[^<>]{0,2000})?\/?>/i;

/**
 * The format of a value: JSON when it is a JSON object or array (a bare number, word or quoted
 * string is as well read as text), HTML when it holds a tag, otherwise text. Empty is text.
 */
export function metafieldValueFormat(value: string): MetafieldValueFormat {
  const trimmed = value.trim();
  if ((trimmed.startsWith('{') || trimmed.startsWith('[')) && isJsonText(trimmed)) return 'json';
  if (htmlTag.test(trimmed)) return 'html';
  return 'text';
}

/** How much of a value's text a preview keeps: the list shows one line of it. */
export const metafieldValuePreviewMaxLength = 200;

/** One value shown in a list cell; `list` shows its first item and how many more there are. */
export type MetafieldValuePreviewItem =
  | { kind: 'empty' }
  | { kind: 'text'; text: string }
  | { kind: 'number'; value: number }
  | { kind: 'boolean'; value: boolean }
  /** A calendar date, 'YYYY-MM-DD'. */
  | { kind: 'date'; date: string }
  /** A date and time, ISO 8601 with an offset. */
  | { kind: 'dateTime'; dateTime: string }
  | { kind: 'file'; name: string };

export type MetafieldValuePreview =
  MetafieldValuePreviewItem | { kind: 'list'; first: MetafieldValuePreviewItem; more: number };

const datePattern = /^\d{4}-\d{2}-\d{2}$/;
const dateTimePattern =
  /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d{1,9})?)?(?:Z|[+-]\d{2}:\d{2})$/;

const entities: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
  '#39': "'",
};

/** The text a person reads in some HTML: tags dropped, the common entities decoded. */
function textOfHtml(html: string): string {
  return (
    html
      .replace(/<(script|style)\b[^]*?<\/\1\s*>/gi, ' ')
      // A block's edge separates words; an inline tag ('<b>') does not.
      .replace(
        /<\/?(?:p|div|br|li|ul|ol|h[1-6]|tr|td|th|table|blockquote|section|hr)\b[^<>]*>/gi,
        ' ',
      )
      .replace(/<[^<>]*>/g, '')
      .replace(/&(amp|lt|gt|quot|apos|nbsp|#39);/g, (_, name: string) => entities[name] ?? '')
  );
}

/** One line of at most the preview's length, cut with an ellipsis. */
function clip(text: string): string {
  const line = text.replace(/\s+/g, ' ').trim();
  return line.length > metafieldValuePreviewMaxLength
    ? `${line.slice(0, metafieldValuePreviewMaxLength - 1).trimEnd()}…`
    : line;
}

function isValidDate(text: string): boolean {
  return !Number.isNaN(Date.parse(text));
}

function textPreview(text: string): MetafieldValuePreviewItem {
  const trimmed = text.trim();
  if (trimmed === '') return { kind: 'empty' };
  if (datePattern.test(trimmed) && isValidDate(`${trimmed}T00:00:00Z`)) {
    return { kind: 'date', date: trimmed };
  }
  if (dateTimePattern.test(trimmed) && isValidDate(trimmed)) {
    return { kind: 'dateTime', dateTime: trimmed };
  }
  const shown = clip(htmlTag.test(trimmed) ? textOfHtml(trimmed) : trimmed);
  return shown === '' ? { kind: 'empty' } : { kind: 'text', text: shown };
}

/** A file object (`{ url, name }` as the file fields store it): its name, else the URL's last part. */
function fileName(item: Record<string, unknown>): string | undefined {
  const { name, extension, url } = item;
  if (typeof name === 'string' && name.trim() !== '') {
    return fileDisplayName({ name, extension: typeof extension === 'string' ? extension : '' });
  }
  if (typeof url !== 'string' || url === '') return undefined;
  const path = url.split(/[?#]/, 1)[0] ?? '';
  const last = path.split('/').filter(Boolean).pop();
  try {
    return last === undefined ? url : decodeURIComponent(last);
  } catch {
    return last;
  }
}

function itemPreview(item: unknown): MetafieldValuePreviewItem {
  if (item === null || item === undefined) return { kind: 'empty' };
  if (typeof item === 'boolean') return { kind: 'boolean', value: item };
  if (typeof item === 'number') return { kind: 'number', value: item };
  if (typeof item === 'string') return textPreview(item);
  if (Array.isArray(item)) return itemPreview(item[0]);
  if (typeof item === 'object') {
    const record = item as Record<string, unknown>;
    if ('url' in record) {
      const name = fileName(record);
      if (name !== undefined) return { kind: 'file', name: clip(name) };
    }
    // A select option's `{ id, value }` or a labelled thing: what it says.
    for (const field of ['label', 'value', 'name', 'title'] as const) {
      const shown = record[field];
      if (typeof shown === 'string' || typeof shown === 'number') return itemPreview(shown);
    }
  }
  return { kind: 'text', text: clip(JSON.stringify(item)) };
}

/**
 * A readable preview of a custom metafield's value for its row in the list (metafields.md,
 * Custom tab): a number, true or false, a date, a date and time, a file's name (a file object
 * as JSON, `{ "url": …, "name": … }`), the first item of a list with how many more follow, the
 * text of some HTML, or the text itself; clipped to one line of 200 characters. The widget
 * formats it in the person's language.
 */
export function metafieldValuePreview(value: string): MetafieldValuePreview {
  const trimmed = value.trim();
  if (trimmed === '') return { kind: 'empty' };
  let parsed: unknown;
  try {
    parsed = JSON.parse(trimmed);
  } catch {
    return textPreview(trimmed);
  }
  if (Array.isArray(parsed)) {
    if (parsed.length === 0) return { kind: 'empty' };
    return { kind: 'list', first: itemPreview(parsed[0]), more: parsed.length - 1 };
  }
  return itemPreview(parsed);
}
