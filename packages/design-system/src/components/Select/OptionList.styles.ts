import { Header, ListBox, ListBoxItem, ListBoxSection } from 'react-aria-components';
import { styled } from 'styled-components';
import { token } from '../../tokens/token.js';
import { selectionMarkStyles } from '../Table/SelectionMark.styles.js';

export const StyledListBox = styled(ListBox)`
  display: flex;
  flex-direction: column;
  gap: ${token('space.025')};
  box-sizing: border-box;
  max-block-size: 20rem;
  overflow: auto;
  padding: ${token('space.100')};
  outline: none;

  &[data-empty] {
    padding-block: ${token('space.300')};
    padding-inline: ${token('space.400')};
    color: ${token('color.text-subdued')};
  }

  &[data-focus-visible] {
    outline: ${token('size.focus-ring-width')} solid ${token('color.focus-ring')};
    outline-offset: calc(-1 * ${token('size.focus-ring-width')});
  }
`;

export const StyledSection = styled(ListBoxSection)`
  display: flex;
  flex-direction: column;
  gap: ${token('space.025')};

  & + & {
    margin-block-start: ${token('space.100')};
    padding-block-start: ${token('space.100')};
    border-block-start: ${token('size.border-width')} solid ${token('color.border')};
  }
`;

export const SectionHeader = styled(Header)`
  padding-block: ${token('space.100')};
  padding-inline: ${token('space.300')};
  color: ${token('color.text-subdued')};
  font-size: ${token('font.size.xs')};
  font-weight: ${token('font.weight.semibold')};
  line-height: ${token('font.lineHeight.xs')};
`;

export const StyledOption = styled(ListBoxItem)`
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto;
  grid-template-areas:
    'label indicator'
    'description indicator';
  align-items: center;
  column-gap: ${token('space.200')};
  box-sizing: border-box;
  min-block-size: ${token('size.control-medium')};
  padding-block: ${token('space.150')};
  padding-inline: ${token('space.300')};
  border-radius: ${token('radius.small')};
  color: ${token('color.text')};
  cursor: pointer;
  outline: none;
  transition: background-color ${token('motion.duration.fast')} ${token('motion.easing.standard')};

  /* Several choices: the checkbox leads, as in a list of checkboxes. */
  &[data-selection-mode='multiple'] {
    grid-template-columns: auto minmax(0, 1fr);
    grid-template-areas:
      'indicator label'
      '. description';
  }

  &[data-focused],
  &[data-hovered] {
    background-color: ${token('color.bg-surface-hover')};
  }

  &[data-pressed] {
    background-color: ${token('color.bg-surface-pressed')};
  }

  &[data-selected] {
    color: ${token('color.text-primary')};
    font-weight: ${token('font.weight.semibold')};
  }

  &[data-selection-mode='multiple'][data-selected] {
    color: ${token('color.text')};
    font-weight: ${token('font.weight.regular')};
  }

  &[data-focus-visible] {
    outline: ${token('size.focus-ring-width')} solid ${token('color.focus-ring')};
    outline-offset: calc(-1 * ${token('size.focus-ring-width')});
  }

  &[data-disabled] {
    color: ${token('color.text-disabled')};
    cursor: not-allowed;
  }
`;

export const OptionLabel = styled.span`
  grid-area: label;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
`;

export const OptionDescription = styled.span`
  grid-area: description;
  color: ${token('color.text-subdued')};
  font-size: ${token('font.size.xs')};
  font-weight: ${token('font.weight.regular')};
  line-height: ${token('font.lineHeight.xs')};

  [data-disabled] > & {
    color: ${token('color.text-disabled')};
  }
`;

export const CheckIndicator = styled.span`
  grid-area: indicator;
  display: flex;
  color: ${token('color.text-primary')};
  visibility: hidden;

  [data-selected] > & {
    visibility: visible;
  }
`;

// The table's selection checkbox mark; the option itself carries aria-selected.
export const CheckboxIndicator = styled.span`
  grid-area: indicator;
  display: flex;
  ${selectionMarkStyles}

  [data-selected] > & .box {
    border-color: ${token('color.bg-primary')};
    background-color: ${token('color.bg-primary')};
  }

  [data-selected] > & svg {
    visibility: visible;
  }

  [data-disabled] > & .box {
    border-color: ${token('color.border')};
    background-color: ${token('color.bg-disabled')};
  }
`;
