import { json } from '@codemirror/lang-json';
import { useMessages } from '@metafields/design-system';
import { useCallback, useState } from 'react';
import { CodeEditor } from '../CodeEditor/CodeEditor.js';
import type { ValueEditorProps } from '../types.js';
import { jsonEditorMessages } from './messages.js';

function isJson(text: string): boolean {
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
}

/**
 * The JSON editor's CodeMirror body, loaded on demand by `JsonEditor`. The text is checked as
 * the person types; invalid, it says so and is still reported as typed (the form decides whether
 * to save it), so nothing typed is lost. Valid, it is reported as typed too: the value is text,
 * which core serialises as it is, so the person's formatting is kept.
 */
export function JsonCodeEditor(props: ValueEditorProps<string>) {
  const t = useMessages(jsonEditorMessages);
  const [language] = useState(() => json());
  const validate = useCallback(
    (text: string) => (isJson(text) ? undefined : t('valueEditors.json.invalid')),
    [t],
  );
  return <CodeEditor {...props} language={language} validate={validate} />;
}
