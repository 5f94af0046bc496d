export { TemplateList } from './TemplateList.js';
export type { TemplateListProps } from './TemplateList.js';
export { defaultTemplateListQuery } from './templateListQuery.js';
export type { TemplateListQuery } from './templateListQuery.js';
