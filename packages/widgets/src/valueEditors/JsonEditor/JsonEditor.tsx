import { lazy, Suspense } from 'react';
import { CodeEditorFallback } from '../CodeEditor/CodeEditorFallback.js';
import type { ValueEditorProps } from '../types.js';
import { ValueEditorFrame } from '../ValueEditorFrame.js';

// CodeMirror comes in its own chunk, fetched the first time a JSON field shows: a form without
// one does not pay for it.
const JsonCodeEditor = lazy(() =>
  import('./JsonCodeEditor.js').then((module) => ({ default: module.JsonCodeEditor })),
);

/**
 * A JSON value, in a code editor (CodeMirror 6) with JSON highlighting, checked as the person
 * types. The value is the text as typed; emptied, null. While the editor loads, its label,
 * description and error already show.
 */
export function JsonEditor({ name, onBlur, ref, isDisabled, ...props }: ValueEditorProps<string>) {
  // Disabled, the code shows as read-only: CodeMirror has no disabled state of its own.
  const editorProps = { ...props, isReadOnly: props.isReadOnly === true || isDisabled === true };
  return (
    <ValueEditorFrame name={name} value={props.value} onBlur={onBlur} ref={ref}>
      <Suspense fallback={<CodeEditorFallback {...editorProps} />}>
        <JsonCodeEditor {...editorProps} />
      </Suspense>
    </ValueEditorFrame>
  );
}
