import {
  csvMessage,
  customResourceValueRow,
  type CustomObjectField,
  type CustomResourceValueRow,
} from '@metafields/core';
import type { Queries } from '../database/database.js';
import { englishText } from '../englishText.js';
import type { ChangeHistory, NewChange } from '../history/changeHistory.js';
import { valueChanges } from '../history/valueChanges.js';
import { HttpError } from '../http/errors.js';
import type { PlatformStore } from '../platformClient/json.js';
import type { ObjectsRepo } from './objectsRepo.js';
import { platformIdsFound } from './platformRefs.js';
import type { ValueImportItem } from './valueImportFile.js';
import { referenceIds } from './valueLists.js';
import {
  isPlatformEntity,
  valueWrite,
  type ValueData,
  type ValueRuleContext,
} from './valueRules.js';
import type { ValuesRepo } from './valuesRepo.js';

/**
 * What a checked row writes: a new value, or the whole data of an existing one (with the data
 * it replaces, for the change history and a preview's old values).
 */
export type ValueImportWrite =
  | { row: number; create: ValueData }
  | { row: number; id: number; data: ValueData; saved: ValueData };

/** A row's refusal: its line, 'Row 4, column price: Enter a number.' */
export interface ValueRefusal {
  row: number;
  line: string;
}

export interface ValueImportTarget {
  storeHash: string;
  objectId: number;
  fields: readonly CustomObjectField[];
  values: ValuesRepo;
  objects: ObjectsRepo;
  /** The job's platform access, for the references to platform records. */
  platform: PlatformStore;
  /** An import started with an API token may write read-only fields, as the token's PUT may. */
  byApiToken: boolean;
}

/** 'Row 4, column price: Enter a number.': core's line around a rule's message. */
export const cellLine = (row: number, column: string, message: string) =>
  englishText(csvMessage('csv.error.cell', { row, column, message }));

/** The text of the value routes' 404, for a row whose id names no value of this resource. */
export const valueNotFoundText = 'Resource value not found.';

/** A field's cell as the export writes it (escaped), to compare with the file's cell. */
const exportedCell = (field: CustomObjectField, value: ValueData[string] | undefined) =>
  customResourceValueRow([field], { id: 0, [field.meta_key]: value ?? null })[1];

/**
 * The body `valueWrite` checks for a row. A cell written exactly as the export writes the saved
 * value is no change, so the saved value is sent back as it is: export then import of the same
 * file changes nothing, even where reading a cell back is not exact (JSON kept as text, a
 * select option saved whole).
 */
function rowBody(
  value: CustomResourceValueRow,
  cells: Readonly<Record<string, string>>,
  fields: ReadonlyMap<string, CustomObjectField>,
  saved: ValueData,
): Record<string, unknown> {
  const body: Record<string, unknown> = { ...value.values };
  for (const key of Object.keys(body)) {
    const field = fields.get(key);
    if (field && key in saved && cells[key] === exportedCell(field, saved[key])) {
      body[key] = saved[key];
    }
  }
  return body;
}

/**
 * The platform records the batch's rows name, looked up once per content type for the whole
 * batch rather than once per row: undefined where the platform cannot tell (ids then pass on
 * their shape, as `valueWrite` takes them).
 */
async function platformLookups(items: readonly ValueImportItem[], target: ValueImportTarget) {
  const wanted = new Map<string, Set<number>>();
  for (const field of target.fields.filter(isPlatformEntity)) {
    const ids = new Set<number>();
    for (const item of items) {
      const raw = 'value' in item ? item.value.values[field.meta_key] : undefined;
      const read = raw === undefined || raw === null ? [] : referenceIds(raw, field);
      if (typeof read !== 'string') read.forEach((id) => ids.add(id));
    }
    if (ids.size > 0) wanted.set(field.content_type, ids);
  }
  const store = { store_hash: target.platform.storeHash, accessToken: target.platform.accessToken };
  const found = new Map<string, Set<number> | undefined>();
  for (const [contentType, ids] of wanted) {
    found.set(
      contentType,
      await platformIdsFound(target.platform.platformUrl, store, contentType, [...ids]),
    );
  }
  return (contentType: string) => found.get(contentType);
}

