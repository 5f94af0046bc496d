export { ValueList } from './ValueList.js';
export type { ValueListProps } from './ValueList.js';
export { defaultValueListQuery } from './valueListQuery.js';
export type { ValueListQuery } from './valueListQuery.js';
