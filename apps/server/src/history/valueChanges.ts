import type { ChangeActor, NewChange } from './changeHistory.js';

/** A custom-resource value's fields, as stored. */
type Fields = Readonly<Record<string, unknown>>;

/** A field's value as the history keeps it: text as it is, anything else as JSON text. */
export const asText = (value: unknown): string | null =>
  value === undefined || value === null
    ? null
    : typeof value === 'string'
      ? value
      : JSON.stringify(value);

/**
 * The changes of one custom-resource value (issue 28), field by field: the record is the value
 * (`record_id` its id), the namespace the resource's id, the key the field. A new value records
 * its filled fields as created, a removed one its filled fields as deleted, a changed one each
 * field whose value differs.
 */
export function valueChanges(
  who: { actor: ChangeActor; jobId: number | null; requestId: string | null },
  objectId: number,
  valueId: number,
  before: Fields | undefined,
  after: Fields | undefined,
): NewChange[] {
  const keys = [...new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])];
  return keys.flatMap((key): NewChange[] => {
    const oldValue = before ? asText(before[key]) : null;
    const newValue = after ? asText(after[key]) : null;
    if (oldValue === newValue) return [];
    const action = !before ? 'create' : !after ? 'delete' : 'update';
    return [
      {
        ...who,
        subject: 'custom-resource-value',
        recordType: 'custom-resource',
        recordId: valueId,
        namespace: String(objectId),
        key,
        action,
        oldValue,
        newValue,
      },
    ];
  });
}
