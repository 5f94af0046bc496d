import { lazy, Suspense } from 'react';
import type { ValueEditorProps } from '../types.js';
import { ValueEditorFrame } from '../ValueEditorFrame.js';
import { richTextMinHeightPx } from '@metafields/core';
import { CodeEditorFallback } from '../CodeEditor/CodeEditorFallback.js';

// Lexical and DOMPurify come in their own chunk, fetched the first time a WYSIWYG editor shows:
// a form without one does not pay for them.
const LexicalRichText = lazy(() =>
  import('./LexicalRichText.js').then((module) => ({ default: module.LexicalRichText })),
);

/**
 * The WYSIWYG editor alone, without the switch to plain HTML: for a form that offers its own
 * choice of editor (the metafield form's JSON or rich text). While Lexical loads, the label,
 * description and error already show.
 */
export function WysiwygEditor(props: ValueEditorProps<string>) {
  return (
    <ValueEditorFrame>
      <Suspense
        fallback={<CodeEditorFallback {...props} minBlockSize={`${richTextMinHeightPx}px`} />}
      >
        <LexicalRichText {...props} />
      </Suspense>
    </ValueEditorFrame>
  );
}
