import { defineMessages } from '@metafields/design-system';

/** The change history's words (issue 28). */
export const changeHistoryMessages = defineMessages({
  'changeHistory.title': 'Change history',
  'changeHistory.table': 'Changes',
  'changeHistory.column.at': 'When',
  'changeHistory.column.actor': 'Who',
  'changeHistory.column.field': 'Metafield',
  'changeHistory.column.action': 'Change',
  'changeHistory.column.oldValue': 'Old value',
  'changeHistory.column.newValue': 'New value',
  'changeHistory.column.source': 'Source',
  'changeHistory.action.create': 'Created',
  'changeHistory.action.update': 'Updated',
  'changeHistory.action.delete': 'Deleted',
  'changeHistory.actor.user': 'Former user {id}',
  'changeHistory.actor.token': 'API token {id}',
  'changeHistory.actor.job': 'Job {id}',
  'changeHistory.source.job': 'Job {id}',
  'changeHistory.source.request': 'Request {id}',
  'changeHistory.none': 'None',
  'changeHistory.empty': 'No changes recorded.',
  'changeHistory.exportCsv': 'Export as CSV',
});
