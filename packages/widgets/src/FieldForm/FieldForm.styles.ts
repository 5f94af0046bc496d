import { token } from '@metafields/design-system';
import { styled } from 'styled-components';

// 26em keeps a line of input readable in a wide page, as the value editors do.
export const FormColumn = styled.section`
  box-sizing: border-box;
  display: flex;
  flex-direction: column;
  gap: ${token('space.400')};
  inline-size: 100%;
  max-inline-size: 26em;
`;

export const OptionsRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${token('space.300')};

  & > * {
    flex: 1 1 10em;
    min-inline-size: 0;
  }
`;

export const Actions = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: ${token('space.200')};
`;
