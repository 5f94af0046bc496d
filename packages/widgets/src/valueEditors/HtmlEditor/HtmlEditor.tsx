import { lazy, Suspense } from 'react';
import { CodeEditorFallback } from '../CodeEditor/CodeEditorFallback.js';
import type { ValueEditorProps } from '../types.js';
import { ValueEditorFrame } from '../ValueEditorFrame.js';

// CodeMirror comes in its own chunk, fetched the first time an HTML field shows: a form without
// one does not pay for it.
const HtmlCodeEditor = lazy(() =>
  import('./HtmlCodeEditor.js').then((module) => ({ default: module.HtmlCodeEditor })),
);

/**
 * An HTML value as source, in a code editor (CodeMirror 6) with HTML highlighting. The value is
 * the text as typed; emptied, null. While the editor loads, its label, description and error
 * already show.
 */
export function HtmlEditor({ name, onBlur, ref, isDisabled, ...props }: ValueEditorProps<string>) {
  // Disabled, the code shows as read-only: CodeMirror has no disabled state of its own.
  const editorProps = { ...props, isReadOnly: props.isReadOnly === true || isDisabled === true };
  return (
    <ValueEditorFrame name={name} value={props.value} onBlur={onBlur} ref={ref}>
      <Suspense fallback={<CodeEditorFallback {...editorProps} />}>
        <HtmlCodeEditor {...editorProps} />
      </Suspense>
    </ValueEditorFrame>
  );
}
