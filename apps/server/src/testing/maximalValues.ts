import fs from 'node:fs';
import { URL_MAX_LENGTH, metafieldLimits, textOptionLimitDefaults } from '@metafields/core';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { maxListItems } from '../customResources/valueLists.js';

/**
 * Valid-but-maximal values (issue 19): the longest text, URL and JSON each route allows, and the
 * most list items, each sent once and timed. A rule that costs more than linear time in the
 * length of a value (a backtracking pattern, a quadratic loop) shows as a slow answer here long
 * before it shows in production. `npm run bench` reads the same timings (`BAD_INPUT_TIMINGS`).
 */

/** Generous for a slow, busy machine: the budget is about catching stalls of seconds. */
export const answerBudgetMs = 1000;

/** Room left in a body for the JSON around the value. */
const bodyMargin = 4096;

export interface MaximalCase {
  name: string;
  method: 'POST' | 'PUT';
  url: string;
  payload: unknown;
  /** The status a correct server answers: 2xx for a valid value, 4xx for one past the limit. */
  expectedStatus: number;
}

export interface AnswerTiming {
  name: string;
  status: number;
  ms: number;
}

/** The fields of the resource the value cases write to, one per kind of limit. */
export const maximalFields = [
  { meta_key: 'short-text', content_type: 'text' },
  { meta_key: 'rich-text', content_type: 'rich_text' },
  { meta_key: 'html', content_type: 'html' },
  { meta_key: 'absolute-url', content_type: 'url', options: { url_type: 'absolute' } },
  { meta_key: 'relative-url', content_type: 'url', options: { url_type: 'relative' } },
  { meta_key: 'json', content_type: 'json' },
  { meta_key: 'files', content_type: 'file', options: { entity_list_type: 'list' } },
  { meta_key: 'decimal', content_type: 'decimal' },
  { meta_key: 'datetime', content_type: 'datetime' },
] as const;

type MaximalKey = (typeof maximalFields)[number]['meta_key'];

export interface MaximalTargets {
  storeHash: string;
  /** A custom resource with `maximalFields`. */
  objectId: number;
  /** A product on the platform, and a metafield of it with a template's key. */
  recordId: number;
  metafieldId: number;
  /** The server's body limit, in bytes. */
  bodyLimit: number;
}

/** A value of `length` characters that starts and ends as `start` and `end` say. */
const padded = (start: string, length: number, end = '') =>
  `${start}${'a'.repeat(Math.max(0, length - start.length - end.length))}${end}`;

export function maximalCases(targets: MaximalTargets): MaximalCase[] {
  const { storeHash, objectId, recordId, metafieldId, bodyLimit } = targets;
  const values = `/api/stores/${storeHash}/custom-objects/${objectId}/values`;
  const value = (
    name: string,
    key: MaximalKey,
    fieldValue: unknown,
    expectedStatus = 201,
  ): MaximalCase => ({
    name,
    method: 'POST',
    url: values,
    payload: { [key]: fieldValue },
    expectedStatus,
  });
  const largest = bodyLimit - bodyMargin;
  const file = (index: number) => ({
    id: index,
    url: `https://cdn.example.com/files/${index}.png`,
    name: `${index}.png`,
    extension: 'png',
  });
  return [
    value('text-at-its-max', 'short-text', padded('', textOptionLimitDefaults.max)),
    value('rich-text-filling-the-body', 'rich-text', padded('<p>', largest, '</p>')),
    value('html-filling-the-body', 'html', padded('<div>', largest, '</div>')),
    value(
      'absolute-url-at-its-max',
      'absolute-url',
      padded('https://example.com/', URL_MAX_LENGTH),
    ),
    // The pattern's worst case: a long run it takes, then a character that fails it.
    value(
      'absolute-url-failing-at-its-end',
      'absolute-url',
      padded('http://', URL_MAX_LENGTH, ' '),
      422,
    ),
    value('absolute-url-filling-the-body', 'absolute-url', padded('http://', largest, ' '), 422),
    value('relative-url-at-its-max', 'relative-url', padded('/', URL_MAX_LENGTH)),
    value('json-filling-the-body', 'json', JSON.stringify({ text: padded('', largest) })),
    value(
      'json-list-of-many-numbers',
      'json',
      JSON.stringify(Array.from({ length: Math.floor(largest / 2) }, () => 1)),
    ),
    value('json-nested-deeply', 'json', `${'['.repeat(largest >> 1)}${']'.repeat(largest >> 1)}`),
    value(
      'files-the-most-items',
      'files',
      Array.from({ length: maxListItems }, (_, index) => file(index + 1)),
    ),
    value(
      'files-one-item-too-many',
      'files',
      Array.from({ length: maxListItems + 1 }, (_, index) => file(index + 1)),
      422,
    ),
    value('decimal-of-long-text', 'decimal', padded('', 1000, 'x'), 422),
    value('datetime-of-long-text', 'datetime', padded('2026-01-31T', largest, 'x'), 422),
    {
      name: 'metafield-value-at-its-max',
      method: 'PUT',
      url: `/api/stores/${storeHash}/templates/product/records/${recordId}/metafields/${metafieldId}`,
      payload: { value: padded('', metafieldLimits.value) },
      expectedStatus: 200,
    },
  ];
}

