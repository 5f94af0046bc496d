import { token } from '@metafields/design-system';
import { styled } from 'styled-components';

/**
 * Around the design system's tree: the locked nodes' warning icon in the warning colour, or in
 * the primary colour for an active sandbox or trial store; and no selection mark on rows that
 * cannot be chosen (channels that only group, loading and error rows).
 */
export const TreeFrame = styled.div`
  /* The icon is the element holding the reason's tooltip (the design system's Tree). */
  & [data-unavailable] span:has(> [role='tooltip']) {
    color: ${token('color.text-warning')};
  }

  &[data-trial-store] [data-unavailable] span:has(> [role='tooltip']) {
    color: ${token('color.text-primary')};
  }

  & [data-choosable='false'] [slot='selection'] {
    visibility: hidden;
  }

  /* A title with actions fills its row, so that every row's actions line up at its end. */
  & span:has(> [data-has-actions]) {
    flex: 1 1 auto;
  }
`;

/** A channel's icon before its name. */
export const NodeTitle = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${token('space.100')};
  max-inline-size: 100%;

  &[data-has-actions] {
    display: flex;
    inline-size: 100%;
  }

  & > span:not(:last-child) {
    min-inline-size: 0;
    overflow: hidden;
    text-overflow: ellipsis;
  }

  & > img {
    flex: none;
    inline-size: ${token('size.icon-medium')};
    block-size: ${token('size.icon-medium')};
    object-fit: contain;
  }
`;

/** The text of a loading or error row, with its spinner or Try again button. */
export const StatusTitle = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${token('space.200')};
  color: ${token('color.text-subdued')};

  &[data-status='failed'] {
    color: ${token('color.text-critical')};
  }
`;

/** A node's own controls (an Edit button), after its name. */
export const NodeActions = styled.span`
  display: inline-flex;
  flex: none;
  margin-inline-start: auto;
  padding-inline-start: ${token('space.200')};
`;
