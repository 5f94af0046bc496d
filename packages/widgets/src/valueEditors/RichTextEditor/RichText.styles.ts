import { richTextMinHeightPx } from '@metafields/core';
import { token } from '@metafields/design-system';
import { styled } from 'styled-components';

/** Lexical's class names for the formats that have no element of their own in the editor. */
export const richTextTheme = {
  text: {
    underline: 'ms-rich-text-underline',
    strikethrough: 'ms-rich-text-strikethrough',
    underlineStrikethrough: 'ms-rich-text-underline-strikethrough',
  },
};

/** The toolbar's row, above the text and divided from it. */
export const ToolbarRow = styled.div`
  padding-block: ${token('space.150')};
  padding-inline: ${token('space.200')};
  border-block-end: ${token('size.border-width')} solid ${token('color.border')};
`;

export const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${token('space.100')};

  /* Square-ish buttons: a letter or an icon needs less room than a pill's word. */
  & > button[data-size] {
    min-inline-size: ${token('size.control-small')};
    padding-inline: ${token('space.200')};
  }
`;

/** A format's letter on its button, drawn in that format. */
export const FormatGlyph = styled.span`
  display: inline-block;
  min-inline-size: 1ch;
  font-size: ${token('font.size.md')};

  &[data-format='bold'] {
    font-weight: ${token('font.weight.bold')};
  }
  &[data-format='italic'] {
    font-style: italic;
  }
  &[data-format='underline'] {
    text-decoration: underline;
  }
`;

export const ListIcon = styled.svg`
  inline-size: ${token('size.icon-medium')};
  block-size: ${token('size.icon-medium')};
  fill: none;
  stroke: currentColor;
  stroke-width: 2;
  stroke-linecap: round;
  stroke-linejoin: round;

  [dir='rtl'] & {
    transform: scaleX(-1);
  }
`;

/**
 * The text the person writes, at least 200px high (core's `richTextMinHeightPx`), growing with
 * its content up to a scroll. The ring of the box around it shows focus.
 */
export const EditorSurface = styled.div`
  position: relative;

  & [contenteditable] {
    box-sizing: border-box;
    min-block-size: ${richTextMinHeightPx}px;
    max-block-size: 40em;
    overflow-y: auto;
    padding-block: ${token('space.200')};
    padding-inline: ${token('space.300')};
    outline: none;
    color: ${token('color.text')};
    font-family: ${token('font.family.sans')};
    font-size: ${token('font.size.sm')};
    line-height: ${token('font.lineHeight.md')};
  }

  & p,
  & ul,
  & ol,
  & h1,
  & h2,
  & h3,
  & h4,
  & h5,
  & h6,
  & blockquote {
    margin-block: 0 ${token('space.200')};
    margin-inline: 0;
  }

  & ul,
  & ol {
    padding-inline-start: ${token('space.600')};
  }

  & a {
    color: ${token('color.text-primary')};
  }

  & .${richTextTheme.text.underline} {
    text-decoration: underline;
  }
  & .${richTextTheme.text.strikethrough} {
    text-decoration: line-through;
  }
  & .${richTextTheme.text.underlineStrikethrough} {
    text-decoration: underline line-through;
  }
`;

/** The field and, under it, the switch between the WYSIWYG editor and plain HTML. */
export const RichTextStack = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${token('space.200')};
`;
