import { ColorField } from '@metafields/design-system';
import type { ValueEditorProps } from '../types.js';
import { ValueEditorFrame } from '../ValueEditorFrame.js';

const hexColor = /^#?(?:[0-9a-f]{3}|[0-9a-f]{6})$/i;

/** A stored colour as the field takes it; text that is no hex colour shows as an empty field. */
function colorOf(value: string | null): string | null {
  if (value == null || !hexColor.test(value)) return null;
  return value.startsWith('#') ? value : `#${value}`;
}

/**
 * A colour value typed as a hex code (`#3c64f4`, `3c64f4` or `#36f`), with a swatch of it; it
 * settles on Enter or when focus leaves, and is reported as '#rrggbb'. Emptied, it reports null.
 */
export function ColorEditor({
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
  return (
    <ValueEditorFrame name={name} value={value} onBlur={onBlur} ref={ref}>
      <ColorField
        label={field.label}
        description={field.description}
        value={colorOf(value)}
        onChange={(color) => onChange(color ? color.toString('hex').toLowerCase() : null)}
        isReadOnly={isReadOnly}
        isDisabled={isDisabled}
        {...(errorMessage != null ? { isInvalid: true } : {})}
        errorMessage={errorMessage}
      />
    </ValueEditorFrame>
  );
}
