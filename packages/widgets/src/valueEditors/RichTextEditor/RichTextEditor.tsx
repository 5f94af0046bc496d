import { Switch, useMessages } from '@metafields/design-system';
import { HtmlEditor } from '../HtmlEditor/index.js';
import type { ValueEditorProps } from '../types.js';
import { ValueEditorFrame } from '../ValueEditorFrame.js';
import { useWysiwyg } from '../wysiwyg/index.js';
import { richTextEditorMessages } from './messages.js';
import { RichTextStack } from './RichText.styles.js';
import { WysiwygEditor } from './WysiwygEditor.js';

/**
 * A rich-text value, as HTML, edited either in a WYSIWYG editor (Lexical: bold, italic,
 * underline, lists, links, history) or as plain HTML source (the HTML editor), chosen with the
 * 'Rich text editor' switch under the field. The choice is remembered per field
 * (`field.wysiwyg`, in local storage under `wysiwygFields`) and shared with every editor and
 * field menu of that field in the page; with nothing remembered the field opens in plain HTML.
 *
 * In the WYSIWYG editor the value's HTML is loaded once, when it opens: a later `value` does not
 * reset it, so the person's typing is never overwritten (remount with a new `key` to replace the
 * text). Each edit is reported as the editor's HTML sanitised with DOMPurify, or null when empty;
 * HTML coming in is sanitised too, and pasted HTML loses its inline styles. In plain HTML the
 * value is the text as typed. While either editor loads, the label, description and error
 * already show.
 */
export function RichTextEditor({
  name,
  onBlur,
  ref,
  isDisabled,
  ...props
}: ValueEditorProps<string>) {
  const t = useMessages(richTextEditorMessages);
  const [isWysiwyg, setWysiwyg] = useWysiwyg(props.field.wysiwyg);
  // Disabled, the text shows as read-only (neither editor has a disabled state of its own).
  const editorProps = { ...props, isReadOnly: props.isReadOnly === true || isDisabled === true };
  return (
    <ValueEditorFrame name={name} value={props.value} onBlur={onBlur} ref={ref}>
      <RichTextStack>
        {isWysiwyg ? <WysiwygEditor {...editorProps} /> : <HtmlEditor {...editorProps} />}
        <Switch isSelected={isWysiwyg} onChange={setWysiwyg} isDisabled={isDisabled}>
          {t('valueEditors.richText.wysiwyg')}
        </Switch>
      </RichTextStack>
    </ValueEditorFrame>
  );
}
