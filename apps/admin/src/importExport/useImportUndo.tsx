import { actionOutcomeOf, importStartNotice, type Job } from '@metafields/core';
import { AlertDialog, useMessages } from '@metafields/design-system';
import type { JobRowAction } from '@metafields/widgets';
import { useState } from 'react';
import { useNotify } from '../notices/useNotify.js';
import type { JobSource } from './jobSource.js';
import { messages } from './messages.js';
import type { SourceJobHistory } from './useJobSourceHistory.js';

/** An import the history may offer to undo: one that ended and wrote, not a preview or an undo. */
const canUndo = (job: Job) =>
  (job.status === 'completed' || job.status === 'cancelled') &&
  job.type !== 'preview' &&
  job.type !== 'undo';

/**
 * 'Undo this import' (issue 28) in an import's history row: after the merchant confirms, a job
 * restores the values the import changed, except those changed again since (its errors name
 * them). `dialog` is the confirmation, to render beside the history.
 */
export function useImportUndo({
  source,
  history,
  names,
}: {
  source: JobSource;
  history: SourceJobHistory;
  /** The import notice's words, for a failed start ('Unable to …'). */
  names: { type: string; items: string };
}) {
  const t = useMessages(messages);
  const notify = useNotify();
  const [undoing, setUndoing] = useState<Job | null>(null);
  const { undo } = source;

  const confirm = async () => {
    if (!undoing || !undo) return;
    try {
      await undo(undoing.id);
      notify({ tone: 'success', message: t('importExport.undo.started', { id: undoing.id }) });
      history.notifyStarted();
    } catch (error) {
      notify(importStartNotice(actionOutcomeOf(error), names));
    }
  };

  const rowActions = (job: Job): JobRowAction[] =>
    undo && canUndo(job)
      ? [{ id: 'undo', label: t('importExport.undo.action'), onAction: () => setUndoing(job) }]
      : [];

  const dialog = (
    <AlertDialog
      isOpen={undoing !== null}
      onOpenChange={(isOpen) => !isOpen && setUndoing(null)}
      title={t('importExport.undo.title', { id: undoing?.id ?? 0 })}
      primaryActionLabel={t('importExport.undo.confirm')}
      onConfirm={confirm}
    >
      {t('importExport.undo.body')}
    </AlertDialog>
  );
  return { rowActions, dialog };
}
