import { numberInputLimits, type NumberContentType } from '@metafields/core';
import { NumberField } from '@metafields/design-system';
import type { ValueEditorProps } from '../types.js';
import { ValueEditorFrame } from '../ValueEditorFrame.js';

export interface NumberValueEditorProps extends ValueEditorProps<number> {
  /** 'integer' or 'decimal': the step, and how many decimals show. */
  contentType: NumberContentType;
}

// An integer shows no decimals; a decimal at most the two its step of 0.01 can reach.
const formatOptions: Record<NumberContentType, Intl.NumberFormatOptions> = {
  integer: { maximumFractionDigits: 0 },
  decimal: { maximumFractionDigits: 2 },
};

/** A stored number may arrive as numeric text; anything else is no number. */
function numberOf(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value === 'string' && value.trim() !== '') {
    const number = Number(value);
    return Number.isFinite(number) ? number : null;
  }
  return null;
}

/**
 * The integer and decimal editors' shared body: a number field stepping by the content type's
 * step (core's `numberInputLimits`), bounded by the field's min and max, which it clamps to when
 * the value is committed (blur or Enter). An emptied field reports null.
 */
export function NumberValueEditor({
  contentType,
  field,
  value,
  onChange,
  isReadOnly = false,
  isDisabled,
  name,
  onBlur,
  ref,
  errorMessage,
}: NumberValueEditorProps) {
  const { step, min, max } = numberInputLimits(contentType, field.options ?? {});
  // Whole-number bounds keep an integer's steps on whole numbers (react-aria steps from min).
  const whole = contentType === 'integer';
  const minValue = min === undefined ? undefined : whole ? Math.ceil(min) : min;
  const maxValue = max === undefined ? undefined : whole ? Math.floor(max) : max;

  return (
    <ValueEditorFrame name={name} value={value} onBlur={onBlur} ref={ref}>
      <NumberField
        label={field.label}
        description={field.description}
        value={numberOf(value) ?? Number.NaN}
        onChange={(next) => onChange(Number.isNaN(next) ? null : next)}
        step={step}
        minValue={minValue}
        maxValue={maxValue}
        formatOptions={formatOptions[contentType]}
        isReadOnly={isReadOnly}
        isDisabled={isDisabled}
        isInvalid={errorMessage != null || undefined}
        errorMessage={errorMessage}
      />
    </ValueEditorFrame>
  );
}
