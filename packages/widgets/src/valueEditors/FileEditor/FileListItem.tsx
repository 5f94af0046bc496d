import { fileDisplayName, type FileObject } from '@metafields/core';
import { Icon, IconButton, Link, Spinner, Thumbnail, useMessages } from '@metafields/design-system';
import { hasImagePreview } from './fileChoice.js';
import {
  FileActions,
  FileDetails,
  FileFieldError,
  FileLabelText,
  FilePreview,
  FileRow,
  FileSummary,
} from './FileEditor.styles.js';
import { fileEditorMessages } from './messages.js';

export interface FileListItemProps {
  /** The file shown: its name, link, preview and label. */
  file: FileObject;
  /** Shows the file's label and an 'Edit label' button (file_and_label). */
  withLabels: boolean;
  /** Shows the file without Remove or 'Edit label'. */
  isReadOnly: boolean;
  /** The removal is under way: a spinner shows, and Remove does nothing more. */
  isRemoving: boolean;
  /** The last removal failed: the file stays, with an error under it. */
  removeFailed: boolean;
  /** Remove was pressed: the caller deletes the file. */
  onRemove: () => void;
  /** 'Edit label' was pressed: the caller opens the label dialog. */
  onEditLabel: () => void;
}

/**
 * One chosen file: an image preview (png, jpg, jpeg, webp, gif, svg) or a file icon, its name as
 * a link that opens it, its label for file_and_label, and the buttons that change it.
 */
export function FileListItem({
  file,
  withLabels,
  isReadOnly,
  isRemoving,
  removeFailed,
  onRemove,
  onEditLabel,
}: FileListItemProps) {
  const t = useMessages(fileEditorMessages);
  const label = file.label ?? '';
  const displayName = fileDisplayName(file);
  return (
    <FileRow>
      <FileSummary>
        <FilePreview>
          {hasImagePreview(file) ? (
            <Thumbnail
              src={file.url}
              alt={t('valueEditors.file.preview', { name: displayName })}
              size="small"
            />
          ) : (
            <Icon name="file" />
          )}
        </FilePreview>
        <FileDetails>
          <Link href={file.url} isExternal>
            {displayName}
          </Link>
          {withLabels && (
            <FileLabelText>
              {label === ''
                ? t('valueEditors.file.noLabel')
                : t('valueEditors.file.labelOf', { label })}
            </FileLabelText>
          )}
        </FileDetails>
        {!isReadOnly && (
          <FileActions>
            {withLabels && (
              <IconButton
                icon="edit"
                size="small"
                aria-label={t('valueEditors.file.editLabel', { name: displayName })}
                isDisabled={isRemoving}
                onPress={onEditLabel}
              />
            )}
            {/* Its own spinner rather than the button's pending state, so that it names the file. */}
            {isRemoving && (
              <Spinner
                size="small"
                aria-label={t('valueEditors.file.removing', { name: displayName })}
              />
            )}
            <IconButton
              icon="trash"
              size="small"
              aria-label={t('valueEditors.file.remove', { name: displayName })}
              onPress={() => {
                if (!isRemoving) onRemove();
              }}
              data-file-action="remove"
            />
          </FileActions>
        )}
      </FileSummary>
      {removeFailed && (
        <FileFieldError>
          <Icon name="error" size="small" />
          <span>{t('valueEditors.file.removeFailed', { name: displayName })}</span>
        </FileFieldError>
      )}
    </FileRow>
  );
}
