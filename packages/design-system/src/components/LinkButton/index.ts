export { LinkButton } from './LinkButton.js';
export type { LinkButtonProps } from './LinkButton.js';
