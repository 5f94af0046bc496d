import { token } from '@metafields/design-system';
import { styled } from 'styled-components';

export const FormRoot = styled.section`
  box-sizing: border-box;
  display: flex;
  flex-direction: column;
  gap: ${token('space.400')};
  inline-size: 100%;
`;

export const FieldList = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${token('space.400')};
`;
