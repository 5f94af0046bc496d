import { Button, ComboBox, Tag, TagList } from 'react-aria-components';
import { styled } from 'styled-components';
import { token } from '../../tokens/token.js';
import { fieldIconButtonStyles, fieldStackStyles } from '../Field/private.js';

// styled() drops react-aria's type parameters (item type, selection mode), which the props'
// callbacks depend on; the cast gives them back. Only the runtime component is styled.
export const StyledMultiSelect = styled(ComboBox)`
  ${fieldStackStyles}
` as unknown as typeof ComboBox;

export const ChosenTagList = styled(TagList)`
  display: flex;
  flex-wrap: wrap;
  gap: ${token('space.100')};
  outline: none;
`;

export const ChosenTag = styled(Tag)`
  display: inline-flex;
  align-items: center;
  gap: ${token('space.050')};
  box-sizing: border-box;
  max-inline-size: 100%;
  min-block-size: ${token('space.600')};
  padding-block: 0;
  padding-inline: ${token('space.200')} ${token('space.050')};
  border: ${token('size.border-width')} solid ${token('color.border')};
  border-radius: ${token('radius.small')};
  background-color: ${token('color.bg-surface-subdued')};
  color: ${token('color.text')};
  cursor: default;
  outline: none;

  /* Without a remove button (read-only), the tag is even on both sides. */
  &:not([data-allows-removing]) {
    padding-inline-end: ${token('space.200')};
  }

  &[data-focus-visible] {
    outline: ${token('size.focus-ring-width')} solid ${token('color.focus-ring')};
    outline-offset: ${token('size.focus-ring-offset')};
  }

  &[data-disabled] {
    border-color: ${token('color.border')};
    background-color: ${token('color.bg-disabled')};
    color: ${token('color.text-disabled')};
  }
`;

export const ChosenTagText = styled.span`
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
`;

export const RemoveButton = styled(Button)`
  ${fieldIconButtonStyles}
  /* Smaller than a field's own buttons, to fit inside a tag. */
  inline-size: ${token('space.500')};
  block-size: ${token('space.500')};
`;
