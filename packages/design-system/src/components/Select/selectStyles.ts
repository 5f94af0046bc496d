import { css } from 'styled-components';
import { token } from '../../tokens/token.js';
import { inputFrameStyles } from '../Field/private.js';

// Kept apart from Select.styles, which styles react-aria's Select: LiteSelect draws the same
// trigger without loading it.

/** The trigger's box: an input's frame holding the value and a chevron (LiteSelect's too). */
export const selectTriggerStyles = css`
  ${inputFrameStyles}
  display: flex;
  align-items: center;
  gap: ${token('space.200')};
  inline-size: 100%;
  min-block-size: ${token('size.control-medium')};
  margin: 0;
  padding-block: ${token('space.150')};
  padding-inline: ${token('space.300')} ${token('space.200')};
  font: inherit;
  text-align: start;
  cursor: pointer;
  outline: none;
`;

/** The chosen option's text in the trigger, or the placeholder, cut with an ellipsis. */
export const selectValueStyles = css`
  flex: 1;
  min-inline-size: 0;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;

  &[data-placeholder] {
    color: ${token('color.text-subdued')};
  }
`;
