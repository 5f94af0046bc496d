import { token } from '@metafields/design-system';
import { styled } from 'styled-components';

/** The form's column: fields at a readable width; the value editor keeps its own 26em. */
export const FormColumn = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${token('space.400')};
  max-inline-size: 40em;
`;

/** The value: the editor choice above the editor, close to it. */
export const ValueGroup = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${token('space.200')};

  & > * {
    align-self: stretch;
  }

  & > [role='radiogroup'] {
    align-self: flex-start;
  }
`;

/** Cancel at the inline end, under the fields. */
export const FormActions = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: ${token('space.200')};
`;
