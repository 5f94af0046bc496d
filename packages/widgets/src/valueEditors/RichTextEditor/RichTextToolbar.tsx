import { ToggleButton, useLocale, useMessages } from '@metafields/design-system';
import { useLexicalComposerContext } from '@lexical/react/LexicalComposerContext';
import {
  $isListNode,
  INSERT_ORDERED_LIST_COMMAND,
  INSERT_UNORDERED_LIST_COMMAND,
  ListNode,
  REMOVE_LIST_COMMAND,
} from '@lexical/list';
import { $getNearestNodeOfType } from '@lexical/utils';
import { $getRoot, $getSelection, $isRangeSelection, FORMAT_TEXT_COMMAND } from 'lexical';
import type { LexicalEditor } from 'lexical';
import { useEffect, useRef, useState } from 'react';
import type { KeyboardEvent } from 'react';
import { richTextEditorMessages } from './messages.js';
import { BulletedListIcon, NumberedListIcon } from './RichTextIcons.js';
import { FormatGlyph, Toolbar } from './RichText.styles.js';

type Tool = 'bold' | 'italic' | 'underline' | 'bullet' | 'number';

/** The tools that are on where the caret is: its text formats and the kind of list it is in. */
function $activeTools(): Set<Tool> {
  const active = new Set<Tool>();
  const selection = $getSelection();
  if (!$isRangeSelection(selection)) return active;
  for (const format of ['bold', 'italic', 'underline'] as const) {
    if (selection.hasFormat(format)) active.add(format);
  }
  const list = $getNearestNodeOfType(selection.anchor.getNode(), ListNode);
  if ($isListNode(list)) active.add(list.getListType() === 'number' ? 'number' : 'bullet');
  return active;
}

function apply(editor: LexicalEditor, tool: Tool, on: boolean): void {
  switch (tool) {
    case 'bold':
    case 'italic':
    case 'underline':
      editor.dispatchCommand(FORMAT_TEXT_COMMAND, tool);
      return;
    case 'bullet':
      editor.dispatchCommand(on ? INSERT_UNORDERED_LIST_COMMAND : REMOVE_LIST_COMMAND, undefined);
      return;
    case 'number':
      editor.dispatchCommand(on ? INSERT_ORDERED_LIST_COMMAND : REMOVE_LIST_COMMAND, undefined);
      return;
  }
}

const tools: readonly Tool[] = ['bold', 'italic', 'underline', 'bullet', 'number'];

/**
 * Bold, italic, underline and the two lists, as toggle buttons (`aria-pressed` showing what is
 * on at the caret) in a toolbar: one Tab stop, the arrow keys, Home and End moving between the
 * buttons (a roving tab index, WAI-ARIA's toolbar pattern), the button last used being the one
 * Tab comes back to. Pressing one applies it and puts the person back in the text, where they
 * were, so they can type on in that format; Ctrl/Cmd+B, I and U do the same from the text.
 */
export function RichTextToolbar({
  isReadOnly,
}: {
  /** Disables the buttons while the text takes no edits. */
  isReadOnly: boolean;
}) {
  const t = useMessages(richTextEditorMessages);
  const { direction } = useLocale();
  const [editor] = useLexicalComposerContext();
  const [active, setActive] = useState<ReadonlySet<Tool>>(() => new Set());
  const [current, setCurrent] = useState(0);
  const toolbarRef = useRef<HTMLDivElement>(null);

  useEffect(
    () =>
      editor.registerUpdateListener(({ editorState }) => {
        const next = editorState.read($activeTools, { editor });
        setActive((shown) =>
          shown.size === next.size && [...next].every((tool) => shown.has(tool)) ? shown : next,
        );
      }),
    [editor],
  );

  const press = (tool: Tool, on: boolean) => {
    // A toolbar pressed before the text was ever focused has no caret to act on: the caret
    // goes to the end, where the person will type.
    editor.update(() => {
      if ($getSelection() === null) $getRoot().selectEnd();
    });
    apply(editor, tool, on);
    editor.focus();
  };

  const moveTo = (index: number) => {
    const next = (index + tools.length) % tools.length;
    setCurrent(next);
    toolbarRef.current?.querySelectorAll('button')[next]?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const forward = direction === 'rtl' ? 'ArrowLeft' : 'ArrowRight';
    const backward = direction === 'rtl' ? 'ArrowRight' : 'ArrowLeft';
    if (event.key === forward) moveTo(current + 1);
    else if (event.key === backward) moveTo(current - 1);
    else if (event.key === 'Home') moveTo(0);
    else if (event.key === 'End') moveTo(tools.length - 1);
    else return;
    event.preventDefault();
  };

  const labels: Record<Tool, string> = {
    bold: t('valueEditors.richText.bold'),
    italic: t('valueEditors.richText.italic'),
    underline: t('valueEditors.richText.underline'),
    bullet: t('valueEditors.richText.bulletedList'),
    number: t('valueEditors.richText.numberedList'),
  };

  // The letter each format's button shows, drawn in that format (B, I, U in English; other
  // languages have their own, such as F, K, U in German).
  const marks = {
    bold: t('valueEditors.richText.boldMark'),
    italic: t('valueEditors.richText.italicMark'),
    underline: t('valueEditors.richText.underlineMark'),
  };

  return (
    <Toolbar
      ref={toolbarRef}
      role="toolbar"
      aria-label={t('valueEditors.richText.toolbar')}
      aria-disabled={isReadOnly || undefined}
      onKeyDown={onKeyDown}
    >
      {tools.map((tool, index) => (
        <ToggleButton
          key={tool}
          id={tool}
          aria-label={labels[tool]}
          isSelected={active.has(tool)}
          onChange={(on) => press(tool, on)}
          onFocus={() => setCurrent(index)}
          isDisabled={isReadOnly}
          excludeFromTabOrder={index !== current}
        >
          {tool === 'bullet' ? (
            <BulletedListIcon />
          ) : tool === 'number' ? (
            <NumberedListIcon />
          ) : (
            <FormatGlyph aria-hidden="true" data-format={tool}>
              {marks[tool]}
            </FormatGlyph>
          )}
        </ToggleButton>
      ))}
    </Toolbar>
  );
}
