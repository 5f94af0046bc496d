import { Heading, token } from '@metafields/design-system';
import { styled } from 'styled-components';

/** The form's column: fields at a readable width. */
export const FormColumn = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${token('space.400')};
  max-inline-size: 40em;
`;

/** Min and max side by side, wrapping on narrow screens. */
export const OptionLimits = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${token('space.400')};

  & > * {
    flex: 1 1 12em;
  }
`;

/** Save at the inline start, Delete at the inline end. */
export const FormActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  gap: ${token('space.200')};
`;

/** A template's name of any length: two lines at most, then an ellipsis; its title holds it all. */
export const FormTitle = styled(Heading)`
  && {
    overflow-wrap: anywhere;
    display: -webkit-box;
    -webkit-box-orient: vertical;
    -webkit-line-clamp: 2;
    overflow: hidden;
  }
`;