/**
 * Checks a batch of rows with the value form's own rules (`valueWrite`, read-only fields
 * included): each good row becomes a write, each refusal its lines. A row with an id updates
 * that value of this resource (another resource's or store's id is the row's error); a row
 * without one creates a value. A row that changes nothing writes nothing.
 */
export async function checkImportBatch(
  items: readonly ValueImportItem[],
  target: ValueImportTarget,
): Promise<{ writes: ValueImportWrite[]; refusals: ValueRefusal[] }> {
  const { storeHash, objectId, values } = target;
  const fields = new Map(target.fields.map((field) => [field.meta_key, field]));
  const foundOnPlatform = await platformLookups(items, target);
  const rules: ValueRuleContext = {
    fields: target.fields,
    existingValueIds: (otherId, ids) => values.existingIds(storeHash, otherId, ids),
    resourceName: async (otherId) => (await target.objects.find(storeHash, otherId))?.name,
    platformIdsFound: (contentType) => Promise.resolve(foundOnPlatform(contentType)),
  };
  const writes: ValueImportWrite[] = [];
  const refusals: ValueRefusal[] = [];

  for (const item of items) {
    if ('refused' in item) {
      refusals.push(...item.refused.map((line) => ({ row: item.row, line })));
      continue;
    }
    const { row, value } = item;
    const saved =
      value.id === undefined ? {} : (await values.find(storeHash, objectId, value.id))?.data;
    if (saved === undefined) {
      refusals.push({ row, line: cellLine(row, 'id', valueNotFoundText) });
      continue;
    }
    try {
      const data = await valueWrite(rowBody(value, item.cells, fields, saved), {
        ...rules,
        readOnlyKept: target.byApiToken ? undefined : { saved },
      });
      if (value.id === undefined) writes.push({ row, create: data });
      else {
        const merged = { ...saved, ...data };
        if (JSON.stringify(merged) !== JSON.stringify(saved)) {
          writes.push({ row, id: value.id, data: merged, saved });
        }
      }
    } catch (error) {
      if (!(error instanceof HttpError) || error.status !== 422) throw error;
      for (const [key, messages] of Object.entries(error.errors ?? {})) {
        refusals.push({ row, line: cellLine(row, key, messages[0] ?? error.message) });
      }
    }
  }
  return { writes, refusals };
}

/**
 * Applies a batch's writes; called inside the job's record, so they commit with the checkpoint.
 * A value deleted since its row was checked is that row's error. Each write's field changes
 * are recorded as the job's (issue 28), in the same transaction.
 */
export async function applyImportWrites(
  queries: Queries,
  writes: readonly ValueImportWrite[],
  target: Pick<ValueImportTarget, 'storeHash' | 'objectId' | 'values'>,
  errors: string[],
  history?: { changes: ChangeHistory; jobId: number },
): Promise<void> {
  const { storeHash, objectId, values } = target;
  const changes: NewChange[] = [];
  const who = history && {
    actor: { kind: 'job', id: history.jobId } as const,
    jobId: history.jobId,
    requestId: null,
  };
  // Each change names its file row, which an undo names when it refuses to take it back.
  const ofRow = (row: number, made: NewChange[]) =>
    made.map((change) => ({ ...change, fileRow: row }));
  for (const write of writes) {
    if ('create' in write) {
      const created = await values.create(storeHash, objectId, write.create, queries);
      if (who) {
        changes.push(
          ...ofRow(write.row, valueChanges(who, objectId, created.id, undefined, write.create)),
        );
      }
    } else if (!(await values.update(storeHash, objectId, write.id, write.data, queries))) {
      errors.push(cellLine(write.row, 'id', valueNotFoundText));
    } else if (who) {
      changes.push(
        ...ofRow(write.row, valueChanges(who, objectId, write.id, write.saved, write.data)),
      );
    }
  }
  if (history && changes.length > 0) await history.changes.add(storeHash, changes, queries);
}
