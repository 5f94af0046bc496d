export { FieldTable } from './FieldTable.js';
export type { FieldTableProps } from './FieldTable.js';
export { defaultFieldTableQuery } from './fieldTableQuery.js';
export type { FieldTableQuery } from './fieldTableQuery.js';
