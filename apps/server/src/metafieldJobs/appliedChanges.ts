import type { ResourceType } from '@metafields/core';
import type { ChangeActor, NewChange } from '../history/changeHistory.js';
import type { AppliedWrite } from './importApply.js';

/**
 * The change history's entries (issue 28) for the metafield writes an import made: by a job
 * (its id both actor and job) or by a request (a record tab's import, its person or token).
 * The file row is kept, for an undo's refusals.
 */
export function appliedChanges(
  applied: readonly AppliedWrite[],
  type: ResourceType,
  who: { actor: ChangeActor; jobId: number | null; requestId: string | null },
): NewChange[] {
  return applied.map(({ write, action, oldValue, newValue, permissionSet }) => ({
    ...who,
    subject: 'metafield',
    recordType: type,
    recordId: write.resource_id,
    namespace: write.namespace,
    key: write.key,
    action,
    oldValue,
    newValue,
    fileRow: write.row,
    permissionSet,
  }));
}
