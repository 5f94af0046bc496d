export { MultiselectSelector } from './MultiselectSelector.js';
export type {
  MultiselectSelectorProps,
  SelectorOption,
  SelectorPage,
  SelectorQuery,
} from './MultiselectSelector.js';