/**
 * Short values for every field, sent before the timed ones: the first use of a rule loads what
 * it needs (the sanitiser builds its DOM once), a cost that does not grow with the value.
 */
export function warmUpCases(targets: MaximalTargets): MaximalCase[] {
  const values = `/api/stores/${targets.storeHash}/custom-objects/${targets.objectId}/values`;
  const short: Record<MaximalKey, unknown> = {
    'short-text': 'short',
    'rich-text': '<p>short</p>',
    html: '<div>short</div>',
    'absolute-url': 'https://example.com/',
    'relative-url': '/short',
    json: '{"short":true}',
    files: [{ id: 1, url: 'https://cdn.example.com/1.png', name: '1.png', extension: 'png' }],
    decimal: '1.5',
    datetime: '2026-01-31T09:30:00Z',
  };
  return [
    {
      name: 'warm-up',
      method: 'POST',
      url: values,
      payload: short,
      expectedStatus: 201,
    },
  ];
}

/**
 * Sends each case and measures the time to its whole answer. One over `budgetMs` is sent up to
 * twice more and the fastest kept: a busy machine can stall an answer once or twice (clean-clone
 * CI beside other test runs did), a slow rule stalls it every time.
 */
export async function timeAnswers(
  cases: readonly MaximalCase[],
  send: (options: InjectOptions) => Promise<LightMyRequestResponse>,
  budgetMs = answerBudgetMs,
): Promise<Array<AnswerTiming & { body: string }>> {
  const timeOne = async (sent: MaximalCase) => {
    const payload = JSON.stringify(sent.payload);
    const started = performance.now();
    const response = await send({
      method: sent.method,
      url: sent.url,
      headers: { 'content-type': 'application/json' },
      payload,
    });
    const ms = performance.now() - started;
    return { name: sent.name, status: response.statusCode, ms, body: response.body };
  };
  const timings = [];
  for (const sent of cases) {
    let fastest = await timeOne(sent);
    for (let again = 0; again < 2 && fastest.ms > budgetMs; again += 1) {
      const next = await timeOne(sent);
      if (next.ms < fastest.ms) fastest = next;
    }
    timings.push(fastest);
  }
  return timings;
}

/** Writes the timings where `npm run bench` asked for them, if it did. */
export function reportTimings(timings: readonly AnswerTiming[]): void {
  const file = process.env.BAD_INPUT_TIMINGS;
  if (!file) return;
  const rounded = timings.map(({ name, status, ms }) => ({
    name,
    status,
    ms: Math.round(ms * 100) / 100,
  }));
  fs.writeFileSync(file, `${JSON.stringify(rounded, null, 2)}\n`);
}
