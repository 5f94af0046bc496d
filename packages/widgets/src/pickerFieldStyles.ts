import { token } from '@metafields/design-system';
import { css, styled } from 'styled-components';

/**
 * A field made of parts rather than one input (the multiselect selector, the reference editor):
 * label, chosen items, description and error stacked like a design-system field. Read-only,
 * the field itself takes focus, so a keyboard user can reach and read it.
 */
export const pickerFieldStack = css`
  display: flex;
  flex-direction: column;
  gap: ${token('space.100')};
  min-inline-size: 0;
  color: ${token('color.text')};
  font-family: ${token('font.family.sans')};
  font-size: ${token('font.size.sm')};
  line-height: ${token('font.lineHeight.sm')};
  border-radius: ${token('radius.small')};
  outline: none;

  &:focus-visible {
    outline: ${token('size.focus-ring-width')} solid ${token('color.focus-ring')};
    outline-offset: ${token('size.focus-ring-offset')};
  }
`;

/** The field's error, with its icon centred on the first line. */
export const PickerErrorText = styled.span`
  display: flex;
  align-items: flex-start;
  gap: ${token('space.100')};
  color: ${token('color.text-critical')};

  & > svg {
    flex: none;
    /* Centres the 16px icon on the first 20px line of text. */
    margin-block-start: ${token('space.050')};
  }
`;
