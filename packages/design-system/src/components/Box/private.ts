// Shared by the layout components (Stack, Inline, Grid); not in the public barrel.
export { flexLayoutStyles } from './flexLayout.js';
export { spaceRules } from './spaceRules.js';
