import { Icon } from '@metafields/design-system';
import { useId } from 'react';
import type { ReactNode } from 'react';
import { ValueEditorFrame } from '../ValueEditorFrame.js';
import {
  EditorBox,
  FieldDescription,
  FieldError,
  FieldLabel,
  FieldStack,
} from './CodeField.styles.js';

/** The ids that tie the editor's content element to the label, description and error. */
export interface CodeFieldIds {
  label: string;
  description: string;
  error: string;
}

export function useCodeFieldIds(): CodeFieldIds {
  const id = useId();
  return { label: `${id}-label`, description: `${id}-description`, error: `${id}-error` };
}

/** The ids the content element is described by: the description and the error, when shown. */
export function describedBy(
  ids: CodeFieldIds,
  description: string | undefined,
  error: string | undefined,
): string | undefined {
  const described = [description != null && ids.description, error != null && ids.error].filter(
    (id): id is string => typeof id === 'string',
  );
  return described.length > 0 ? described.join(' ') : undefined;
}

export interface CodeFieldProps {
  /** Ids for the label, description and error (`useCodeFieldIds`) that the editor points at. */
  ids: CodeFieldIds;
  /** The visible label; it names the editor through `aria-labelledby`. */
  label: string;
  /** Help text under the box. */
  description?: string | undefined;
  /** Shown under the editor, which is then marked invalid. */
  error?: string | undefined;
  /** Draws the box as read-only. */
  isReadOnly?: boolean | undefined;
  /** The editor (or its loading placeholder), inside the bordered box. */
  children: ReactNode;
}

/**
 * The field around a code editor: visible label, the bordered box, description and error, in a
 * 26em frame. It holds no CodeMirror, so the loading placeholder shows the same label and
 * messages as the editor that replaces it. The label is a span, not a `<label>`: the editor's
 * content is a contenteditable element, which `for` cannot point at, so it names it through
 * `aria-labelledby` instead.
 */
export function CodeField({
  ids,
  label,
  description,
  error,
  isReadOnly,
  children,
}: CodeFieldProps) {
  return (
    <ValueEditorFrame>
      <FieldStack>
        <FieldLabel id={ids.label}>{label}</FieldLabel>
        <EditorBox
          data-invalid={error != null || undefined}
          data-readonly={isReadOnly || undefined}
        >
          {children}
        </EditorBox>
        {description != null && (
          <FieldDescription id={ids.description}>{description}</FieldDescription>
        )}
        {error != null && (
          <FieldError id={ids.error}>
            <Icon name="error" size="small" />
            <span>{error}</span>
          </FieldError>
        )}
      </FieldStack>
    </ValueEditorFrame>
  );
}
