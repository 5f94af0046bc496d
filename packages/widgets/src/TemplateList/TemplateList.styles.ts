import { styled } from 'styled-components';
import { token } from '@metafields/design-system';
import { RowGrid } from '../pagedList/pagedList.styles.js';

/** Name, 'Namespace and key', Content type, the row menu. The header and every row share it. */
export const TemplateRowGrid = styled(RowGrid)`
  grid-template-columns: minmax(0, 3fr) minmax(0, 3fr) minmax(0, 2fr) ${token(
      'size.control-medium',
    )};
`;

export const NamespaceAndKey = styled.code`
  overflow-wrap: anywhere;
  font-family: ${token('font.family.mono')};
  font-size: ${token('font.size.xs')};
`;
