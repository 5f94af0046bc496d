import { html } from '@codemirror/lang-html';
import { useState } from 'react';
import { CodeEditor } from '../CodeEditor/CodeEditor.js';
import type { ValueEditorProps } from '../types.js';

/**
 * The HTML editor's CodeMirror body, loaded on demand by `HtmlEditor`. It reports the text as
 * typed and does not sanitise it: making HTML safe to show is the rich-text editor's job
 * (DOMPurify on its output) and the server's, which must not trust any client.
 */
export function HtmlCodeEditor(props: ValueEditorProps<string>) {
  // No auto-closing tags: what the person types is what is stored, and a screen reader user is
  // not told about text inserted after the caret.
  const [language] = useState(() => html({ autoCloseTags: false }));
  return <CodeEditor {...props} language={language} />;
}
