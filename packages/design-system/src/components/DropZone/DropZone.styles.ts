import { DropZone } from 'react-aria-components';
import { styled } from 'styled-components';
import { token } from '../../tokens/token.js';
import { fieldStackStyles } from '../Field/private.js';

export const DropZoneRoot = styled.div`
  ${fieldStackStyles}
`;

export const StyledDropZone = styled(DropZone)`
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: ${token('space.200')};
  box-sizing: border-box;
  min-block-size: 8rem;
  padding-block: ${token('space.600')};
  padding-inline: ${token('space.400')};
  border: ${token('size.border-width')} dashed ${token('color.border-strong')};
  border-radius: ${token('radius.medium')};
  background-color: ${token('color.bg-surface')};
  color: ${token('color.text-subdued')};
  text-align: center;
  outline: none;
  transition:
    background-color ${token('motion.duration.fast')} ${token('motion.easing.standard')},
    border-color ${token('motion.duration.fast')} ${token('motion.easing.standard')};

  & > svg {
    color: ${token('color.text-subdued')};
  }

  &[data-hovered] {
    border-color: ${token('color.text-subdued')};
  }

  &[data-invalid] {
    border-color: ${token('color.border-critical')};
  }

  &[data-drop-target] {
    border-style: solid;
    border-color: ${token('color.border-selected')};
    background-color: ${token('color.bg-surface-selected')};
  }

  &[data-drop-target] > svg {
    color: ${token('color.text-primary')};
  }

  &[data-focus-visible] {
    outline: ${token('size.focus-ring-width')} solid ${token('color.focus-ring')};
    outline-offset: ${token('size.focus-ring-offset')};
  }

  &[data-readonly] {
    background-color: ${token('color.bg-surface-subdued')};
  }

  &[data-disabled]:not([data-readonly]) {
    border-color: ${token('color.border')};
    background-color: ${token('color.bg-disabled')};
  }
`;

export const Instructions = styled.span`
  color: ${token('color.text')};

  [data-disabled]:not([data-readonly]) > & {
    color: ${token('color.text-disabled')};
  }
`;

export const FileList = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${token('space.100')};
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const FileItem = styled.li`
  display: flex;
  align-items: center;
  gap: ${token('space.200')};
  min-inline-size: 0;

  & > svg {
    flex: none;
    color: ${token('color.text-subdued')};
  }
`;

export const FileName = styled.span`
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
`;

export const FileSize = styled.span`
  flex: none;
  color: ${token('color.text-subdued')};
`;
