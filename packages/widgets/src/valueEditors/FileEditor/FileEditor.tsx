import type { ValueEditorProps } from '../types.js';
import type { FileValue } from './fileChoice.js';
import { FileField } from './FileField.js';

export type { FileValue } from './fileChoice.js';

/**
 * A file field's value (content type file): one file in single mode, up to 999 in list mode
 * (`entity_list_type: 'list'`), uploaded and deleted through the host's services.
 */
export function FileEditor(props: ValueEditorProps<FileValue>) {
  return <FileField {...props} withLabels={false} />;
}

/** A file_and_label field's value: as `FileEditor`, and each file's label set in 'Update label'. */
export function FileAndLabelEditor(props: ValueEditorProps<FileValue>) {
  return <FileField {...props} withLabels />;
}
