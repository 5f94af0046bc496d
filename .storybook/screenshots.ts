/**
 * Visual review: after each story's test has passed (render, play function, axe), its screen is
 * compared with the committed baseline under `screenshots/`, so that an unintended visual change
 * fails `npm test` with a diff image. `npm run screenshots:update` writes new baselines.
 *
 * Design-system stories are compared in the three themes, by switching the theme attribute the
 * tokens hang on; widgets and pages in the light theme only. A story that renders its own theme
 * (a theme gallery) is compared as it renders.
 *
 * Every story's clock shows the same moment, after the fixtures' dates, so that no screen changes
 * with the calendar or the time a story took (a footer's year, a calendar's today, a running
 * job's duration). Only `Date` is faked: timers, animation frames and waits run as anywhere.
 *
 * A story whose screen keeps changing after its play function on a timer of its own says so with
 * `parameters: { screenshot: { skip: 'why' } }`; it is still rendered, played and checked by axe.
 */
import { afterEach, beforeEach, expect, vi } from 'vitest';
import { page } from 'vitest/browser';
import type { ThemeName } from '@metafields/design-system';

const themeAttribute = 'data-ms-theme';
const allThemes: readonly ThemeName[] = ['light', 'dark', 'high-contrast'];
const storyNow = new Date('2026-11-20T16:00:00Z');

beforeEach(() => {
  vi.useFakeTimers({ now: storyNow, toFake: ['Date'] });
});

async function matchScreenshot(name: string) {
  // The whole page, not only the story's root: menus, popovers and dialogs render outside it.
  await expect.element(page.elementLocator(document.body)).toMatchScreenshot(name, {
    screenshotOptions: { animations: 'disabled', caret: 'hide' },
    // A few specks of anti-aliasing differ from run to run on a busy machine (6 pixels were seen
    // on a right-to-left table's checkbox); any real change, even a focus ring, moves hundreds.
    comparatorName: 'pixelmatch',
    comparatorOptions: { allowedMismatchedPixels: 16 },
  });
}

interface ScreenshotParameters {
  /** Why this story's screen is not compared: it keeps changing on a timer of its own. */
  skip?: string;
}

afterEach(async (context) => {
  vi.useRealTimers();
  const { task } = context;
  // A failed story has its own error to report; no shot of a half-drawn screen.
  if (task.result?.state === 'fail') return;
  // Set by Storybook's test runner: the story just run, with its parameters.
  const { story } = context as { story?: { parameters: { screenshot?: ScreenshotParameters } } };
  if (story?.parameters.screenshot?.skip) return;
  const name = task.name;
  const themed = [...document.querySelectorAll<HTMLElement>(`[${themeAttribute}]`)];
  const written = themed.map((element) => element.getAttribute(themeAttribute));
  const inEveryTheme =
    task.file.filepath.includes('/packages/design-system/') &&
    written.every((theme) => theme === 'light');
  if (!inEveryTheme) {
    await matchScreenshot(name);
    return;
  }
  try {
    for (const theme of allThemes) {
      for (const element of themed) element.setAttribute(themeAttribute, theme);
      await matchScreenshot(`${name} ${theme}`);
    }
  } finally {
    for (const element of themed) element.setAttribute(themeAttribute, 'light');
  }
});
