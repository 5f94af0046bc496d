import { breakpoints } from './breakpoints.js';
import { font } from './font.js';
import { motion } from './motion.js';
import { radius } from './radius.js';
import { shadow } from './shadow.js';
import { size } from './size.js';
import { space } from './space.js';
import { zIndex } from './zIndex.js';

/** Every theme-independent token. Colour values live in the themes (`src/themes`). */
export const tokens = { space, size, font, radius, shadow, zIndex, motion, breakpoints } as const;

export type Tokens = typeof tokens;
