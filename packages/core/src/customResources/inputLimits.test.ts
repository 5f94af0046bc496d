import { describe, expect, it } from 'vitest';
import { numberInputLimits, textInputLimits } from './inputLimits.js';

describe('number inputs', () => {
  it('step 1 for integer and 0.01 for decimal', () => {
    expect(numberInputLimits('integer', {})).toEqual({ step: 1 });
    expect(numberInputLimits('decimal', {})).toEqual({ step: 0.01 });
  });

  it('take min and max from options, numbers or numeric text', () => {
    expect(numberInputLimits('integer', { min: 0, max: '10' })).toEqual({
      step: 1,
      min: 0,
      max: 10,
    });
    expect(numberInputLimits('decimal', { min: '-2.5' })).toEqual({ step: 0.01, min: -2.5 });
  });

  it('ignore empty or non-numeric limits', () => {
    expect(numberInputLimits('integer', { min: '', max: 'lots' })).toEqual({ step: 1 });
  });
});

describe('text inputs', () => {
  it('take min and max length from options', () => {
    expect(textInputLimits({ min: 1, max: 255 })).toEqual({ minLength: 1, maxLength: 255 });
    expect(textInputLimits({ max: '40' })).toEqual({ maxLength: 40 });
    expect(textInputLimits({})).toEqual({});
  });
});
