import { escapeFormulaCell, type ChangeEntry } from '@metafields/core';

/** The export's columns, in the contract's order (issue 28). */
export const changeHistoryCsvHeader = [
  'at',
  'actor_kind',
  'actor_id',
  'actor_name',
  'job_id',
  'request_id',
  'subject',
  'record_type',
  'record_id',
  'namespace',
  'key',
  'action',
  'old_value',
  'new_value',
] as const;

/**
 * A change as a CSV row, every cell formula-escaped: values, names and keys are the merchants'
 * own text, which a spreadsheet would otherwise run as a formula.
 */
export function changeHistoryCsvRow(entry: ChangeEntry): string[] {
  return [
    entry.at,
    entry.actor.kind,
    String(entry.actor.id),
    entry.actor.name ?? '',
    entry.job_id === null ? '' : String(entry.job_id),
    entry.request_id ?? '',
    entry.subject,
    entry.record_type,
    String(entry.record_id),
    entry.namespace,
    entry.key,
    entry.action,
    entry.old_value ?? '',
    entry.new_value ?? '',
  ].map(escapeFormulaCell);
}
