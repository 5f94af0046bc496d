import {
  commonMessages,
  runBulkDelete,
  startBulkDelete,
  type BulkDeleteProgress,
  type Metafield,
} from '@metafields/core';
import {
  Banner,
  Button,
  Dialog,
  Modal,
  ProgressBar,
  Stack,
  Text,
  useMessages,
} from '@metafields/design-system';
import { useEffect, useId, useRef, useState } from 'react';
import { metafieldTableMessages } from './messages.js';
import { FailureList } from './MetafieldTable.styles.js';
import { useNoticeText } from '../useNoticeText.js';

export interface DeleteMetafieldsDialogProps {
  /** The metafields to delete, in the order they are deleted; `null` while closed. */
  metafields: readonly Metafield[] | null;
  /** Deletes one metafield; rejects with the call's `{ status, body }` when it fails. */
  onDelete: (metafield: Metafield) => Promise<unknown>;
  /** Every metafield was tried, or a 401 ended the run. */
  onFinished: (progress: BulkDeleteProgress<Metafield>) => void;
  /** The dialog closes: Cancel or Escape before the run, Close after it, or a clean run ended. */
  onClose: () => void;
  /** Focus had nowhere to return as the dialog went (its trigger's row was deleted). */
  onFocusLost: () => void;
}

/**
 * The delete confirmation of the custom metafields table (metafields.md, section 2: "Delete
 * opens a confirmation modal with a progress bar"), for one metafield or the selected ones. On
 * Delete it deletes them one by one with a progress bar and cannot be dismissed until every one
 * was tried. A clean run closes the dialog; with failures it stays open, says how many were
 * deleted and names each failure (the 403 "You do not have permission to delete metafield
 * '{namespace}: {key}'"), until Close.
 */
export function DeleteMetafieldsDialog({ metafields, ...props }: DeleteMetafieldsDialogProps) {
  // The last metafields stay on screen while the dialog fades out; each opening starts afresh.
  const [shown, setShown] = useState(metafields);
  const [opening, setOpening] = useState(0);
  const [progress, setProgress] = useState<BulkDeleteProgress<Metafield> | null>(null);
  if (metafields !== null && metafields !== shown) {
    setShown(metafields);
    setOpening(opening + 1);
    setProgress(null);
  }
  const isRunning = progress?.status === 'running';

  return (
    <Modal
      size="small"
      isOpen={metafields !== null}
      isKeyboardDismissDisabled={isRunning}
      onOpenChange={(open) => {
        if (!open && !isRunning) props.onClose();
      }}
    >
      {shown && (
        <DeleteMetafieldsContent
          key={opening}
          metafields={shown}
          progress={progress}
          setProgress={setProgress}
          {...props}
        />
      )}
    </Modal>
  );
}

interface DeleteMetafieldsContentProps extends Omit<DeleteMetafieldsDialogProps, 'metafields'> {
  metafields: readonly Metafield[];
  progress: BulkDeleteProgress<Metafield> | null;
  setProgress: (progress: BulkDeleteProgress<Metafield> | null) => void;
}

function DeleteMetafieldsContent({
  metafields,
  progress,
  setProgress,
  onDelete,
  onFinished,
  onClose,
  onFocusLost,
}: DeleteMetafieldsContentProps) {
  const t = useMessages(metafieldTableMessages);
  const tCommon = useMessages(commonMessages);
  const noticeText = useNoticeText();
  const descriptionId = useId();
  const count = metafields.length;
  const single = count === 1 ? metafields[0] : undefined;

  // Latest callbacks for the run's promise chain, which outlives renders.
  const callbacks = useRef({ onDelete, onFinished, onClose });
  useEffect(() => {
    callbacks.current = { onDelete, onFinished, onClose };
  });

  // As the dialog goes, react-aria returns focus to its trigger; a deleted row's menu button is
  // gone by then, so the table is told to place focus (after react-aria's own attempt).
  const focusLost = useRef(onFocusLost);
  useEffect(() => {
    focusLost.current = onFocusLost;
  });
  useEffect(
    () => () => {
      requestAnimationFrame(() =>
        requestAnimationFrame(() => {
          const active = document.activeElement;
          if (!active || active === document.body || !active.isConnected) focusLost.current();
        }),
      );
    },
    [],
  );

  const isDone = progress !== null && progress.status !== 'running';

  const start = () => {
    setProgress(startBulkDelete(metafields));
    void runBulkDelete(
      metafields,
      (metafield) => callbacks.current.onDelete(metafield),
      setProgress,
    ).then((final) => {
      callbacks.current.onFinished(final);
      if (final.status === 'finished' && final.failures.length === 0) callbacks.current.onClose();
    });
  };

  const isRunning = progress?.status === 'running';
  const description = single
    ? t('metafieldTable.deleteDialog.one', { namespace: single.namespace, key: single.key })
    : t('metafieldTable.deleteDialog.many', { count });

  return (
    <Dialog
      role="alertdialog"
      aria-describedby={descriptionId}
      title={t('metafieldTable.deleteDialog.title', { count })}
      hideCloseButton
      footer={
        isDone ? (
          // The pressed Delete button is gone: focus moves to the one way on.
          // eslint-disable-next-line jsx-a11y/no-autofocus
          <Button autoFocus variant="secondary" onPress={onClose}>
            {tCommon('common.action.close')}
          </Button>
        ) : (
          <>
            <Button
              variant="secondary"
              // The safe choice takes focus as a destructive confirmation opens (WAI-ARIA APG).
              // eslint-disable-next-line jsx-a11y/no-autofocus
              autoFocus
              isDisabled={isRunning}
              onPress={onClose}
            >
              {tCommon('common.action.cancel')}
            </Button>
            <Button variant="danger" isPending={isRunning} onPress={start}>
              {tCommon('common.action.delete')}
            </Button>
          </>
        )
      }
    >
      <Stack gap="300">
        <Text id={descriptionId}>{description}</Text>
        {progress !== null && (
          <ProgressBar label={t('metafieldTable.deleteDialog.progress')} value={progress.percent} />
        )}
        {isDone && (progress.failures.length > 0 || progress.status === 'loggedOut') && (
          <>
            <Text role="status">
              {t('metafieldTable.deleteDialog.result', {
                deleted: progress.deleted.length,
                total: progress.total,
              })}
            </Text>
            {progress.status === 'loggedOut' && (
              <Banner variant="warning">{t('metafieldTable.deleteDialog.stopped')}</Banner>
            )}
            {progress.failures.length > 0 && (
              <Banner variant="critical">
                <FailureList>
                  {progress.failures.map((failure) => (
                    <li key={failure.item.id}>{noticeText(failure.message)}</li>
                  ))}
                </FailureList>
              </Banner>
            )}
          </>
        )}
      </Stack>
    </Dialog>
  );
}
