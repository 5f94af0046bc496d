import { token } from '@metafields/design-system';
import { styled } from 'styled-components';

/** The field: label, description, files, drop zone, progress and errors, one rhythm. */
export const FileFieldRoot = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${token('space.200')};
  min-inline-size: 0;
  color: ${token('color.text')};
  font-family: ${token('font.family.sans')};
  font-size: ${token('font.size.sm')};
  line-height: ${token('font.lineHeight.sm')};
`;

export const FileFieldLabel = styled.span`
  color: ${token('color.text')};
  font-weight: ${token('font.weight.semibold')};
`;

export const FileFieldDescription = styled.span`
  color: ${token('color.text-subdued')};
`;

export const FileFieldError = styled.span`
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

export const FileList = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${token('space.200')};
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const FileRow = styled.li`
  display: flex;
  flex-direction: column;
  gap: ${token('space.100')};
  padding: ${token('space.200')};
  border: ${token('size.border-width')} solid ${token('color.border')};
  border-radius: ${token('radius.medium')};
`;

export const FileSummary = styled.div`
  display: flex;
  align-items: center;
  gap: ${token('space.200')};
  min-inline-size: 0;
`;

/** The square a preview or a file icon sits in, so names line up either way. */
export const FilePreview = styled.span`
  display: inline-flex;
  flex: none;
  align-items: center;
  justify-content: center;
  inline-size: 2.5rem;
  block-size: 2.5rem;
  color: ${token('color.text-subdued')};
`;

export const FileDetails = styled.span`
  display: flex;
  flex: 1;
  flex-direction: column;
  min-inline-size: 0;

  & > a {
    overflow-wrap: anywhere;
  }
`;

export const FileLabelText = styled.span`
  color: ${token('color.text-subdued')};
  overflow-wrap: anywhere;
`;

export const FileActions = styled.span`
  display: flex;
  flex: none;
  align-items: center;
  gap: ${token('space.100')};
`;

export const UploadList = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${token('space.200')};
  margin: 0;
  padding: 0;
  list-style: none;

  &:empty {
    display: none;
  }
`;
