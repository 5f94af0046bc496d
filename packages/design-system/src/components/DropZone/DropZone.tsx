import { isFileDropItem, useLocale } from 'react-aria-components';
import type { DropZoneProps as RACDropZoneProps } from 'react-aria-components';
import { useId, useState } from 'react';
import type { CSSProperties, ReactNode } from 'react';
import { useMessages } from '../../i18n/MessagesProvider.js';
import { HelpText } from '../ColorPicker/private.js';
import { FieldLabel } from '../Field/private.js';
import { FileTrigger } from '../FileTrigger/FileTrigger.js';
import { Icon } from '../Icon/Icon.js';
import { acceptsFile, mayAcceptDrag } from './acceptedFileTypes.js';
import {
  DropZoneRoot,
  FileItem,
  FileList,
  FileName,
  FileSize,
  Instructions,
  StyledDropZone,
} from './DropZone.styles.js';
import { formatFileSize } from './formatFileSize.js';
import { dropZoneMessages } from './messages.js';

export interface DropZoneProps {
  /** The visible label; it names the drop target and the list of chosen files. */
  label?: ReactNode;
  /** Names the drop zone when there is no visible label. */
  'aria-label'?: string;
  /** Help text under the zone, such as the formats and sizes accepted. */
  description?: ReactNode;
  /** Shown under the zone while `isInvalid` is set, and linked to its button. */
  errorMessage?: ReactNode;
  /** Marks the zone invalid and shows `errorMessage` under it. */
  isInvalid?: boolean;
  /** Marks the label. The caller checks that a file was given, and sets `isInvalid`. */
  isRequired?: boolean;
  /** Lists the chosen files, but takes no new ones. */
  isReadOnly?: boolean;
  /** Takes no files, neither dropped nor chosen. */
  isDisabled?: boolean;
  /** MIME types, groups or extensions, as the `accept` attribute: `['text/csv', '.csv']`. */
  acceptedFileTypes?: readonly string[];
  /** Several files at once. */
  allowsMultiple?: boolean;
  /** Replaces the translated "Drag and drop files here". */
  instructions?: ReactNode;
  /** Called with the accepted files dropped (or pasted) on the zone. */
  onDrop?: (files: File[]) => void;
  /** Called with the files chosen in the system's file dialog. */
  onSelect?: (files: File[]) => void;
  /**
   * Lists the names and sizes of the files taken under the zone. Turn it off when the caller
   * lists the files itself (a file field shows the files its value holds). @default true
   */
  showsChosenFiles?: boolean;
  className?: string;
  style?: CSSProperties;
}

/**
 * A place to drop files, or to choose them with its button (react-aria's `DropZone` and
 * `FileTrigger`). Keyboard and screen reader users reach the drop target as a button, where
 * pasting files works too, then the "Choose files" button. Files of other types are left out;
 * the names and sizes of the files taken are listed under the zone.
 */
export function DropZone({
  label,
  'aria-label': ariaLabel,
  description,
  errorMessage,
  isInvalid = false,
  isRequired = false,
  isReadOnly = false,
  isDisabled = false,
  acceptedFileTypes,
  allowsMultiple = false,
  instructions,
  onDrop,
  onSelect,
  showsChosenFiles = true,
  className,
  style,
}: DropZoneProps) {
  const t = useMessages(dropZoneMessages);
  const { locale } = useLocale();
  const [files, setFiles] = useState<File[]>([]);
  const labelId = useId();
  const labelText = typeof label === 'string' ? label : ariaLabel;
  const instructionsId = useId();
  const helpTextIds = { description: useId(), error: useId() };
  const describedBy =
    [
      description != null ? helpTextIds.description : null,
      isInvalid && errorMessage != null ? helpTextIds.error : null,
    ]
      .filter(Boolean)
      .join(' ') || undefined;

  const take = (chosen: File[], notify: ((files: File[]) => void) | undefined) => {
    const accepted = chosen.filter((file) => acceptsFile(file, acceptedFileTypes));
    const taken = allowsMultiple ? accepted : accepted.slice(0, 1);
    if (taken.length === 0) return;
    setFiles(taken);
    notify?.(taken);
  };

  const handleDrop: NonNullable<RACDropZoneProps['onDrop']> = async (event) => {
    const dropped = await Promise.all(
      event.items.filter(isFileDropItem).map((item) => item.getFile()),
    );
    take(dropped, onDrop);
  };

  return (
    <DropZoneRoot className={className} style={style}>
      {label != null && (
        <FieldLabel id={labelId} elementType="span" isRequired={isRequired}>
          {label}
        </FieldLabel>
      )}
      <StyledDropZone
        // react-aria names the drop target by its aria-label, then the elements it is labelled
        // by: the field's name first, then the instructions ("Import file Drag and drop a file
        // here"). A label that is not plain text is referenced by id after react-aria's default.
        aria-label={labelText}
        aria-labelledby={labelText ? instructionsId : `${labelId} ${instructionsId}`}
        isDisabled={isDisabled || isReadOnly}
        getDropOperation={(types) => (mayAcceptDrag(types, acceptedFileTypes) ? 'copy' : 'cancel')}
        onDrop={handleDrop}
        data-invalid={isInvalid || undefined}
        data-readonly={isReadOnly || undefined}
      >
        <Icon name="upload" size="large" />
        <Instructions id={instructionsId}>
          {instructions ??
            t(allowsMultiple ? 'dropZone.instructions.multiple' : 'dropZone.instructions.single')}
        </Instructions>
        {!isReadOnly && (
          <FileTrigger
            size="small"
            acceptedFileTypes={acceptedFileTypes}
            allowsMultiple={allowsMultiple}
            isDisabled={isDisabled}
            aria-describedby={describedBy}
            onSelect={(chosen) => take(chosen, onSelect)}
          />
        )}
      </StyledDropZone>
      <HelpText
        ids={helpTextIds}
        description={description}
        errorMessage={isInvalid ? errorMessage : undefined}
      />
      {/* Announces what was taken: the file dialog and a drop give no other feedback. */}
      {showsChosenFiles && (
        <div aria-live="polite">
          {files.length > 0 && (
            <FileList aria-label={t('dropZone.files.label')}>
              {files.map((file, index) => (
                <FileItem key={`${index}-${file.name}`}>
                  <Icon name="file" size="small" />
                  <FileName>{file.name}</FileName>
                  <FileSize>{formatFileSize(file.size, locale)}</FileSize>
                </FileItem>
              ))}
            </FileList>
          )}
        </div>
      )}
    </DropZoneRoot>
  );
}
