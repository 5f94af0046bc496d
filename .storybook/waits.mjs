/**
 * How long stories and their tests wait, sized for a slow machine: CI runs on whatever machine a
 * stop gets, and a 2-core one 3.5 times slower than ours, busy with other work, took more than
 * Testing Library's default second to show a lazily loaded page. A wait ends as soon as its
 * condition holds, so a generous limit costs nothing when things go well.
 */

/** Every `findBy…`, `waitFor` and `waitForElementToBeRemoved` in a play function. */
export const storyWaitMs = 15_000;

/**
 * One story's whole test (render, play, axe): larger than one wait, so that a missing element
 * fails with Testing Library's message naming it, not with Vitest's bare timeout.
 */
export const storyTestTimeoutMs = 60_000;
