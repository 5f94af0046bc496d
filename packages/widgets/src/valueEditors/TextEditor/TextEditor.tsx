import { textInputLimits, textOptionLimitDefaults } from '@metafields/core';
import { TextField, useMessages } from '@metafields/design-system';
import type { ValueEditorProps } from '../types.js';
import { ValueEditorFrame } from '../ValueEditorFrame.js';
import { textEditorMessages } from './messages.js';

/**
 * A text value: one line, between the field's min and max length (1 and 255 when the field
 * sets none, as core fills a text template's options). Emptied, it reports null.
 */
export function TextEditor({
  field,
  value,
  onChange,
  isReadOnly,
  isDisabled,
  name,
  onBlur,
  ref,
  errorMessage,
}: ValueEditorProps<string>) {
  const t = useMessages(textEditorMessages);
  const { minLength = textOptionLimitDefaults.min, maxLength = textOptionLimitDefaults.max } =
    textInputLimits(field.options ?? {});
  return (
    <ValueEditorFrame name={name} value={value} onBlur={onBlur} ref={ref}>
      <TextField
        label={field.label}
        description={field.description}
        value={value ?? ''}
        onChange={(text) => onChange(text === '' ? null : text)}
        isReadOnly={isReadOnly}
        isDisabled={isDisabled}
        minLength={minLength}
        maxLength={maxLength}
        // The browser flags a too-short text only after real keystrokes, and never a stored text
        // longer than the limit, so lengths are checked here too; shown once focus leaves.
        validate={(text) =>
          text === ''
            ? null
            : text.length < minLength
              ? t('valueEditors.text.tooShort', { min: minLength })
              : text.length > maxLength
                ? t('valueEditors.text.tooLong', { max: maxLength })
                : null
        }
        // An error from outside (the server) wins over the length checks.
        {...(errorMessage != null ? { isInvalid: true } : {})}
        errorMessage={(validation) => errorMessage ?? validation.validationErrors[0]}
      />
    </ValueEditorFrame>
  );
}
