import { lazy, Suspense } from 'react';
import { CodeEditorFallback } from '../CodeEditor/CodeEditorFallback.js';
import type { ValueEditorProps } from '../types.js';

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
export function HtmlEditor(props: ValueEditorProps<string>) {
  return (
    <Suspense fallback={<CodeEditorFallback {...props} />}>
      <HtmlCodeEditor {...props} />
    </Suspense>
  );
}
