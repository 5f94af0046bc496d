import { VisuallyHidden } from 'react-aria-components';
import type { TextFieldProps as RACTextFieldProps } from 'react-aria-components';
import { useCallback, useLayoutEffect, useRef, useState } from 'react';
import type { CSSProperties, ReactNode } from 'react';
import { useMessages } from '../../i18n/MessagesProvider.js';
import { FieldDescription, FieldErrorText, FieldLabel } from '../Field/private.js';
import type { FieldErrorMessage } from '../Field/private.js';
import { textAreaMessages } from './messages.js';
import {
  CharacterCount,
  StyledTextArea,
  StyledTextAreaField,
  TextAreaFooter,
} from './TextArea.styles.js';

export interface TextAreaProps extends Omit<
  RACTextFieldProps,
  'children' | 'className' | 'style' | 'type' | 'pattern'
> {
  /** The visible label. Without one, give the field an `aria-label`. */
  label?: ReactNode;
  /** Help text under the field, linked to the text area as its description. */
  description?: ReactNode;
  /**
   * Shown when the field is invalid: `isInvalid` is set, or validation (`isRequired`,
   * `minLength`, `validate`) fails after a change or a form submit.
   */
  errorMessage?: FieldErrorMessage;
  /** Example input; never a substitute for the label. */
  placeholder?: string;
  /** Lines of text shown before it scrolls; with `autoGrow`, the least it shows. @default 3 */
  rows?: number;
  /** Grows with its text instead of scrolling, so long values can be read whole. */
  autoGrow?: boolean;
  /**
   * Shows how many of `maxLength` characters are used, and tells screen reader users how many
   * are left once few remain. Needs `maxLength`.
   */
  showCharacterCount?: boolean;
  className?: string;
  style?: CSSProperties;
}

// Announce what is left only near the limit: a count read out on every keystroke is noise.
function isNearLimit(length: number, maxLength: number) {
  return maxLength - length <= Math.max(10, Math.ceil(maxLength * 0.1));
}

/**
 * A labelled multi-line text input (react-aria's `TextField` with a `TextArea`), for
 * descriptions and notes. It can grow with its text and count characters against `maxLength`.
 */
export function TextArea({
  label,
  description,
  errorMessage,
  placeholder,
  rows = 3,
  autoGrow = false,
  showCharacterCount = false,
  onChange,
  ...props
}: TextAreaProps) {
  const t = useMessages(textAreaMessages);
  const textAreaRef = useRef<HTMLTextAreaElement>(null);
  // Kept for uncontrolled use; a controlled `value` wins.
  const [uncontrolledText, setUncontrolledText] = useState(props.defaultValue ?? '');
  const text = props.value ?? uncontrolledText;

  const fitToText = useCallback(() => {
    const textArea = textAreaRef.current;
    if (!autoGrow || !textArea) return;
    // Measure from the `rows` height, so the box shrinks again when text is removed.
    textArea.style.blockSize = 'auto';
    const borders = textArea.offsetHeight - textArea.clientHeight;
    textArea.style.blockSize = `${textArea.scrollHeight + borders}px`;
  }, [autoGrow]);

  useLayoutEffect(() => {
    fitToText();
  }, [fitToText, text]);

  const limit =
    showCharacterCount && props.maxLength != null && props.maxLength > 0
      ? props.maxLength
      : undefined;
  const characterCount = limit !== undefined && (
    <>
      <CharacterCount>
        {t('textArea.characterCount', { count: text.length, maxLength: limit })}
      </CharacterCount>
      <VisuallyHidden role="status">
        {isNearLimit(text.length, limit)
          ? t('textArea.charactersLeft', { count: limit - text.length })
          : ''}
      </VisuallyHidden>
    </>
  );

  return (
    <StyledTextAreaField
      {...props}
      onChange={(value) => {
        setUncontrolledText(value);
        onChange?.(value);
      }}
    >
      {label != null && <FieldLabel isRequired={props.isRequired}>{label}</FieldLabel>}
      <StyledTextArea
        ref={textAreaRef}
        rows={rows}
        placeholder={placeholder}
        data-auto-grow={autoGrow || undefined}
      />
      {characterCount ? (
        <TextAreaFooter>
          {description != null ? <FieldDescription>{description}</FieldDescription> : <span />}
          {characterCount}
        </TextAreaFooter>
      ) : (
        description != null && <FieldDescription>{description}</FieldDescription>
      )}
      <FieldErrorText>{errorMessage}</FieldErrorText>
    </StyledTextAreaField>
  );
}
