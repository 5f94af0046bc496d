import type { FileObject } from '@metafields/core';
import { DropZone, Icon, ProgressBar, useMessages } from '@metafields/design-system';
import { useEffect, useId, useRef, useState } from 'react';
import type { ValueEditorProps } from '../types.js';
import { ValueEditorFrame } from '../ValueEditorFrame.js';
import { takesFileList, type FileValue } from './fileChoice.js';
import {
  FileFieldDescription,
  FileFieldError,
  FileFieldLabel,
  FileFieldRoot,
  FileList,
  UploadList,
} from './FileEditor.styles.js';
import { FileListItem } from './FileListItem.js';
import { fileEditorMessages } from './messages.js';
import { UpdateLabelDialog } from './UpdateLabelDialog.js';
import { useFileChanges } from './useFileChanges.js';

export interface FileFieldProps extends ValueEditorProps<FileValue> {
  /** file_and_label: each file shows its label and an 'Edit label' button. */
  withLabels: boolean;
}

/**
 * The file and file_and_label editors: the chosen files listed (previews for images, a link to
 * open each), a drop zone with a 'Choose file' button to add one (or, in list mode, several),
 * and a Remove button per file. Uploads and removals go through the host's services; the value
 * changes only when they succeed.
 */
export function FileField({
  field,
  value,
  onChange,
  isReadOnly: isReadOnlyProp = false,
  isDisabled = false,
  name,
  onBlur,
  ref,
  errorMessage,
  withLabels,
}: FileFieldProps) {
  // Disabled, the files show as read-only ones do: no upload, remove or label change.
  const isReadOnly = isReadOnlyProp || isDisabled;
  const t = useMessages(fileEditorMessages);
  const files = value ?? [];
  const changes = useFileChanges(field.options, value, onChange);
  const labelId = useId();
  const descriptionId = useId();
  const errorId = useId();
  const root = useRef<HTMLDivElement>(null);

  const [labelTarget, setLabelTarget] = useState<FileObject | null>(null);
  const [isLabelDialogOpen, setLabelDialogOpen] = useState(false);

  // A removed file's button goes with it; focus moves to the next file's Remove button (the
  // previous one for the last file), or to the drop zone when none is left.
  const focusAfterRemoval = useRef<number | null>(null);
  useEffect(() => {
    const index = focusAfterRemoval.current;
    if (index === null || !root.current) return;
    focusAfterRemoval.current = null;
    const removeButtons = root.current.querySelectorAll<HTMLElement>('[data-file-action="remove"]');
    const next =
      removeButtons[Math.min(index, removeButtons.length - 1)] ??
      root.current.querySelector<HTMLElement>('[data-file-drop] button');
    next?.focus();
  }, [value]);

  const describedBy =
    [field.description != null ? descriptionId : null, errorMessage != null ? errorId : null]
      .filter(Boolean)
      .join(' ') || undefined;

  return (
    <ValueEditorFrame name={name} value={value} onBlur={onBlur} ref={ref}>
      <FileFieldRoot
        ref={root}
        role="group"
        aria-labelledby={labelId}
        aria-describedby={describedBy}
        data-invalid={errorMessage != null || undefined}
      >
        <FileFieldLabel id={labelId}>{field.label}</FileFieldLabel>
        {field.description != null && (
          <FileFieldDescription id={descriptionId}>{field.description}</FileFieldDescription>
        )}
        {files.length > 0 && (
          <FileList aria-labelledby={labelId} data-file-list="">
            {files.map((file, index) => (
              <FileListItem
                key={String(file.id)}
                file={file}
                withLabels={withLabels}
                isReadOnly={isReadOnly}
                isRemoving={changes.removing.has(file.id)}
                removeFailed={changes.removeFailed.has(file.id)}
                onRemove={() =>
                  changes.remove(file, () => {
                    focusAfterRemoval.current = index;
                  })
                }
                onEditLabel={() => {
                  setLabelTarget(file);
                  setLabelDialogOpen(true);
                }}
              />
            ))}
          </FileList>
        )}
        {!isReadOnly && (
          <div data-file-drop="">
            <DropZone
              aria-label={field.label}
              allowsMultiple={takesFileList(field.options)}
              isInvalid={errorMessage != null}
              showsChosenFiles={false}
              onDrop={changes.upload}
              onSelect={changes.upload}
            />
          </div>
        )}
        {/* Says when an upload starts, and what went wrong, where the person is looking. */}
        <div aria-live="polite">
          <UploadList>
            {changes.uploads.map((upload) => (
              <li key={upload.key}>
                <ProgressBar
                  isIndeterminate
                  size="small"
                  label={t('valueEditors.file.uploading', { name: upload.name })}
                />
              </li>
            ))}
            {changes.problems.map((problem) => (
              <li key={problem.key}>
                <FileFieldError>
                  <Icon name="error" size="small" />
                  <span>{problem.message}</span>
                </FileFieldError>
              </li>
            ))}
          </UploadList>
        </div>
        {errorMessage != null && (
          <FileFieldError id={errorId}>
            <Icon name="error" size="small" />
            <span>{errorMessage}</span>
          </FileFieldError>
        )}
      </FileFieldRoot>
      {withLabels && labelTarget !== null && (
        <UpdateLabelDialog
          isOpen={isLabelDialogOpen}
          label={labelTarget.label ?? ''}
          onCancel={() => setLabelDialogOpen(false)}
          onSave={(label) => {
            changes.relabel(labelTarget, label);
            setLabelDialogOpen(false);
          }}
        />
      )}
    </ValueEditorFrame>
  );
}
