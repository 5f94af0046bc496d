import { defaultHighlightStyle, HighlightStyle } from '@codemirror/language';
import type { TagStyle } from '@codemirror/language';
import { EditorView } from '@codemirror/view';
import { token } from '@metafields/design-system';
import type { TokenPath } from '@metafields/design-system';

/**
 * CodeMirror's own styles, in the design system's tokens. The box around it (border, focus
 * ring) is `EditorBox`; here the editor drops its own focus outline, which the box replaces, and
 * grows from about 8 lines to 20em before it scrolls.
 */
export const codeEditorTheme = EditorView.theme({
  '&': {
    minBlockSize: '10em',
    maxBlockSize: '20em',
    color: token('color.text'),
    backgroundColor: 'transparent',
    fontSize: token('font.size.xs'),
  },
  '&.cm-focused': { outline: 'none' },
  '.cm-scroller': {
    overflow: 'auto',
    fontFamily: token('font.family.mono'),
    lineHeight: token('font.lineHeight.sm'),
  },
  '.cm-content': {
    minBlockSize: '10em',
    paddingBlock: token('space.150'),
    paddingInline: token('space.300'),
    caretColor: token('color.text'),
  },
  '.cm-line': { padding: '0' },
  '&.cm-focused .cm-cursor': { borderInlineStartColor: token('color.text') },
});

/**
 * CodeMirror's default highlight colours are fixed for a white page and some fall short of 4.5:1
 * on the read-only grey; each is swapped for the design system's text colour of the same role,
 * so highlighting follows the light, dark and high-contrast themes. The tags are taken from the
 * default style, whose weights, slants and underlines are kept.
 */
const highlightColors: Record<string, TokenPath> = {
  '#708': 'color.text-primary', // keywords
  '#219': 'color.text-primary', // atoms, booleans, null
  '#164': 'color.text-warning', // numbers and other literals
  '#a11': 'color.text-success', // strings
  '#e40': 'color.text-warning', // escapes
  '#00f': 'color.text-primary', // defined names
  '#30a': 'color.text-primary', // local names
  '#085': 'color.text-primary', // type names: HTML tag names
  '#167': 'color.text-primary', // class names
  '#256': 'color.text-primary', // macros
  '#00c': 'color.text-primary', // defined properties: JSON keys
  '#940': 'color.text-subdued', // comments
  '#f00': 'color.text-critical', // invalid
};

export const codeHighlightStyle = HighlightStyle.define(
  defaultHighlightStyle.specs.map(({ color, ...spec }): TagStyle => {
    const role = typeof color === 'string' ? highlightColors[color] : undefined;
    return { ...spec, ...(role != null ? { color: token(role) } : {}) } as TagStyle;
  }),
);
