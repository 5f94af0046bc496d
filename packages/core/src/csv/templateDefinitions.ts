import { metafieldLimits } from '../constants.js';
import { builtInContentTypeSlugs } from '../contentTypeSlugs.js';
import {
  templateOptionsSchema,
  type Template,
  type TemplateOptions,
} from '../entities/template.js';
import { slugify } from '../slug.js';
import { defaultTemplateNamespace, templateUniqueId } from '../templates/template.js';
import { booleanCell, readBoolean, readId, readText } from './cells.js';
import type { CsvParseResult } from './csvResult.js';
import { escapeFormulaCell } from './formulaEscaping.js';
import { csvMessage } from './messages.js';
import { parseTable, type RowContext } from './table.js';

/**
 * The shared metafield templates file ({entity}-shared-fields-export.csv): one row per
 * template with the columns below; `options` is the options object as JSON. On import the
 * columns may come in any order and only name and content_type are required, the others
 * taking the template defaults: namespace 'shared', key the slug of the name (as the template
 * form derives it), use_on_storefront true, no options, and sort_order left to the server
 * (count of templates + 1 for a new one, unchanged for an existing one).
 */
export const templateDefinitionColumns = {
  name: 'name',
  namespace: 'namespace',
  key: 'key',
  description: 'description',
  contentType: 'content_type',
  options: 'options',
  useOnStorefront: 'use_on_storefront',
  sortOrder: 'sort_order',
} as const;

const c = templateDefinitionColumns;
const columnOrder = [
  c.name,
  c.namespace,
  c.key,
  c.description,
  c.contentType,
  c.options,
  c.useOnStorefront,
  c.sortOrder,
] as const;

/** The template fields this file carries. */
export type TemplateDefinition = Pick<
  Template,
  | 'name'
  | 'namespace'
  | 'meta_key'
  | 'description'
  | 'content_type'
  | 'options'
  | 'use_on_storefront'
  | 'sort_order'
>;

/** The header row, escaped for the file. */
export function templateDefinitionsHeader(): string[] {
  return columnOrder.map(escapeFormulaCell);
}

/** One template's cells by column, as written before escaping (what a person reads). */
export function templateDefinitionCells(
  template: TemplateDefinition,
): Record<(typeof columnOrder)[number], string> {
  return {
    [c.name]: template.name,
    [c.namespace]: template.namespace,
    [c.key]: template.meta_key,
    [c.description]: template.description ?? '',
    [c.contentType]: template.content_type,
    [c.options]: template.options == null ? '' : JSON.stringify(template.options),
    [c.useOnStorefront]: booleanCell(template.use_on_storefront),
    [c.sortOrder]: String(template.sort_order),
  };
}

/** One template's row, escaped for the file. */
export function templateDefinitionRow(template: TemplateDefinition): string[] {
  const cells = templateDefinitionCells(template);
  return columnOrder.map((column) => escapeFormulaCell(cells[column]));
}

/** A good row of a templates file: one template to create or update. */
export interface TemplateDefinitionRow {
  row: number;
  name: string;
  namespace: string;
  meta_key: string;
  description?: string;
  content_type: string;
  options?: TemplateOptions;
  use_on_storefront: boolean;
  sort_order?: number;
}

/** The key as written, else the slug of the name (a name of symbols alone gives none). */
function readKey(context: RowContext, name: string): string {
  const metaKey = context.cell(c.key) === '' ? slugify(name) : context.cell(c.key);
  if (metaKey === '' && name !== '') {
    context.reject(csvMessage('csv.cell.required', { column: c.key }), c.key);
  } else if (metaKey.length > metafieldLimits.key) {
    context.reject(
      csvMessage('csv.cell.tooLong', { column: c.key, max: metafieldLimits.key }),
      c.key,
    );
  }
  return metaKey;
}

function readContentType(context: RowContext, known: ReadonlySet<string>): string {
  const contentType = readText(context, c.contentType, { required: true }).trim();
  if (contentType !== '' && !known.has(contentType)) {
    context.reject(
      csvMessage('csv.cell.unknownContentType', { column: c.contentType, value: contentType }),
      c.contentType,
    );
  }
  return contentType;
}

/** A JSON object whose known options have the right types; unknown options are dropped. */
function readOptions(context: RowContext): TemplateOptions | undefined {
  const cell = context.cell(c.options).trim();
  if (cell === '') return undefined;
  let options: unknown;
  try {
    options = JSON.parse(cell);
  } catch {
    context.reject(csvMessage('csv.cell.notJson', { column: c.options }), c.options);
    return undefined;
  }
  if (typeof options !== 'object' || options === null || Array.isArray(options)) {
    context.reject(csvMessage('csv.cell.notJsonObject', { column: c.options }), c.options);
    return undefined;
  }
  const parsed = templateOptionsSchema.safeParse(options);
  if (!parsed.success) {
    const option = parsed.error.issues[0]?.path.join('.') ?? '';
    context.reject(csvMessage('csv.cell.invalidOption', { column: c.options, option }), c.options);
    return undefined;
  }
  return parsed.data;
}

/**
 * Reads a templates file (cells as papaparse gives them). `customResourceSlugs` are the slugs
 * of the store's custom resources, which are content types too. The same namespace.key twice is
 * reported on the later row. Errors carry the row's namespace.key as their subject.
 */
export function parseTemplateDefinitions(
  table: readonly (readonly string[])[],
  customResourceSlugs: readonly string[] = [],
): CsvParseResult<TemplateDefinitionRow> {
  const knownContentTypes = new Set<string>([...builtInContentTypeSlugs, ...customResourceSlugs]);
  return parseTable(
    table,
    {
      required: [c.name, c.contentType],
      optional: [c.namespace, c.key, c.description, c.options, c.useOnStorefront, c.sortOrder],
    },
    (context): TemplateDefinitionRow => {
      const name = readText(context, c.name, { required: true });
      const namespace =
        context.cell(c.namespace) === ''
          ? defaultTemplateNamespace
          : readText(context, c.namespace, { required: true, max: metafieldLimits.namespace });
      const metaKey = readKey(context, name);
      if (metaKey !== '') context.setSubject(templateUniqueId({ namespace, meta_key: metaKey }));
      const description = readText(context, c.description, {
        required: false,
        max: metafieldLimits.description,
      });
      const contentType = readContentType(context, knownContentTypes);
      const options = readOptions(context);
      const useOnStorefront = readBoolean(context, c.useOnStorefront, true) ?? true;
      const sortOrder = readId(context, c.sortOrder, false);
      return {
        row: context.row,
        name,
        namespace,
        meta_key: metaKey,
        ...(description === '' ? {} : { description }),
        content_type: contentType,
        ...(options === undefined ? {} : { options }),
        use_on_storefront: useOnStorefront,
        ...(sortOrder === undefined ? {} : { sort_order: sortOrder }),
      };
    },
    { identity: templateUniqueId },
  );
}
