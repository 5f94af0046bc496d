import { Skeleton } from '@metafields/design-system';
import { CodeField, useCodeFieldIds } from '../CodeEditor/CodeField.js';
import type { ValueEditorProps } from '../types.js';
import { LoadingBox } from './RichText.styles.js';

/**
 * What the rich-text editor shows while Lexical loads: the field's label, description and error
 * in place, and a placeholder of the editor's height, so the form neither jumps nor loses its
 * labels.
 */
export function RichTextFallback({
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
        <Skeleton lines={4} showLoadingText />
      </LoadingBox>
    </CodeField>
  );
}
