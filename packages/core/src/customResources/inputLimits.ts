import { numberSteps } from '../contentTypes.js';
import type { CustomObjectFieldOptions as FieldOptions } from '../entities/customObjectField.js';

export type NumberContentType = keyof typeof numberSteps;

/** Options may hold numbers or numeric text; anything else sets no limit. */
function limit(option: FieldOptions['min']): number | undefined {
  if (option === undefined || option === '') return undefined;
  const number = Number(option);
  return Number.isFinite(number) ? number : undefined;
}

export interface NumberInputLimits {
  step: number;
  min?: number;
  max?: number;
}

/** The step, min and max of a number input. */
export function numberInputLimits(
  contentType: NumberContentType,
  options: Pick<FieldOptions, 'min' | 'max'>,
): NumberInputLimits {
  const min = limit(options.min);
  const max = limit(options.max);
  return {
    step: numberSteps[contentType],
    ...(min === undefined ? {} : { min }),
    ...(max === undefined ? {} : { max }),
  };
}

export interface TextInputLimits {
  minLength?: number;
  maxLength?: number;
}

/** The min and max length of a text input. */
export function textInputLimits(options: Pick<FieldOptions, 'min' | 'max'>): TextInputLimits {
  const minLength = limit(options.min);
  const maxLength = limit(options.max);
  return {
    ...(minLength === undefined ? {} : { minLength }),
    ...(maxLength === undefined ? {} : { maxLength }),
  };
}
