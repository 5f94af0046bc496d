import { token } from '@metafields/design-system';
import { styled } from 'styled-components';
import { pickerFieldStack } from '../pickerFieldStyles.js';

/** Label, the input-like box, description and error, stacked like a field. */
export const SelectorField = styled.div`
  ${pickerFieldStack}
`;

export const FieldLabelText = styled.span`
  font-weight: ${token('font.weight.semibold')};

  [data-disabled] > & {
    color: ${token('color.text-disabled')};
  }
`;

/** Looks like a text input: the chosen names as chips, then the Choose button at its end. */
export const InputBox = styled.div`
  display: flex;
  align-items: center;
  gap: ${token('space.200')};
  box-sizing: border-box;
  min-block-size: ${token('size.control-medium')};
  padding-block: ${token('space.050')};
  padding-inline: ${token('space.200')} ${token('space.050')};
  border: ${token('size.border-width')} solid ${token('color.border-strong')};
  border-radius: ${token('radius.medium')};
  background-color: ${token('color.bg-surface')};

  [data-invalid] > & {
    border-color: ${token('color.border-critical')};
  }

  [data-readonly] > &,
  [data-disabled] > & {
    background-color: ${token('color.bg-surface-subdued')};
  }

  [data-disabled] > & {
    border-color: ${token('color.border')};
    color: ${token('color.text-disabled')};
  }
`;

export const ChipList = styled.ul`
  display: flex;
  flex: 1 1 auto;
  flex-wrap: wrap;
  gap: ${token('space.100')};
  min-inline-size: 0;
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const Chip = styled.li`
  display: inline-flex;
  align-items: center;
  gap: ${token('space.050')};
  max-inline-size: 100%;
  min-block-size: ${token('space.600')};
  padding-inline: ${token('space.200')} ${token('space.050')};
  border-radius: ${token('radius.small')};
  background-color: ${token('color.bg-surface-selected')};

  &[data-static] {
    padding-inline-end: ${token('space.200')};
  }
`;

export const ChipName = styled.span`
  min-inline-size: 0;
  overflow-wrap: anywhere;
`;

export const Placeholder = styled.span`
  flex: 1 1 auto;
  color: ${token('color.text-subdued')};
`;

export const DescriptionText = styled.span`
  color: ${token('color.text-subdued')};
`;
