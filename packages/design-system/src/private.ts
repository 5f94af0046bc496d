/**
 * `@metafields/design-system/private`: parts our own widgets use that are not yet a promise to
 * partners. The lite fields (ADR 0010) trade validation and a hidden form control for mount
 * speed in the rule builder's long rules; they join the public API when a partner needs them.
 */
export {
  LiteButton,
  LiteDateField,
  LiteIconButton,
  LiteSelect,
  LiteTextField,
} from './components/Lite/index.js';
export type {
  LiteButtonProps,
  LiteDateFieldProps,
  LiteIconButtonProps,
  LiteSelectItem,
  LiteSelectProps,
  LiteTextFieldProps,
} from './components/Lite/index.js';
