/**
 * The browser page the story tests run in: as large as the 1200×900 frame Storybook's runner gives
 * each story. In a smaller page Vitest scales the frame down (to 0.8 in Playwright's default
 * 1280×720), and a scaled frame draws edges that fall between pixels (a focus ring, a row's line)
 * one way or the other from run to run, which the screenshots saw.
 */
export const storyPage = { width: 1200, height: 900 };
