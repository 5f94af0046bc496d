import { useLexicalComposerContext } from '@lexical/react/LexicalComposerContext';
import { mergeRegister } from '@lexical/utils';
import {
  $getSelection,
  $isRangeSelection,
  COMMAND_PRIORITY_HIGH,
  PASTE_COMMAND,
  TextNode,
} from 'lexical';
import { useEffect } from 'react';
import { $nodesFromDom, pastedHtmlToDom } from './richTextHtml.js';

/**
 * Pasted content loses its inline styles. Pasted HTML is sanitised and stripped of `style`,
 * classes, `<font>` and colour attributes (its bold, italic and underline kept) before it enters
 * the editor; and whatever still brings a style in (a drop, Lexical's own clipboard format from
 * another editor) has it removed from the text, with any highlight colour.
 */
export function PasteWithoutStylesPlugin() {
  const [editor] = useLexicalComposerContext();
  useEffect(
    () =>
      mergeRegister(
        editor.registerCommand(
          PASTE_COMMAND,
          (event) => {
            const html =
              event instanceof ClipboardEvent ? event.clipboardData?.getData('text/html') : '';
            if (!html || !editor.isEditable()) return false;
            const selection = $getSelection();
            if (!$isRangeSelection(selection)) return false;
            event.preventDefault();
            selection.insertNodes($nodesFromDom(editor, pastedHtmlToDom(html)));
            return true;
          },
          COMMAND_PRIORITY_HIGH,
        ),
        editor.registerNodeTransform(TextNode, (node) => {
          if (node.getStyle() !== '') node.setStyle('');
          if (node.hasFormat('highlight')) node.toggleFormat('highlight');
        }),
      ),
    [editor],
  );
  return null;
}
