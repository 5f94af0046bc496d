import { styled } from 'styled-components';
import { token } from '@metafields/design-system';
import { RowGrid } from '../pagedList/pagedList.styles.js';

/** Name, Content type, the row menu. The header and every row share it. */
export const FieldRowGrid = styled(RowGrid)`
  grid-template-columns: minmax(0, 3fr) minmax(0, 2fr) ${token('size.control-medium')};
`;

export const DisplayNameMark = styled.span`
  color: ${token('color.text-subdued')};
`;
