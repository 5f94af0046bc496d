import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { REPEATS } from './attackStrings.js';
import { findPatterns, scannedRoots } from './sourcePatterns.js';
import { describeAttack, timePatterns, type PatternTiming } from './timePatterns.js';

/**
 * Every regular expression in core, the server and the emulator runs within a time budget on
 * long adversarial strings (issue 19: one URL pattern cost 6 s of the event loop on a 40,000
 * character value). The patterns are found in the source, so a new one is checked the day it
 * lands; `eslint-plugin-regexp` finds the same class of pattern by analysis.
 */
const repositoryRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/**
 * 50 ms for one run over about 50,000 characters: a linear pattern takes well under 1 ms, a
 * quadratic one seconds, so a busy 2-core machine has room and a bad pattern has none.
 */
const budgetMs = 50;
const options = { repeats: REPEATS, budgetMs, hangMs: 1000 };

/**
 * Patterns whose text is computed, which this test cannot run without the code's inputs: each
 * with the reason it is safe. A new one fails the test until it is listed here (or built from
 * escaped input and listed with that reason).
 */
const computedPatterns: Record<string, string> = {
  'apps/server/src/openapi/operations/recordTransfer.ts':
    "Built from core's resource type names, never from a request; it describes our own " +
    'Content-Disposition header in the OpenAPI document and never runs on user input.',
};

const overBudget = (timings: readonly PatternTiming[]) =>
  timings
    .filter((timing) => timing.stopped || timing.worstMs > budgetMs)
    .map(
      (timing) =>
        `${timing.where} /${timing.source}/${timing.flags}: ` +
        `${timing.stopped ? `stopped after ${timing.worstMs} ms` : `${timing.worstMs.toFixed(1)} ms`} ` +
        `on ${describeAttack(timing.worstAttack, REPEATS)}`,
    );

describe('regular expressions on long adversarial input (issue 19)', () => {
  const { patterns, dynamic } = findPatterns(repositoryRoot);

  it('finds the patterns of core, the server and the emulator in their source', () => {
    expect(patterns.length).toBeGreaterThan(100);
    for (const root of scannedRoots) {
      expect(patterns.some((pattern) => pattern.where.startsWith(root))).toBe(true);
    }
    const urlPatterns = patterns.filter((pattern) =>
      pattern.where.startsWith('packages/core/src/customResources/urlValidation.ts'),
    );
    expect(urlPatterns.map((pattern) => pattern.source)).toContain('^\\/(?!\\/)\\S*$');
    expect(urlPatterns).toHaveLength(2);
  });

  it('lists every pattern built at run time, with the reason it is safe', () => {
    const files = [...new Set(dynamic.map((pattern) => pattern.where.replace(/:\d+$/, '')))];
    expect(files.sort()).toEqual(Object.keys(computedPatterns).sort());
  });

  it(`runs every pattern within ${budgetMs} ms on strings of ${REPEATS} repeated characters`, async () => {
    const timings = await timePatterns(patterns, options);
    expect(timings).toHaveLength(patterns.length);
    const slowest = timings.reduce((worst, timing) =>
      timing.worstMs > worst.worstMs ? timing : worst,
    );
    console.info(
      `regex budget: ${timings.length} patterns, the slowest ${slowest.worstMs.toFixed(1)} ms ` +
        `(${slowest.where} on ${describeAttack(slowest.worstAttack, REPEATS)})`,
    );
    expect(overBudget(timings)).toEqual([]);
  }, 120_000);

  it('would have caught the URL pattern of issue 19, which backtracked quadratically', async () => {
    const issue19 = { where: 'issue 19', source: '^https?:\\/\\/[^\\s/?#]+\\S*$', flags: 'i' };
    const [timing] = await timePatterns([issue19], options);
    expect(overBudget(timing ? [timing] : [])).toHaveLength(1);
  }, 60_000);
});
