import { textOptionLimitDefaults } from '../constants.js';

interface WithTextOptions {
  content_type: string;
  options?: { min?: number | string; max?: number | string } | null | undefined;
}

/**
 * Fills min and max of a text field's options with the defaults 1 and 255 (both documents,
 * section 9) where the input leaves them out; other content types keep their options as given.
 */
export function withTextLimitDefaults<Input extends WithTextOptions>(input: Input): Input {
  if (input.content_type !== 'text') return input;
  return {
    ...input,
    options: {
      ...input.options,
      min: input.options?.min ?? textOptionLimitDefaults.min,
      max: input.options?.max ?? textOptionLimitDefaults.max,
    },
  };
}
