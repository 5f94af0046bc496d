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
 * What timing would decide is settled before the shots, the same way on every run: toasts that
 * close by themselves are closed, and the pointer leaves what it rests on (a hover tooltip opens
 * on a timer; a hovered row is tinted). The shot is the frame as a person sees it, unscaled
 * (.storybook/frame.mjs).
 *
 * A story whose screen keeps changing after its play function on a timer of its own says so with
 * `parameters: { screenshot: { skip: 'why' } }`; it is still rendered, played and checked by axe.
 */
import { userEvent, waitFor } from 'storybook/test';
import type { RunnerTask } from 'vitest';
import { afterAll, afterEach, beforeEach, expect, vi } from 'vitest';
import { commands, page } from 'vitest/browser';
import { closeTimedToasts, type ThemeName } from '@metafields/design-system';

declare module 'vitest/browser' {
  interface BrowserCommands {
    /** The stories file's baselines that no story compared (.storybook/baselines.ts). */
    staleBaselines: () => Promise<string[]>;
  }
}

const themeAttribute = 'data-ms-theme';
const allThemes: readonly ThemeName[] = ['light', 'dark', 'high-contrast'];
const storyNow = new Date('2026-11-20T16:00:00Z');

// Where the story's pointer last came to rest. A click moves it there too, and leaves it there.
let pointedAt: Element | null = null;
document.addEventListener(
  'pointerover',
  (event) => {
    if (event.target instanceof Element) pointedAt = event.target;
  },
  { capture: true },
);

beforeEach(() => {
  pointedAt = null;
  vi.useFakeTimers({ now: storyNow, toFake: ['Date'] });
});

/**
 * An empty element over the frame: its shot is the screen as a person sees it, at the scroll
 * position the story left, overlays included (they render outside the story's root). A shot of
 * the body instead took in what lies outside the frame, which comes out blank: a long page
 * scrolled to its end showed a white band where its header was.
 */
function screenProbe(): HTMLElement {
  const probe = document.createElement('div');
  probe.style.cssText = 'position: fixed; inset: 0; pointer-events: none';
  document.body.append(probe);
  return probe;
}

async function matchScreenshot(screen: HTMLElement, name: string) {
  await expect.element(page.elementLocator(screen)).toMatchScreenshot(name, {
    screenshotOptions: { animations: 'disabled', caret: 'hide' },
    // A few specks of anti-aliasing differ from run to run on a busy machine (6 pixels were seen
    // on a right-to-left table's checkbox); any real change, even a focus ring, moves hundreds.
    comparatorName: 'pixelmatch',
    comparatorOptions: { allowedMismatchedPixels: 16 },
  });
}

/**
 * The open tooltips that the pointer on `hovered` keeps open: react-aria's (portalled, unlike a
 * reason drawn by CSS inside its row) of a trigger the pointer was on or inside, that keyboard
 * focus does not also hold open.
 */
function hoverTooltips(hovered: readonly Element[]): Element[] {
  return [...document.querySelectorAll('[role="tooltip"][id]')].filter((tooltip) => {
    const trigger = document.querySelector(`[aria-describedby~="${tooltip.id}"]`);
    if (!trigger || trigger.contains(tooltip) || trigger.matches('[data-focus-visible]')) {
      return false;
    }
    return hovered.some((element) => element.contains(trigger) || trigger.contains(element));
  });
}

/** Settles what timing would otherwise decide, the same way whatever a story took. */
async function settleScreen() {
  // A lazily loaded editor shows its placeholder until its chunk arrives, later on a slow,
  // busy machine than where the baseline was taken: the shot waits for the editor itself.
  await waitFor(() => expect(document.querySelector('[data-pending-chunk]')).toBeNull(), {
    timeout: 30_000,
  });
  // A success toast is there or gone by how long the story took to reach its end.
  closeTimedToasts();
  // The story's last click left the pointer on its target, whose hover tooltip opens on a timer
  // (a pending button's too, though it shows no hover). The pointer stays where keyboard focus
  // is (react-aria's data-focus-visible): there a hover's end would close the focus's tooltip.
  const focus = document.activeElement;
  const keyboardFocus = focus?.matches('[data-focus-visible]') ? focus : null;
  const hovered = [...document.querySelectorAll('[data-hovered]')];
  if (pointedAt?.isConnected) hovered.push(pointedAt);
  const left = hovered.filter(
    (element) =>
      !keyboardFocus || !(element.contains(keyboardFocus) || keyboardFocus.contains(element)),
  );
  for (const element of left) await userEvent.unhover(element);
  // A tooltip closes a moment after the pointer leaves (react-aria's close delay).
  await waitFor(() => expect(hoverTooltips(left)).toEqual([]));
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
  await settleScreen();
  const name = task.name;
  const themed = [...document.querySelectorAll<HTMLElement>(`[${themeAttribute}]`)];
  const written = themed.map((element) => element.getAttribute(themeAttribute));
  const inEveryTheme =
    task.file.filepath.includes('/packages/design-system/') &&
    written.every((theme) => theme === 'light');
  const screen = screenProbe();
  try {
    if (!inEveryTheme) {
      await matchScreenshot(screen, name);
      return;
    }
    for (const theme of allThemes) {
      for (const element of themed) element.setAttribute(themeAttribute, theme);
      await matchScreenshot(screen, `${name} ${theme}`);
    }
  } finally {
    screen.remove();
    if (inEveryTheme) for (const element of themed) element.setAttribute(themeAttribute, 'light');
  }
});

/** Whether every test under `task` ran and passed: a filtered or failed run took only some shots. */
function allPassed(task: RunnerTask): boolean {
  if (task.type === 'suite') return task.tasks.every(allPassed);
  return task.mode === 'run' && task.result?.state === 'pass';
}

// Vitest reads the first argument's pattern for fixtures, and wants it destructured.
// eslint-disable-next-line no-empty-pattern
afterAll(async ({}, file) => {
  if (!allPassed(file)) return;
  const stale = await commands.staleBaselines();
  if (stale.length > 0) {
    throw new Error(
      `No story takes these baselines any more: ${stale.join(', ')}. ` +
        '`npm run screenshots:update -- <this stories file>` deletes them.',
    );
  }
});
