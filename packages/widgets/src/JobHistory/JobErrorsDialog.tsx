import { commonMessages, importExportMessages } from '@metafields/core';
import { Button, Dialog, DialogTrigger, Modal, Text, useMessages } from '@metafields/design-system';
import { ErrorList, ErrorsButton } from './JobHistoryTable.styles.js';

export interface JobErrorsDialogProps {
  /** The job's errors, as the history gives them. */
  errors: readonly string[];
}

/**
 * The history row's error icon and the 'Errors' modal it opens: the job's errors as a list, or
 * 'No errors found.', and 'Ok' to close. Focus returns to the icon on close.
 */
export function JobErrorsDialog({ errors }: JobErrorsDialogProps) {
  const tImportExport = useMessages(importExportMessages);
  const tCommon = useMessages(commonMessages);
  const title = tImportExport('jobHistory.errors');
  return (
    <DialogTrigger>
      <ErrorsButton
        icon="error"
        size="small"
        aria-label={title}
        data-has-errors={errors.length > 0 || undefined}
      />
      <Modal size="medium" isDismissable>
        <Dialog
          title={title}
          footer={({ close }) => <Button onPress={close}>{tCommon('common.action.ok')}</Button>}
        >
          {errors.length === 0 ? (
            <Text>{tImportExport('jobErrorsModal.empty')}</Text>
          ) : (
            <ErrorList>
              {errors.map((error, index) => (
                // Errors are plain strings and may repeat; their place in the list is their identity.
                <li key={index}>{error}</li>
              ))}
            </ErrorList>
          )}
        </Dialog>
      </Modal>
    </DialogTrigger>
  );
}
