import { defineMessages } from '../messages/defineMessages.js';

export const customResourcesMessages = defineMessages({
  'customResources.value.url.absoluteInvalid': 'Enter a full URL starting with http:// or https://',
  'customResources.value.url.relativeInvalid': 'Enter a relative URL starting with /',
  'customResources.value.url.tooLong': 'Use a URL of at most {max} characters',
  'customResources.selectOptions.delimiter.comma': 'Comma',
  'customResources.selectOptions.delimiter.semicolon': 'Semicolon',
  'customResources.selectOptions.delimiter.tab': 'Tab',
  'customResources.selectOptions.delimiter.space': 'Space',
  'customResources.selectOptions.delimiter.pipe': 'Pipe',
  'customResources.selectOptions.delimiter.newLine': 'New line',
});

export type CustomResourcesMessageKey = keyof typeof customResourcesMessages;
