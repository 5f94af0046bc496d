export { Radio } from './Radio.js';
export type { RadioProps } from './Radio.js';
export { RadioGroup } from './RadioGroup.js';
export type { RadioGroupProps } from './RadioGroup.js';
