import { token } from '@metafields/design-system';
import { styled } from 'styled-components';
import { pickerFieldStack } from '../../pickerFieldStyles.js';

/** Label, chosen records, the Choose button, description and error, stacked like a field. */
export const ReferenceField = styled.div`
  ${pickerFieldStack}
  align-items: flex-start;
`;

export const FieldLabelText = styled.span`
  color: ${token('color.text')};
  font-weight: ${token('font.weight.semibold')};
`;

export const ChosenList = styled.ul`
  display: flex;
  flex-direction: column;
  align-self: stretch;
  margin: 0;
  padding: 0;
  list-style: none;
  border: ${token('size.border-width')} solid ${token('color.border')};
  border-radius: ${token('radius.medium')};
  background-color: ${token('color.bg-surface')};

  [data-invalid] > & {
    border-color: ${token('color.border-critical')};
  }

  [data-readonly] > & {
    background-color: ${token('color.bg-surface-subdued')};
  }
`;

export const ChosenItem = styled.li`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${token('space.200')};
  min-block-size: ${token('size.control-medium')};
  padding-block: ${token('space.050')};
  padding-inline: ${token('space.300')} ${token('space.100')};

  & + & {
    border-block-start: ${token('size.border-width')} solid ${token('color.border')};
  }
`;

export const ChosenName = styled.span`
  min-inline-size: 0;
  overflow-wrap: anywhere;
`;

export const SubduedText = styled.span`
  color: ${token('color.text-subdued')};
`;
