export { filterMessage, filterMessages } from './messages.js';
export type { FilterMessageKey } from './messages.js';
export {
  customFieldsField,
  emptyCondition,
  filterResources,
  parseListValue,
  serializeListValue,
} from './filterRule.js';
export type {
  ConditionPath,
  FilterCondition,
  FilterGroup,
  FilterResource,
  FilterRule,
} from './filterRule.js';
export {
  filterOperators,
  isFilterOperator,
  isListOperator,
  listOperators,
  modifierOperators,
  needsNoValue,
  operatorGroups,
  operatorLabel,
  takesModifier,
  unionOfGroups,
  valuelessOperators,
} from './operators.js';
export type { FilterOperator, OperatorGroup } from './operators.js';
export { filterFieldCatalogue, filterFields, filterFieldTypes, findFilterField } from './fields.js';
export type { FilterField, FilterFieldType } from './fields.js';
export {
  defaultOperator,
  operatorGroupsByType,
  operatorRestrictions,
  operatorsFor,
  operatorsForType,
  untypedOperatorGroups,
} from './operatorsFor.js';
export { daysBadge, valueInputType, valueInputTypes } from './valueInput.js';
export type { ValueInputType } from './valueInput.js';
export {
  availabilityOptions,
  conditionOptions,
  containsModifierOptions,
  fixedOptions,
  inventoryTrackingOptions,
  productTypeOptions,
} from './enumerations.js';
export type { FilterOption } from './enumerations.js';
export { isIsoDate, subtractDays } from './isoDate.js';
export {
  hasValue,
  isConditionActive,
  isOperatorShown,
  validateCondition,
  validateRule,
} from './validation.js';
export type { ConditionPart, ConditionProblem, RuleProblem } from './validation.js';
export {
  addCondition,
  addGroup,
  clearRule,
  dropUnavailableValues,
  duplicateGroup,
  removeCondition,
  setField,
  setFieldFilter,
  setModifier,
  setOperator,
  setValue,
  startRule,
} from './transitions.js';
export {
  conditionMarker,
  groupMarker,
  ruleBuilderActions,
  ruleBuilderActionsOffered,
} from './builderActions.js';
export type { RuleBuilderAction } from './builderActions.js';
export { fieldParams, platformParams } from './platformParams.js';
export type { FieldParams } from './platformParams.js';
export { conditionToQueryParts, groupToPlatformQuery, toPlatformQuery } from './platformQuery.js';
export { decodeRuleParam, encodeRuleParam, maxRuleParamLength } from './ruleParam.js';
export type {
  GroupQuery,
  PlatformQuery,
  PlatformQueryOptions,
  PlatformQueryParams,
  QueryPart,
  QueryPartMerge,
} from './platformQuery.js';
