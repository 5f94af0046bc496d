// The description and error of a field that react-aria does not wire itself (the colour
// picker, the drop zone); not in the public barrel.
export { HelpText } from './HelpText.js';
