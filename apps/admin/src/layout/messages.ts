import { defineMessages } from '@metafields/design-system';

export const messages = defineMessages({
  'app.name': 'Metafield Studio',
  'app.loading': 'Loading…',
  'appLayout.skipToContent': 'Skip to content',
  'appLayout.logout': 'Log out',
  'appLayout.signedInAs': 'Signed in as {email}',
  'storeNav.label': 'Store',
  'storeNav.resources': 'Resources',
  'storeNav.section.metafields': 'Metafields',
  'storeNav.section.data': 'Shared data',
  'storeNav.section.store': 'Store',
  'storeNav.templates': 'Shared metafields',
  'storeNav.jobs': 'Import/Export history',
  'storeNav.settings': 'Settings',
  'storeNav.billing': 'Billing',
  'storeNav.allStores': 'All stores',
  'planNotice.trial':
    'Your trial gives you free access to the Enterprise plan until {endsAt, date, long}.',
  'planNotice.trialOpen': 'Your trial gives you free access to the Enterprise plan.',
  'planNotice.sandbox': 'This is a sandbox store: every feature is open for you to try.',
  'planNotice.choosePlan': 'Choose a plan',
});
