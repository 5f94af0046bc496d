import { styled } from 'styled-components';
import { token } from '../../tokens/token.js';
import { Heading } from '../Heading/Heading.js';

export const PanelRoot = styled.section`
  --ms-panel-padding: ${token('space.500')};

  display: flex;
  flex-direction: column;
  box-sizing: border-box;
  min-inline-size: 0;
  margin: 0;
  border: ${token('size.border-width')} solid ${token('color.border')};
  border-radius: ${token('radius.medium')};
  background-color: ${token('color.bg-surface')};
  color: ${token('color.text')};
`;

export const PanelHeader = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-start;
  justify-content: space-between;
  gap: ${token('space.200')} ${token('space.400')};
  padding-block: var(--ms-panel-padding) 0;
  padding-inline: var(--ms-panel-padding);
`;

export const PanelTitleBlock = styled.div`
  display: flex;
  flex: 1 1 12rem;
  flex-direction: column;
  gap: ${token('space.050')};
  min-inline-size: 0;
`;

// One size for every level: the level follows the page's outline, the size the panel's role.
export const PanelTitle = styled(Heading)`
  && {
    margin: 0;
    font-size: ${token('font.size.lg')};
    line-height: ${token('font.lineHeight.lg')};
  }
`;

export const PanelDescription = styled.p`
  margin: 0;
  color: ${token('color.text-subdued')};
`;

// As tall as the title's first line, so that a link or small button centres on it.
export const PanelActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${token('space.200')};
  min-block-size: ${token('font.lineHeight.lg')};
`;

export const PanelBody = styled.div`
  min-inline-size: 0;
  padding: var(--ms-panel-padding);

  &[data-flush] {
    padding: 0;
  }
  [data-has-header] > &:not([data-flush]) {
    padding-block-start: ${token('space.400')};
  }
  [data-has-header] > &[data-flush] {
    margin-block-start: ${token('space.400')};
  }
`;

export const PanelFooter = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: flex-end;
  gap: ${token('space.200')};
  padding-block: ${token('space.300')};
  padding-inline: var(--ms-panel-padding);
  border-block-start: ${token('size.border-width')} solid ${token('color.border')};
  border-end-start-radius: inherit;
  border-end-end-radius: inherit;
  background-color: ${token('color.bg-surface-subdued')};
`;
