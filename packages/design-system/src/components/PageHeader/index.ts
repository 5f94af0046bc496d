export { PageHeader } from './PageHeader.js';
export type { PageHeaderBackLink, PageHeaderProps } from './PageHeader.js';
