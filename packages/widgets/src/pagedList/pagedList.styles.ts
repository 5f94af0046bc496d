import { styled } from 'styled-components';
import { token } from '@metafields/design-system';

/** The title and the list's actions, wrapping on narrow screens. */
export const HeaderRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${token('space.300')};
`;

/** A row's cells; each list sets its `grid-template-columns`, shared by its header and rows. */
export const RowGrid = styled.div`
  display: grid;
  align-items: center;
  gap: ${token('space.300')};
`;

/**
 * The column names above a reorderable list. It mirrors a row of ReorderableList (its border,
 * paddings, the drag handle's width before the content and the move buttons after it), so the
 * names sit over their columns.
 */
export const ColumnNames = styled.div`
  display: flex;
  align-items: center;
  gap: ${token('space.200')};
  box-sizing: border-box;
  padding-block: ${token('space.100')};
  padding-inline: ${token('space.100')} ${token('space.200')};
  border-inline: ${token('size.border-width')} solid transparent;
  color: ${token('color.text-subdued')};
  font-family: ${token('font.family.sans')};
  font-size: ${token('font.size.xs')};
  font-weight: ${token('font.weight.semibold')};
  line-height: ${token('font.lineHeight.xs')};

  & > ${RowGrid} {
    flex: 1 1 auto;
    min-inline-size: 0;
  }
`;

export const HandleSpace = styled.span`
  flex: none;
  inline-size: ${token('space.600')};
`;

// Copies of the move buttons that take their room and nothing else.
export const MoveButtonsSpace = styled.span`
  display: flex;
  flex: none;
  gap: ${token('space.050')};
  visibility: hidden;
`;

export const CellText = styled.span`
  min-inline-size: 0;
  overflow-wrap: anywhere;
`;

/** A very long name stops after two lines with an ellipsis; the whole name is its title. */
export const NameText = styled(CellText)`
  display: -webkit-box;
  -webkit-box-orient: vertical;
  -webkit-line-clamp: 2;
  overflow: hidden;
`;

export const ListRegion = styled.div`
  &[aria-busy='true'] {
    opacity: 0.6;
  }
`;

export const MenuCell = styled.span`
  display: flex;
  justify-content: flex-end;
`;
