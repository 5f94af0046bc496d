import { FileTrigger as RACFileTrigger } from 'react-aria-components';
import type { FileTriggerProps as RACFileTriggerProps } from 'react-aria-components';
import type { ReactNode } from 'react';
import { useMessages } from '../../i18n/MessagesProvider.js';
import { Button } from '../Button/Button.js';
import type { ButtonSize, ButtonVariant } from '../Button/Button.js';
import { Icon } from '../Icon/Icon.js';
import { fileTriggerMessages } from './messages.js';

export interface FileTriggerProps extends Omit<RACFileTriggerProps, 'children' | 'onSelect'> {
  /**
   * The button's text. Defaults to the translated "Choose file", or "Choose files" when
   * `allowsMultiple` is set.
   */
  children?: ReactNode;
  /** Called with the files chosen in the system's file dialog. */
  onSelect?: (files: File[]) => void;
  /** The button's look, as `Button`'s. @default 'secondary' */
  variant?: ButtonVariant;
  /** The button's height. @default 'medium' */
  size?: ButtonSize;
  /** Disables the button, so the file dialog cannot open. */
  isDisabled?: boolean;
  /** Ids of text that describes the button, such as the accepted formats. */
  'aria-describedby'?: string;
}

/**
 * A button that opens the system's file dialog (react-aria's `FileTrigger`): `acceptedFileTypes`
 * limits the dialog to MIME types or extensions (`['text/csv', '.csv']`), `allowsMultiple` lets
 * several files be chosen. `onSelect` receives the chosen `File`s.
 */
export function FileTrigger({
  children,
  onSelect,
  variant = 'secondary',
  size = 'medium',
  isDisabled,
  'aria-describedby': ariaDescribedby,
  ...props
}: FileTriggerProps) {
  const t = useMessages(fileTriggerMessages);
  return (
    <RACFileTrigger
      {...props}
      onSelect={(fileList) => {
        if (fileList && fileList.length > 0) onSelect?.(Array.from(fileList));
      }}
    >
      <Button
        variant={variant}
        size={size}
        isDisabled={isDisabled}
        aria-describedby={ariaDescribedby}
      >
        <Icon name="upload" size="small" />
        {children ??
          (props.allowsMultiple ? t('fileTrigger.chooseFiles') : t('fileTrigger.chooseFile'))}
      </Button>
    </RACFileTrigger>
  );
}
