import { Checkbox } from '@metafields/design-system';
import type { ValueEditorProps } from '../types.js';
import { ValueEditorFrame } from '../ValueEditorFrame.js';

/** How the server writes a boolean value. */
export type BooleanValue = 'true' | 'false';

/**
 * A boolean field's value as a checkbox labelled with the field, reported as 'true' or 'false'.
 * A checkbox, not a switch: the value applies when the form is saved, not at once. No value
 * (null) shows unchecked; a stored `true` (not the text) is read as checked as well.
 */
export function BooleanEditor({
  field,
  value,
  onChange,
  isReadOnly = false,
  isDisabled,
  name,
  onBlur,
  ref,
  errorMessage,
}: ValueEditorProps<BooleanValue>) {
  const isSelected = value === 'true' || (value as unknown) === true;
  return (
    <ValueEditorFrame name={name} value={value} onBlur={onBlur} ref={ref}>
      <Checkbox
        isSelected={isSelected}
        onChange={(selected) => onChange(selected ? 'true' : 'false')}
        description={field.description}
        isReadOnly={isReadOnly}
        isDisabled={isDisabled}
        isInvalid={errorMessage != null || undefined}
        errorMessage={errorMessage}
      >
        {field.label}
      </Checkbox>
    </ValueEditorFrame>
  );
}
