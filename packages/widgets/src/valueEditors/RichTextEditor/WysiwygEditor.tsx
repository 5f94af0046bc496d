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
export function WysiwygEditor({
  name,
  onBlur,
  ref,
  isDisabled,
  ...props
}: ValueEditorProps<string>) {
  // Disabled, the text shows as read-only: Lexical has no disabled state of its own.
  const editorProps = { ...props, isReadOnly: props.isReadOnly === true || isDisabled === true };
  return (
    <ValueEditorFrame name={name} value={props.value} onBlur={onBlur} ref={ref}>
      <Suspense
        fallback={<CodeEditorFallback {...editorProps} minBlockSize={`${richTextMinHeightPx}px`} />}
      >
        <LexicalRichText {...editorProps} />
      </Suspense>
    </ValueEditorFrame>
  );
}
