import { token } from '@metafields/design-system';
import { styled } from 'styled-components';

/** Label, chosen records, the Choose button, description and error, stacked like a field. */
export const ReferenceField = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${token('space.100')};
  min-inline-size: 0;
  color: ${token('color.text')};
  font-family: ${token('font.family.sans')};
  font-size: ${token('font.size.sm')};
  line-height: ${token('font.lineHeight.sm')};
  border-radius: ${token('radius.small')};
  outline: none;

  /* Read-only, the field itself takes focus, so a keyboard user can reach and read it. */
  &:focus-visible {
    outline: ${token('size.focus-ring-width')} solid ${token('color.focus-ring')};
    outline-offset: ${token('size.focus-ring-offset')};
  }
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

export const ErrorText = styled.span`
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
