/** Story helpers other packages' stories share; source only, never in a build. */
export { realUserEvent, type KeyboardUser } from './realUserEvent.js';
export { slowWork } from './slowWork.js';
