import type { ValueEditorProps } from '../types.js';
import { NumberValueEditor } from '../NumberValueEditor/index.js';

/** A decimal field's value: numbers stepping by 0.01 within the field's min and max. */
export function DecimalEditor(props: ValueEditorProps<number>) {
  return <NumberValueEditor {...props} contentType="decimal" />;
}
