export { GraphQLExample } from './GraphQLExample.js';
export type { GraphQLExampleProps } from './GraphQLExample.js';
