import { Dialog } from 'react-aria-components';
import { styled } from 'styled-components';
import { token } from '../../tokens/token.js';

// Apart from the calendar's styles, whose module brings react-aria's calendar along: the dialog
// shows while the calendar loads.
export const CalendarDialog = styled(Dialog)`
  padding: ${token('space.300')};
  outline: none;
`;
