import { userEvent as simulatedUserEvent } from 'storybook/test';

/**
 * The browser's own input for a play function: under Vitest's browser mode (`npm run
 * test:stories`), `userEvent` from 'vitest/browser' presses keys through Playwright (CDP), so
 * the browser runs its default actions (a button's click on Enter or Space, focus moves) as
 * for a person; storybook/test's `userEvent` only dispatches events, which can pass where a
 * person is trapped. In the Storybook UI, where 'vitest/browser' refuses to load, the simulated
 * events stand in.
 */
export interface KeyboardUser {
  keyboard: (text: string) => Promise<unknown>;
  tab: (options?: { shift?: boolean }) => Promise<unknown>;
  click: (element: Element) => Promise<unknown>;
}

export async function realUserEvent(): Promise<KeyboardUser> {
  try {
    const { userEvent } = await import('vitest/browser');
    return {
      keyboard: (text) => userEvent.keyboard(text),
      tab: (options) => userEvent.tab(options),
      click: (element) => userEvent.click(element),
    };
  } catch {
    return simulatedUserEvent;
  }
}
