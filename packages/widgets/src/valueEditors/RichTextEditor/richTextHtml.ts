import DOMPurify from 'dompurify';
import {
  $createParagraphNode,
  $getRoot,
  $isDecoratorNode,
  $isElementNode,
  TextNode,
} from 'lexical';
import type { DOMExportOutput, LexicalEditor, LexicalNode, TextFormatType } from 'lexical';
import { $generateHtmlFromNodes, $generateNodesFromDOM } from '@lexical/html';

/** Makes stored or pasted HTML safe (no scripts, event handlers, `javascript:` links). */
export function sanitiseHtml(html: string): string {
  return DOMPurify.sanitize(html);
}

function parse(html: string): Document {
  const document = new DOMParser().parseFromString(sanitiseHtml(html), 'text/html');
  // A link whose address DOMPurify took away (`javascript:`) is only its text now.
  for (const anchor of Array.from(document.body.querySelectorAll('a:not([href])'))) {
    anchor.replaceWith(...anchor.childNodes);
  }
  return document;
}

/**
 * Pasted HTML keeps its structure and its bold, italic and underline, but not its looks: the
 * source's fonts, sizes and colours would clash with the storefront's. Emphasis written as inline
 * style (Google Docs, Word) becomes the matching element first, so it survives; then every
 * `style`, `class`, `<font>` and colour attribute goes.
 */
export function pastedHtmlToDom(html: string): Document {
  const document = parse(html);
  const { body } = document;
  for (const element of Array.from(body.querySelectorAll<HTMLElement>('[style]'))) {
    const { fontWeight, fontStyle, textDecorationLine, textDecoration } = element.style;
    const isNormalWeight = fontWeight === 'normal' || fontWeight === '400';
    if (element.localName === 'b' && isNormalWeight) {
      // Google Docs wraps a whole paste in `<b style="font-weight:normal">`: not bold.
      element.replaceWith(...element.childNodes);
      continue;
    }
    const wrappers: string[] = [];
    if (fontWeight === 'bold' || Number(fontWeight) >= 600) wrappers.push('strong');
    if (fontStyle === 'italic') wrappers.push('em');
    if (`${textDecorationLine} ${textDecoration}`.includes('underline')) wrappers.push('u');
    for (const tag of wrappers) {
      const wrapper = document.createElement(tag);
      wrapper.append(...element.childNodes);
      element.append(wrapper);
    }
  }
  for (const font of Array.from(body.querySelectorAll('font'))) {
    font.replaceWith(...font.childNodes);
  }
  for (const element of Array.from(
    body.querySelectorAll('[style], [class], [color], [bgcolor], [face]'),
  )) {
    for (const attribute of ['style', 'class', 'color', 'bgcolor', 'face']) {
      element.removeAttribute(attribute);
    }
  }
  return document;
}

/**
 * Lexical nodes from HTML, grouped so that they can sit in the root: runs of inline nodes (text,
 * links, line breaks outside any block) go into paragraphs.
 */
export function $nodesFromDom(editor: LexicalEditor, document: Document): LexicalNode[] {
  const blocks: LexicalNode[] = [];
  let paragraph: ReturnType<typeof $createParagraphNode> | null = null;
  for (const node of $generateNodesFromDOM(editor, document)) {
    const isBlock = ($isElementNode(node) || $isDecoratorNode(node)) && !node.isInline();
    if (isBlock) {
      blocks.push(node);
      paragraph = null;
    } else {
      if (paragraph === null) {
        paragraph = $createParagraphNode();
        blocks.push(paragraph);
      }
      paragraph.append(node);
    }
  }
  return blocks;
}

/** Replaces the editor's content with the value's HTML, sanitised. */
export function $loadHtml(editor: LexicalEditor, html: string | null): void {
  const root = $getRoot();
  root.clear();
  const blocks = html == null || html === '' ? [] : $nodesFromDom(editor, parse(html));
  root.append(...(blocks.length > 0 ? blocks : [$createParagraphNode()]));
}

/** The editor's value: its HTML, sanitised, or null when it holds no text. */
export function $valueOf(editor: LexicalEditor): string | null {
  if ($getRoot().getTextContent().trim() === '') return null;
  return sanitiseHtml($generateHtmlFromNodes(editor, null));
}

/** Text formats and the elements that carry them in the value, innermost first. */
const formatElements: readonly (readonly [TextFormatType, string])[] = [
  ['code', 'code'],
  ['subscript', 'sub'],
  ['superscript', 'sup'],
  ['strikethrough', 's'],
  ['underline', 'u'],
  ['italic', 'em'],
  ['bold', 'strong'],
];

/**
 * Text as the value stores it: the characters in their format elements (`<strong>`, `<em>`,
 * `<u>`…), without the `<span style="white-space: pre-wrap">` and the doubled `<b><strong>`
 * Lexical writes by default, so the stored HTML is clean and carries no inline style.
 */
export function exportText(_editor: LexicalEditor, node: LexicalNode): DOMExportOutput {
  if (!(node instanceof TextNode)) return { element: null };
  let element: Text | HTMLElement = document.createTextNode(node.getTextContent());
  for (const [format, tag] of formatElements) {
    if (node.hasFormat(format)) {
      const wrapper = document.createElement(tag);
      wrapper.append(element);
      element = wrapper;
    }
  }
  return { element };
}
