// Shared by the layout components (Stack, Inline, Grid); not in the public barrel.
export { spaceRules } from './spaceRules.js';
