import { describe, expect, it } from 'vitest';
import * as z from 'zod';
import { HttpError } from './http/errors.js';
import {
  FirstErrors,
  fieldPath,
  idParam,
  invalid,
  invalidInputMessage,
  parseInput,
  parseParams,
} from './validation.js';

/** The error a call throws, for its body. */
function thrown(run: () => unknown): HttpError {
  try {
    run();
  } catch (error) {
    if (error instanceof HttpError) return error;
    throw error;
  }
  throw new Error('nothing was thrown');
}

const body = z.strictObject({
  name: z
    .string()
    .min(2, 'Too short')
    .regex(/^[a-z]+$/, 'Letters only'),
  options: z.object({ min: z.number('A number'), max: z.number('A number') }),
  items: z.array(z.object({ value: z.string('A text') })).max(2, 'At most 2'),
});

describe('parseInput', () => {
  it('gives the parsed value when it is valid', () => {
    const valid = { name: 'ab', options: { min: 1, max: 2 }, items: [{ value: 'x' }] };
    expect(parseInput(body, valid)).toEqual(valid);
  });

  it('answers 422 in the one error shape, nested fields and array items by path', () => {
    const error = thrown(() =>
      parseInput(body, { name: 'ab', options: { min: 'x' }, items: [{ value: 1 }, {}] }),
    );
    expect(error.status).toBe(422);
    expect(error.toBody()).toEqual({
      error: 'invalid_input',
      message: invalidInputMessage,
      errors: {
        'options.min': ['A number'],
        'options.max': ['A number'],
        'items.0.value': ['A text'],
        'items.1.value': ['A text'],
      },
    });
  });

  it('keeps only the first message of a field that breaks several rules', () => {
    const error = thrown(() =>
      parseInput(body, { name: '1', options: { min: 1, max: 2 }, items: [] }),
    );
    expect(error.errors).toEqual({ name: ['Too short'] });
  });

  it('names an array too long by the array, and unknown keys or a non-object under _', () => {
    const tooMany = thrown(() =>
      parseInput(body, {
        name: 'ab',
        options: { min: 1, max: 2 },
        items: [{ value: 'a' }, { value: 'b' }, { value: 'c' }],
      }),
    );
    expect(tooMany.errors).toEqual({ items: ['At most 2'] });
    const unknown = thrown(() =>
      parseInput(body, { name: 'ab', options: { min: 1, max: 2 }, items: [], extra: 1 }),
    );
    expect(Object.keys(unknown.errors ?? {})).toEqual(['_']);
    expect(unknown.errors?._).toHaveLength(1);
    expect(thrown(() => parseInput(body, 'text')).errors).toEqual({
      _: [expect.any(String)],
    });
  });
});

describe('FirstErrors and invalid', () => {
  it('keeps the first message per field and throws only when there is one', () => {
    const errors = new FirstErrors();
    expect(() => errors.throwIfAny()).not.toThrow();
    errors.add('key', 'First');
    errors.add('key', 'Second');
    errors.addIssues([{ code: 'custom', path: ['items', 0], message: 'Bad', input: 1 }]);
    expect(errors.errors).toEqual({ key: ['First'], 'items.0': ['Bad'] });
    const error = thrown(() => errors.throwIfAny());
    expect(error.toBody()).toMatchObject({ error: 'invalid_input', message: invalidInputMessage });
  });

  it('lets a file refusal say its reason as the message and code', () => {
    expect(invalid({ files: ['No.'] }, 'No.', 'invalid_file').toBody()).toEqual({
      error: 'invalid_file',
      message: 'No.',
      errors: { files: ['No.'] },
    });
  });

  it('names the root and symbol keys without throwing', () => {
    expect(fieldPath([])).toBe('_');
    expect(fieldPath([Symbol('key'), 1])).toBe('key.1');
  });
});

describe('parseParams and idParam', () => {
  const notFound = () => new HttpError(404, 'not_found', 'Not found.');
  const params = z.object({ id: idParam });

  it('reads an id from the address text', () => {
    expect(parseParams(params, { id: '42' }, notFound)).toEqual({ id: 42 });
    expect(parseParams(params, { id: String(Number.MAX_SAFE_INTEGER) }, notFound)).toEqual({
      id: Number.MAX_SAFE_INTEGER,
    });
  });

  it.each(['0', '-1', '1.5', 'abc', '', '9007199254740993', '1e400', '9'.repeat(400)])(
    'answers the 404 for %j, which names no record',
    (id) => {
      const error = thrown(() => parseParams(params, { id }, notFound));
      expect(error.status).toBe(404);
      expect(error.errors).toBeUndefined();
    },
  );
});
