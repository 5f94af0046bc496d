import * as z from 'zod';
import { platformDate } from '../dates.js';
import type { PlatformDatabase } from '../db.js';

export const APP_EXTENSION_MODELS = ['PRODUCTS', 'ORDERS', 'CUSTOMERS'] as const;
export type AppExtensionModel = (typeof APP_EXTENSION_MODELS)[number];
export const APP_EXTENSION_CONTEXTS = ['PANEL', 'LINK'] as const;
export type AppExtensionContext = (typeof APP_EXTENSION_CONTEXTS)[number];

/** "There is a limit of two App Extensions per app, per model." */
export const EXTENSIONS_PER_APP_PER_MODEL = 2;

const localeLabel = z.object({ value: z.string(), localeCode: z.string() });
export type LocaleLabel = z.infer<typeof localeLabel>;
const localeLabels = z.array(localeLabel);

export interface AppExtension {
  id: number;
  storeHash: string;
  clientId: string;
  context: AppExtensionContext;
  model: AppExtensionModel;
  url: string;
  label: { defaultValue: string; locales: LocaleLabel[] };
}

interface AppExtensionRow {
  id: number;
  store_hash: string;
  client_id: string;
  context: AppExtensionContext;
  model: AppExtensionModel;
  url: string;
  label_default: string;
  label_locales: string;
}

const extensionOf = (row: AppExtensionRow): AppExtension => ({
  id: row.id,
  storeHash: row.store_hash,
  clientId: row.client_id,
  context: row.context,
  model: row.model,
  url: row.url,
  label: {
    defaultValue: row.label_default,
    locales: localeLabels.parse(JSON.parse(row.label_locales)),
  },
});

/** The platform's global id of an App Extension, as the examples show it. */
export const appExtensionGlobalId = (id: number): string => `bc/store/appExtension/${id}`;

/** The number in `bc/store/appExtension/{id}`, or undefined for any other text. */
export function appExtensionIdOf(globalId: string): number | undefined {
  const match = /^bc\/store\/appExtension\/([1-9]\d{0,15})$/.exec(globalId);
  return match ? Number(match[1]) : undefined;
}

/** The extensions an app registered in a store, oldest first. */
export function listExtensions(
  db: PlatformDatabase,
  storeHash: string,
  clientId: string,
): AppExtension[] {
  return db
    .prepare<[string, string], AppExtensionRow>(
      'SELECT * FROM app_extensions WHERE store_hash = ? AND client_id = ? ORDER BY id',
    )
    .all(storeHash, clientId)
    .map(extensionOf);
}

/** The extensions on a model's pages of every app installed in the store. */
export function installedExtensions(
  db: PlatformDatabase,
  storeHash: string,
  model: AppExtensionModel,
): AppExtension[] {
  return db
    .prepare<[string, AppExtensionModel], AppExtensionRow>(
      `SELECT app_extensions.* FROM app_extensions
       JOIN app_tokens ON app_tokens.store_hash = app_extensions.store_hash
         AND app_tokens.client_id = app_extensions.client_id
       WHERE app_extensions.store_hash = ? AND model = ? ORDER BY app_extensions.id`,
    )
    .all(storeHash, model)
    .map(extensionOf);
}

/** One extension of the app in the store; another store's or app's is not found. */
export function findExtension(
  db: PlatformDatabase,
  storeHash: string,
  clientId: string,
  id: number,
): AppExtension | undefined {
  const row = db
    .prepare<[number, string, string], AppExtensionRow>(
      'SELECT * FROM app_extensions WHERE id = ? AND store_hash = ? AND client_id = ?',
    )
    .get(id, storeHash, clientId);
  return row && extensionOf(row);
}

export function countExtensions(
  db: PlatformDatabase,
  storeHash: string,
  clientId: string,
  model: AppExtensionModel,
): number {
  return db
    .prepare<[string, string, AppExtensionModel], { n: number }>(
      'SELECT COUNT(*) AS n FROM app_extensions WHERE store_hash = ? AND client_id = ? AND model = ?',
    )
    .get(storeHash, clientId, model)!.n;
}

export function insertExtension(
  db: PlatformDatabase,
  input: Omit<AppExtension, 'id'>,
  now = new Date(),
): AppExtension {
  const { lastInsertRowid } = db
    .prepare(
      `INSERT INTO app_extensions (store_hash, client_id, context, model, url, label_default,
         label_locales, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
    )
    .run(
      input.storeHash,
      input.clientId,
      input.context,
      input.model,
      input.url,
      input.label.defaultValue,
      JSON.stringify(input.label.locales),
      platformDate(now),
    );
  return { ...input, id: Number(lastInsertRowid) };
}

export function updateExtension(
  db: PlatformDatabase,
  extension: AppExtension,
  changes: { url?: string; label?: AppExtension['label'] },
): AppExtension {
  const updated = {
    ...extension,
    url: changes.url ?? extension.url,
    label: changes.label ?? extension.label,
  };
  db.prepare(
    'UPDATE app_extensions SET url = ?, label_default = ?, label_locales = ? WHERE id = ?',
  ).run(
    updated.url,
    updated.label.defaultValue,
    JSON.stringify(updated.label.locales),
    extension.id,
  );
  return updated;
}

export function deleteExtension(db: PlatformDatabase, id: number): void {
  db.prepare('DELETE FROM app_extensions WHERE id = ?').run(id);
}

/** The label in the user's locale if the app gave one, else the default (English). */
export function labelFor(extension: AppExtension, locale: string): string {
  const exact = extension.label.locales.find((label) => label.localeCode === locale);
  return exact?.value ?? extension.label.defaultValue;
}

/** The deep link of the extension for one record: `${id}` replaced by the record's id. */
export const extensionUrlFor = (extension: AppExtension, recordId: number): string =>
  extension.url.replaceAll('${id}', String(recordId));
