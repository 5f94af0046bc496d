import { defineMessages } from '@metafields/design-system';

/**
 * The rule builder's own words. Field, operator, enumeration, action, marker and validation
 * texts are core's (`filterMessages`), the resources' filter buttons too ('Filter orders'…),
 * except the categories' one, which the spec does not list.
 */
export const messages = defineMessages({
  'ruleBuilder.show.categories': 'Filter categories',
  'ruleBuilder.group.label': 'Group {group} of {groups}',
  'ruleBuilder.condition.label': 'Condition {condition} of group {group}',
  'ruleBuilder.field.label': 'Field',
  'ruleBuilder.field.customFields': 'Custom field',
  'ruleBuilder.fieldFilter.label': 'Custom field name',
  'ruleBuilder.operator.label': 'Operator',
  'ruleBuilder.value.label': 'Value',
  'ruleBuilder.modifier.label': 'Match',
  'ruleBuilder.remove.label': 'Remove condition',
  'ruleBuilder.announce.fieldChanged':
    '{valueCleared, select, yes {Operator set to {operator}, value cleared.} other {Operator set to {operator}.}}',
  'ruleBuilder.announce.valueCleared': 'Value cleared.',
  'ruleBuilder.announce.conditionRemoved': 'Condition {condition} of group {group} removed.',
  'ruleBuilder.announce.groupRemoved': 'Group {group} removed.',
  'ruleBuilder.announce.allRemoved': 'All filters removed.',
  'ruleBuilder.announce.groupDuplicated': 'Group {group} duplicated as group {copy}.',
  'ruleBuilder.announce.valuesDropped':
    'Values no longer available were removed from condition {condition} of group {group}.',
});
