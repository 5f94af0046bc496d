export { FilterButton } from './FilterButton.js';
export type { FilterButtonProps } from './FilterButton.js';
export { RuleBuilder } from './RuleBuilder.js';
export type { RuleBuilderLoaders, RuleBuilderProps } from './types.js';
export { RuleSummary } from './RuleSummary.js';
export type { RuleSummaryNames, RuleSummaryProps } from './RuleSummary.js';
export type { RuleValueEditorProps, RuleValueEditors } from './ValueInput.js';
export type { ValueOption } from './options.js';
