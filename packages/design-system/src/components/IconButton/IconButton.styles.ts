import { styled } from 'styled-components';
import { token } from '../../tokens/token.js';
import { Button } from '../Button/Button.js';

// A square Button: the Button's colours and states, with the padding traded for a fixed width.
// `&&` outranks the Button's own size rules, which set the padding.
export const StyledIconButton = styled(Button)`
  && {
    flex: none;
    inline-size: ${token('size.control-medium')};
    padding-inline: 0;
  }

  &&[data-size='small'] {
    inline-size: ${token('size.control-small')};
  }

  &&[data-size='large'] {
    inline-size: ${token('size.control-large')};
  }
`;
