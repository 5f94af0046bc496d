import { defineMessages } from '@metafields/design-system';

/** The sign-up form (company details for the chosen price). */
export const messages = defineMessages({
  'signUp.description': 'Your company details, for the invoices of the {plan} plan at {price}.',
  'signUp.unknownPlan': 'This plan cannot be found. Choose one from the billing page.',
  'signUp.home': 'Home',
  'signUp.formLabel': 'Company details',
  'signUp.companyName': 'Company name',
  'signUp.email': 'Billing email',
  'signUp.addressLine1': 'Street address',
  'signUp.addressLine2': 'Address line 2',
  'signUp.city': 'City',
  'signUp.postcode': 'Postcode',
  'signUp.country': 'Country code',
  'signUp.countryHint': 'Two letters, such as GB or US.',
  'signUp.vatNumber': 'VAT number',
  'signUp.submit': 'Subscribe',
  'signUp.failed': 'Your sign-up could not be completed. Please try again later.',
});
