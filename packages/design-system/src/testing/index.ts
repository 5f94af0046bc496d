/** Story helpers other packages' stories share; source only, never in a build. */
export { dragByHandle } from './dragByHandle.js';
export { realUserEvent, type KeyboardUser } from './realUserEvent.js';
export { slowWork } from './slowWork.js';
