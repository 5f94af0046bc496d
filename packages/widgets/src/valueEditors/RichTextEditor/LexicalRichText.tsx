import { LinkNode } from '@lexical/link';
import { ListItemNode, ListNode } from '@lexical/list';
import { LexicalComposer } from '@lexical/react/LexicalComposer';
import type { InitialConfigType } from '@lexical/react/LexicalComposer';
import { useLexicalComposerContext } from '@lexical/react/LexicalComposerContext';
import { ContentEditable } from '@lexical/react/LexicalContentEditable';
import { LexicalErrorBoundary } from '@lexical/react/LexicalErrorBoundary';
import { HistoryPlugin } from '@lexical/react/LexicalHistoryPlugin';
import { LinkPlugin } from '@lexical/react/LexicalLinkPlugin';
import { ListPlugin } from '@lexical/react/LexicalListPlugin';
import { OnChangePlugin } from '@lexical/react/LexicalOnChangePlugin';
import { RichTextPlugin } from '@lexical/react/LexicalRichTextPlugin';
import { HeadingNode, QuoteNode } from '@lexical/rich-text';
import { TabNode, TextNode } from 'lexical';
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { CodeField, describedBy, useCodeFieldIds } from '../CodeEditor/CodeField.js';
import type { ValueEditorProps } from '../types.js';
import { $loadHtml, $valueOf, exportText } from './richTextHtml.js';
import { PasteWithoutStylesPlugin } from './PasteWithoutStylesPlugin.js';
import { EditorSurface, richTextTheme, ToolbarRow } from './RichText.styles.js';
import { RichTextToolbar } from './RichTextToolbar.js';

// Only web links: no `javascript:` or `data:` URL becomes a link, whatever is pasted or typed.
const isWebUrl = (url: string) => /^(https?:|mailto:|tel:|\/|#)/i.test(url);

/** Follows `isReadOnly` after the first render (Lexical reads `editable` only once). */
function EditablePlugin({ isReadOnly }: { isReadOnly: boolean }) {
  const [editor] = useLexicalComposerContext();
  useEffect(() => {
    editor.setEditable(!isReadOnly);
  }, [editor, isReadOnly]);
  return null;
}

/**
 * The rich-text editor's Lexical body, loaded on demand by `RichTextEditor`: rich text with
 * history, lists and links, a toolbar, and the field's label, description and error around it.
 *
 * The value's HTML is loaded once, when the editor mounts: a later `value` (the person's own
 * edits echoed back by the form, or anything else) does not reset the text, so typing is never
 * overwritten. A form that must replace the text remounts the editor (a new `key`). Every edit
 * is reported as the editor's HTML, sanitised by DOMPurify, or null when no text is left.
 *
 * Unlike CodeMirror, Lexical adds no `<style>` element (it sets its root's few styles through
 * the CSSOM, which a CSP allows), so it needs no nonce; the styles here are styled-components',
 * which read the page's nonce themselves.
 */
export function LexicalRichText({
  field,
  value,
  onChange,
  isReadOnly = false,
  errorMessage,
}: ValueEditorProps<string>) {
  const ids = useCodeFieldIds();
  const onChangeRef = useRef(onChange);
  useLayoutEffect(() => {
    onChangeRef.current = onChange;
  });
  const lastReported = useRef<string | null | undefined>(undefined);

  const [initialConfig] = useState((): InitialConfigType => ({
    namespace: 'metafields-rich-text',
    nodes: [HeadingNode, QuoteNode, ListNode, ListItemNode, LinkNode],
    theme: richTextTheme,
    editable: !isReadOnly,
    html: {
      export: new Map([
        [TextNode, exportText],
        [TabNode, exportText],
      ]),
    },
    editorState: (editor) => {
      $loadHtml(editor, value);
      lastReported.current = $valueOf(editor);
    },
    onError: (error) => {
      throw error;
    },
  }));

  return (
    <CodeField
      ids={ids}
      label={field.label}
      description={field.description}
      error={errorMessage}
      isReadOnly={isReadOnly}
    >
      <LexicalComposer initialConfig={initialConfig}>
        <ToolbarRow>
          <RichTextToolbar isReadOnly={isReadOnly} />
        </ToolbarRow>
        <EditorSurface>
          <RichTextPlugin
            contentEditable={
              <ContentEditable
                aria-labelledby={ids.label}
                aria-describedby={describedBy(ids, field.description, errorMessage)}
                aria-invalid={errorMessage != null ? true : undefined}
                aria-multiline
                // Not contenteditable when read-only, so not focusable without this.
                tabIndex={isReadOnly ? 0 : undefined}
              />
            }
            ErrorBoundary={LexicalErrorBoundary}
          />
        </EditorSurface>
        <HistoryPlugin />
        <ListPlugin />
        <LinkPlugin validateUrl={isWebUrl} />
        <PasteWithoutStylesPlugin />
        <EditablePlugin isReadOnly={isReadOnly} />
        <OnChangePlugin
          ignoreSelectionChange
          onChange={(editorState, editor) => {
            const next = editorState.read(() => $valueOf(editor), { editor });
            if (next === lastReported.current) return;
            lastReported.current = next;
            onChangeRef.current(next);
          }}
        />
      </LexicalComposer>
    </CodeField>
  );
}
