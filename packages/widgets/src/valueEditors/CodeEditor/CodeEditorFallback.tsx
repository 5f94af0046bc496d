import { Skeleton } from '@metafields/design-system';
import type { ValueEditorProps } from '../types.js';
import { CodeField, useCodeFieldIds } from './CodeField.js';
import { LoadingBox } from './CodeField.styles.js';

/**
 * What a code editor shows while CodeMirror loads: the field's label, description and error in
 * place, and a placeholder of the editor's height, so the form neither jumps nor loses its labels.
 */
export function CodeEditorFallback({
  field,
  isReadOnly,
  errorMessage,
}: Pick<ValueEditorProps<string>, 'field' | 'isReadOnly' | 'errorMessage'>) {
  const ids = useCodeFieldIds();
  return (
    <CodeField
      ids={ids}
      label={field.label}
      description={field.description}
      error={errorMessage}
      isReadOnly={isReadOnly}
    >
      <LoadingBox aria-busy="true">
        <Skeleton lines={3} showLoadingText />
      </LoadingBox>
    </CodeField>
  );
}
