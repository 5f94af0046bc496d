export { slugify } from './slug.js';
export { productPrice } from './productPrice.js';
export { chooseLanguage, defaultLanguage, interfaceLanguages } from './languages.js';
export type { InterfaceLanguage, LanguageCode } from './languages.js';
export { resourceTypes } from './resourceTypes.js';
export type { ResourceType, ResourceTypePlural } from './resourceTypes.js';
export {
  listMetaSchema,
  loginInputSchema,
  paginationSchema,
  productSchema,
  storeSchema,
  userSchema,
} from './schemas.js';
export type { ListMeta, LoginInput, Pagination, Product, Store, User } from './schemas.js';
