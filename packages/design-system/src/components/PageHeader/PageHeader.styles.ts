import { styled } from 'styled-components';
import { token } from '../../tokens/token.js';
import { Heading } from '../Heading/Heading.js';
import { Link } from '../Link/Link.js';

export const PageHeaderRoot = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${token('space.200')};
  box-sizing: border-box;
  min-inline-size: 0;
  padding-block-end: ${token('space.300')};
`;

export const BackLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  gap: ${token('space.100')};
  align-self: flex-start;
  max-inline-size: 100%;
  /* The chevron hangs into the gutter, so the text lines up with the title below. */
  margin-inline-start: calc(-1 * ${token('space.100')});
  padding-inline-end: ${token('space.100')};
  font-size: ${token('font.size.sm')};
  line-height: ${token('font.lineHeight.sm')};

  & > svg {
    flex: none;
    inline-size: ${token('size.icon-medium')};
    block-size: ${token('size.icon-medium')};
  }
`;

/** A long parent name ends in an ellipsis on one line; the link's title holds all of it. */
export const BackLabel = styled.span`
  min-inline-size: 0;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
`;

export const TitleRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-start;
  justify-content: space-between;
  gap: ${token('space.400')};
`;

export const TitleBlock = styled.div`
  display: flex;
  flex: 1 1 20rem;
  flex-direction: column;
  gap: ${token('space.100')};
  min-inline-size: 0;
`;

// Doubled class: the Heading's own level sizes keep theirs; only its outer margin goes.
export const Title = styled(Heading)`
  && {
    margin: 0;
    overflow-wrap: anywhere;
    /* A very long name stops after two lines with an ellipsis; its whole text is the title. */
    display: -webkit-box;
    -webkit-box-orient: vertical;
    -webkit-line-clamp: 2;
    overflow: hidden;
  }
`;

export const Description = styled.p`
  margin: 0;
  color: ${token('color.text-subdued')};
  font-size: ${token('font.size.sm')};
  line-height: ${token('font.lineHeight.sm')};
`;

export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${token('space.200')};
  /* Lines the buttons up with the title's first line of text. */
  min-block-size: ${token('font.lineHeight.2xl')};
`;

export const TabsSlot = styled.div`
  margin-block-start: ${token('space.200')};
`;
