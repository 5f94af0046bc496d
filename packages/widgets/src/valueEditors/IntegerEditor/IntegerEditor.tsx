import type { ValueEditorProps } from '../types.js';
import { NumberValueEditor } from '../NumberValueEditor/index.js';

/** An integer field's value: whole numbers stepping by 1 within the field's min and max. */
export function IntegerEditor(props: ValueEditorProps<number>) {
  return <NumberValueEditor {...props} contentType="integer" />;
}
