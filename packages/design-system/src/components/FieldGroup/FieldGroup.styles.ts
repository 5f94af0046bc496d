import { styled } from 'styled-components';
import { token } from '../../tokens/token.js';

// Two columns need room for two fields side by side. The group measures its own width (a
// container query), not the window's, so it also collapses inside a narrow side panel.
const twoColumnMinInlineSize = '36rem';

export const StyledFieldset = styled.fieldset`
  container-type: inline-size;
  box-sizing: border-box;
  min-inline-size: 0;
  margin: 0;
  padding: 0;
  border: 0;
  color: ${token('color.text')};
  font-family: ${token('font.family.sans')};
  font-size: ${token('font.size.sm')};
  line-height: ${token('font.lineHeight.sm')};
`;

export const FieldGroupLegend = styled.legend`
  padding: 0;
  color: ${token('color.text')};
  font-size: ${token('font.size.md')};
  font-weight: ${token('font.weight.semibold')};
  line-height: ${token('font.lineHeight.md')};
`;

export const FieldGroupDescription = styled.div`
  margin: 0;
  margin-block-start: ${token('space.050')};
  color: ${token('color.text-subdued')};
`;

export const FieldGroupBody = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  align-items: start;
  gap: ${token('space.400')} ${token('space.600')};

  &:not(:first-child) {
    margin-block-start: ${token('space.400')};
  }

  @container (min-width: ${twoColumnMinInlineSize}) {
    &[data-columns='2'] {
      grid-template-columns: repeat(2, minmax(0, 1fr));
    }
  }
`;
