import { defaultKeymap, history, historyKeymap } from '@codemirror/commands';
import { syntaxHighlighting } from '@codemirror/language';
import { Annotation, Compartment, EditorState, Transaction } from '@codemirror/state';
import type { Extension } from '@codemirror/state';
import { EditorView, keymap } from '@codemirror/view';
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import type { ValueEditorProps } from '../types.js';
import { codeEditorTheme, codeHighlightStyle } from './CodeEditor.styles.js';
import { CodeField, describedBy, useCodeFieldIds } from './CodeField.js';
import { cspNonce } from './cspNonce.js';

/** Marks the transactions that bring a value in from props, which are not the person's edits. */
const fromProps = Annotation.define<true>();

export interface CodeEditorProps extends ValueEditorProps<string> {
  /** The language support: `json()`, `html()`. */
  language: Extension;
  /** A message when the text is not acceptable (checked as the person types); empty text is. */
  validate?: ((text: string) => string | undefined) | undefined;
}

function textOf(value: string | null): string {
  return value ?? '';
}

function valueOf(text: string): string | null {
  return text === '' ? null : text;
}

/**
 * Read-only keeps the content focusable (a tab stop, selectable, read by screen readers) but
 * neither editable in the DOM nor changeable by commands.
 */
function accessExtensions(isReadOnly: boolean): Extension {
  return [EditorState.readOnly.of(isReadOnly), EditorView.editable.of(!isReadOnly)];
}

function ariaExtension(attributes: Record<string, string | undefined>): Extension {
  return EditorView.contentAttributes.of(
    Object.fromEntries(
      Object.entries(attributes).filter((entry): entry is [string, string] => entry[1] != null),
    ),
  );
}

/**
 * A CodeMirror 6 editor as a value editor's field: the content element (role textbox) is
 * labelled by the field's label, described by its description and error, and marked invalid and
 * read-only as the props say. Controlled: a new `value` from outside replaces the text, while the
 * person's own edits, echoed back as `value`, leave the text and the caret alone.
 *
 * Loaded on demand (see `JsonEditor`, `HtmlEditor`): only those two lazy bodies import it.
 */
export function CodeEditor({
  field,
  value,
  onChange,
  isReadOnly = false,
  errorMessage,
  language,
  validate,
}: CodeEditorProps) {
  const ids = useCodeFieldIds();
  const hostRef = useRef<HTMLDivElement>(null);
  const viewRef = useRef<EditorView | null>(null);
  const onChangeRef = useRef(onChange);
  // What the editor reported and the parent has not echoed yet. A `value` among them is an echo,
  // even when the person has typed on since (the parent rendered between two keys), and must not
  // put the older text back.
  const unechoedRef = useRef<(string | null)[]>([]);
  const [compartments] = useState(() => ({ access: new Compartment(), aria: new Compartment() }));
  // The editor's current text, for validation: it follows the document, not the parent's value.
  const [text, setText] = useState(() => textOf(value));

  useLayoutEffect(() => {
    onChangeRef.current = onChange;
  });

  const validationError = text === '' ? undefined : validate?.(text);
  // An error from outside (the server) wins over the editor's own check.
  const error = errorMessage ?? validationError;
  const aria = {
    'aria-labelledby': ids.label,
    'aria-describedby': describedBy(ids, field.description, error),
    'aria-invalid': error != null ? 'true' : 'false',
    'aria-readonly': isReadOnly ? 'true' : undefined,
    // Not contenteditable when read-only, so not focusable without this.
    tabindex: isReadOnly ? '0' : undefined,
  };
  const ariaKey = JSON.stringify(aria);

  useEffect(() => {
    const nonce = cspNonce();
    const view = new EditorView({
      parent: hostRef.current!,
      state: EditorState.create({
        doc: textOf(value),
        extensions: [
          // Tab and Shift+Tab are left to the browser, so they move focus out of the editor as in
          // any other field: no `indentWithTab` (the default keymap binds no Tab), since a
          // keyboard user must never be trapped (WCAG 2.1.2). Indenting stays on Mod-] / Mod-[.
          keymap.of([...defaultKeymap, ...historyKeymap]),
          history(),
          language,
          syntaxHighlighting(codeHighlightStyle),
          // A long line wraps rather than scrolling sideways in a 26em field (WCAG 1.4.10).
          EditorView.lineWrapping,
          codeEditorTheme,
          nonce != null ? EditorView.cspNonce.of(nonce) : [],
          compartments.access.of(accessExtensions(isReadOnly)),
          compartments.aria.of(ariaExtension(aria)),
          EditorView.updateListener.of((update) => {
            if (!update.docChanged) return;
            const next = update.state.doc.toString();
            setText(next);
            if (!update.transactions.some((transaction) => transaction.annotation(fromProps))) {
              unechoedRef.current.push(valueOf(next));
              onChangeRef.current(valueOf(next));
            }
          }),
        ],
      }),
    });
    viewRef.current = view;
    return () => {
      view.destroy();
      viewRef.current = null;
    };
    // Built once; later props reach the view through the compartments and the value sync below.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => {
    viewRef.current?.dispatch({
      effects: compartments.access.reconfigure(accessExtensions(isReadOnly)),
    });
  }, [compartments, isReadOnly]);

  useEffect(() => {
    viewRef.current?.dispatch({
      effects: compartments.aria.reconfigure(ariaExtension(JSON.parse(ariaKey))),
    });
  }, [compartments, ariaKey]);

  useEffect(() => {
    const view = viewRef.current;
    if (!view) return;
    const current = view.state.doc.toString();
    const echoed = unechoedRef.current.indexOf(value);
    unechoedRef.current = echoed === -1 ? [] : unechoedRef.current.slice(echoed + 1);
    // The person's own edit, echoed back: nothing to do, so the caret stays where it is.
    if (valueOf(current) === value || echoed !== -1) return;
    view.dispatch({
      changes: { from: 0, to: current.length, insert: textOf(value) },
      annotations: [fromProps.of(true), Transaction.addToHistory.of(false)],
    });
  }, [value]);

  return (
    <CodeField
      ids={ids}
      label={field.label}
      description={field.description}
      error={error}
      isReadOnly={isReadOnly}
    >
      {/* Code runs left to right whatever the page's direction, as in the design system's
          CodeBlock; the label, description and error around it follow the page. */}
      <div ref={hostRef} dir="ltr" />
    </CodeField>
  );
}
