import { Skeleton } from '@metafields/design-system';
import type { ValueEditorProps } from '../types.js';
import { CodeField, useCodeFieldIds } from './CodeField.js';
import { LoadingBox } from './CodeField.styles.js';

export interface CodeEditorFallbackProps extends Pick<
  ValueEditorProps<string>,
  'field' | 'isReadOnly' | 'errorMessage'
> {
  /** The loaded editor's least height, which the placeholder keeps. @default '10em' */
  minBlockSize?: string | undefined;
}

/**
 * What an editor loaded on demand (CodeMirror, Lexical) shows meanwhile: the field's label,
 * description and error in place, and a placeholder of the editor's height, so the form neither
 * jumps nor loses its labels.
 */
export function CodeEditorFallback({
  field,
  isReadOnly,
  errorMessage,
  minBlockSize = '10em',
}: CodeEditorFallbackProps) {
  const ids = useCodeFieldIds();
  return (
    <CodeField
      ids={ids}
      label={field.label}
      description={field.description}
      error={errorMessage}
      isReadOnly={isReadOnly}
    >
      {/* data-pending-chunk: Storybook's screenshots wait until no such element is left. */}
      <LoadingBox aria-busy="true" data-pending-chunk="" $minBlockSize={minBlockSize}>
        <Skeleton lines={3} showLoadingText />
      </LoadingBox>
    </CodeField>
  );
}
