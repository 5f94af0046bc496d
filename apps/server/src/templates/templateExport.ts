import { templateDefinitionRow, templateDefinitionsHeader, type Template } from '@metafields/core';
import { writeCsv } from './csvFile.js';
import { maxPerPage } from './params.js';
import type { TemplateScope, TemplatesRepo } from './templatesRepo.js';

/** Every template of the store's type, in sort order, read a page at a time. */
async function allTemplates(templates: TemplatesRepo, scope: TemplateScope): Promise<Template[]> {
  const all: Template[] = [];
  for (let page = 1; ; page++) {
    const { rows, total } = await templates.list(scope, { page, perPage: maxPerPage, search: '' });
    all.push(...rows);
    if (rows.length < maxPerPage || all.length >= total) return all;
  }
}

/**
 * The templates file of a type (core's layout, formula cells escaped by its writer), the one
 * import reads back: exporting and importing it again gives the same templates in the same order.
 */
export async function templatesCsv(
  templates: TemplatesRepo,
  scope: TemplateScope,
): Promise<string> {
  return writeCsv([
    templateDefinitionsHeader(),
    ...(await allTemplates(templates, scope)).map(templateDefinitionRow),
  ]);
}

/**
 * The name the app saves the file as (spec section 7): `{entity}` is the type as the address
 * names it, singular or plural, so the file is named as the screen that asked for it.
 */
export const exportFileName = (entity: string) => `${entity}-shared-fields-export.csv`;
