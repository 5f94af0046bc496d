import { IntlMessageFormat } from 'intl-messageformat';
import { describe, expect, it } from 'vitest';
import { contentTypeMessages } from '../contentTypes.js';
import { permissionSetMessages } from '../permissionSets.js';
import { accountMessage, accountMessages } from './accountMessages.js';
import { commonMessage, commonMessages } from './commonMessages.js';
import { customResourceMessage, customResourceMessages } from './customResourceMessages.js';
import { importExportMessage, importExportMessages } from './importExportMessages.js';
import { metafieldMessage, metafieldMessages } from './metafieldMessages.js';
import { resourceListMessage, resourceListMessages } from './resourceListMessages.js';
import { templateMessage, templateMessages } from './templateMessages.js';
import { renderText } from './testing/renderText.js';

const catalogues = {
  commonMessages,
  metafieldMessages,
  resourceListMessages,
  templateMessages,
  importExportMessages,
  customResourceMessages,
  accountMessages,
  contentTypeMessages,
  permissionSetMessages,
};
const all = Object.values(catalogues).flatMap((messages) => Object.entries(messages));
const texts = new Set(all.map(([, text]) => text));

describe('the catalogue', () => {
  it('declares each key once across all files', () => {
    const keys = all.map(([key]) => key);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('holds valid ICU in every message', () => {
    for (const [key, text] of all) {
      expect(() => new IntlMessageFormat(text, 'en'), key).not.toThrow();
    }
  });

  it('declares each text once, unless it names something else', () => {
    const repeated = all
      .map(([, text]) => text)
      .filter((text, index, list) => list.indexOf(text) !== index);
    // Content type names against a column, an input label and empty-state nouns: other places.
    expect(new Set(repeated)).toEqual(new Set(['Date', 'Category', 'File']));
  });

  it.each([
    // metafields.md, section 2
    'Resources',
    'Unable to fetch matching orders',
    'Filter by Channel',
    'All channels',
    'Not visible in storefront',
    'Visible',
    'Available on enterprise plan',
    'Unable to load categories',
    'Shared metafields',
    'Custom metafields',
    'Import/Export',
    'Create metafield',
    'Edit metafield',
    'Last updated (UTC)',
    'Delete metafields',
    'New owner ID',
    'Any API user can make changes to this metafield',
    'Available on storefront',
    'Metafield not found',
    'No shared metafields found',
    'Create a shared metafield to get started',
    'View GraphQL',
    'Create shared metafield',
    'Start upload',
    'Imports are removed after 1 week.',
    'Start export',
    'Exports are removed after 1 week.',
    'Filter orders',
    'Filter customers',
    'Filter products',
    'Filter variants',
    'No errors found.',
    'Ok',
    'No recent exports',
    'Available on premium plans and above',
    'Upgrade to Premium to unlock import.',
    'Upgrade to Premium to unlock import/export.',
    'Explore plans',
    'Unable to access store',
    'Update label',
    'Unable to load',
    'Please try again later',
    // metafields.md, sections 5 and 8
    'Upgrade to Premium to unlock shared metafields.',
    'Your export could not be started.',
    'Your export could not be created. Please try again later.',
    'There was a problem',
    'Your export was successful.',
    'There was a problem during the import. Please try again later.',
    'Your upload could not be imported.',
    'Your changes have been saved.',
    'Import cancelled',
    'Export cancelled',
    'Unable to cancel import at this time',
    'Unable to cancel export at this time',
    'Your changes could not be saved. Please try again later',
    'You are not authorized to edit this metafield',
    'You are not authorized to create a metafield.',
    'A metafield with the same Namespace and Key already exists.',
    'The metafield has been created',
    'The metafield has been updated',
    'Changes saved',
    'Unknown error',
    'An error occurred.',
    'New metafield owner assigned.',
    'Metafields saved.',
    'There was an error saving the metafields.',
    'Custom metafields saved.',
    'There was an error saving the custom metafields.',
    'Template deleted.',
    'Shared metafield could not be deleted.',
    'Shared metafields order updated.',
    'Shared metafields could not be re-ordered.',
    'Your export has been started and will appear in the box below.',
    'Your import has been started and will appear in the box below.',
    // custom-resources-and-account.md, sections 2 and 8
    'Pricing',
    'Unable to load stores',
    'Manage',
    'Dashboard',
    'View',
    'Delete resource',
    'Add resource',
    'Create resource',
    'Add field',
    '(Display name)',
    'Field',
    'Deleting a field is permanent',
    'Create field',
    'Resource',
    'Display name',
    'Details',
    'You can only see this key once. Store it safely.',
    'No API tokens found.',
    'Unable to webdav settings',
    'Billing',
    'Sign up',
    'Unable to identify store',
    'Change plan',
    'Logging out...',
    "You're now logged out",
    'Redirecting to login page in 3...2...1...',
    'Please login with your new password.',
    'Password reset',
    'Help',
    'Find our support documentation and ways of getting in touch.',
    "What's new",
    'Get the latest news on new features, fixes, and other apps that we offer.',
    'O oh, page not found',
    'Sorry about that.',
    'Something went wrong',
    'Sorry, we ran into a problem. Please contact support.',
    'Oops. Something went wrong. Please wait and try again.',
    'Failed to create API token',
    'API token deleted successfully',
    'Failed to delete API token',
    'Resource could not be deleted.',
    'Resource deleted.',
    'Resource field could not be deleted.',
    'Resource field deleted.',
    'Resource fields could not be re-ordered.',
    'Resource fields orders updated.',
    'Item could not be deleted.',
    'Item deleted.',
    'Items could not be deleted.',
    'Items deleted.',
    'App extension updated.',
    'App extension could not be updated.',
    'Go to settings',
    'Webdav settings could not be updated.',
    'Webdav settings updated.',
    'Resource value created.',
    'Resource value updated.',
  ])('declares %s', (text) => {
    expect(texts).toContain(text);
  });

  it.each([
    [
      metafieldMessage('metafieldPage.backToParent', { parent: 'Blue shirt' }),
      'Blue shirt metafields',
    ],
    [metafieldMessage('metafieldPage.parentNotFound', { resource: 'brand' }), 'Brand not found'],
    [
      metafieldMessage('metafieldPage.parentNotFound', { resource: 'category' }),
      'Category not found',
    ],
    [metafieldMessage('metafieldPage.parentNotFound', { resource: 'order' }), 'Order not found'],
    [metafieldMessage('metafieldPage.parentNotFound', { resource: 'books' }), 'Record not found'],
    [metafieldMessage('changeOwner.currentOwnerId', { ownerId: 12 }), 'Current owner ID: 12'],
    [templateMessage('templateList.title', { singular: 'product' }), 'Shared product metafields'],
    [
      importExportMessage('exportPanel.title', { type: 'customer' }),
      'Download a spreadsheet of customer metafields',
    ],
    [
      importExportMessage('exportHistory.emptyOfType', { type: 'order' }),
      'No recent order exports',
    ],
    [importExportMessage('importHistory.empty', { name: 'Books' }), 'No recent Books imports'],
    [
      importExportMessage('importPanel.started.title', { type: 'Products' }),
      'Products import started',
    ],
    [
      importExportMessage('importPanel.partlyUpdated', { type: 'products' }),
      'Some products were not updated',
    ],
    [importExportMessage('exportPanel.itemCount', { count: 1 }), '1 item'],
    [importExportMessage('exportPanel.itemCount', { count: 150000 }), '150,000 items'],
    [customResourceMessage('resourcesList.metafieldCount', { count: 3 }), '3 metafields'],
    [customResourceMessage('resourcesList.metafieldCount', { count: 1 }), '1 metafield'],
    [customResourceMessage('customResourceSettings.title', { name: 'Book' }), 'Book settings'],
    [
      customResourceMessage('customResourceSettings.delete.confirm', { pluralName: 'Books' }),
      'Deleting Books is permanent',
    ],
    [customResourceMessage('valueList.add', { name: 'Book' }), 'Add Book'],
    [
      customResourceMessage('valueList.noFields', { name: 'Book' }),
      'Create fields for your Book resource',
    ],
    [customResourceMessage('valueForm.newTitle', { name: 'Book' }), 'New Book'],
    [customResourceMessage('valueForm.editSettings', { name: 'Book' }), 'Edit Book settings'],
    [
      accountMessage('apiTokenCreateModal.created', { name: 'ERP' }),
      'API token "ERP" created successfully',
    ],
    [commonMessage('common.saveNotice.created', { name: 'Care' }), 'Care created.'],
    [resourceListMessage('orderList.loadFailed'), 'Unable to fetch matching orders'],
  ])('formats %j as %s', (descriptor, text) => {
    expect(renderText(descriptor)).toBe(text);
  });

  it('leaves out the texts other rules own', () => {
    for (const owned of [
      'Or',
      'And',
      'day',
      'days ago',
      'with errors',
      'Cannot start export.',
      'Unable to export more than 150,000 items. Please add a filter',
      'No changes to be saved',
      'This field is required',
      'Token name is required',
      'Token ID is required',
    ]) {
      expect(texts).not.toContain(owned);
    }
    expect([...texts].some((text) => text.startsWith('Deleting this template'))).toBe(false);
  });

  it('keeps the keys the admin app already translates, with the same texts', () => {
    expect(accountMessages['notFoundPage.title']).toBe('O oh, page not found');
    expect(accountMessages['logoutPage.redirecting']).toBe(
      'Redirecting to login page in 3...2...1...',
    );
    expect(accountMessages['storesPage.loadFailed']).toBe('Unable to load stores');
  });

  it('makes descriptors with and without values', () => {
    expect(commonMessage('common.action.edit')).toEqual({
      key: 'common.action.edit',
      defaultMessage: 'Edit',
    });
    expect(templateMessage('templateImport.failed', { type: 'brand' })).toEqual({
      key: 'templateImport.failed',
      defaultMessage: 'Some shared {type} metafields were not updated',
      values: { type: 'brand' },
    });
  });
});
