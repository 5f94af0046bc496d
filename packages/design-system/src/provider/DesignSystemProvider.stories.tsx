import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { ActionMenu } from '../components/ActionMenu/ActionMenu.js';
import { Button } from '../components/Button/Button.js';
import { MenuItem } from '../components/Menu/Menu.js';
import { Dialog } from '../components/Modal/Dialog.js';
import { DialogTrigger, Modal } from '../components/Modal/Modal.js';
import { Text } from '../components/Text/Text.js';
import { darkTheme } from '../themes/dark.js';
import { highContrastTheme } from '../themes/highContrast.js';
import { DesignSystemProvider } from './DesignSystemProvider.js';
import { HostPage, documentStyle, rgb } from './testing/hostPage.js';

/**
 * How the provider lives beside a host. With `scoped` (a partner's page) the tokens, the theme's
 * colours and the base type sit on the provider's own element, overlays open inside it, and the
 * host's `html` and `body` stay as the host styled them. In either mode the themed root paints
 * its theme's background and text colour.
 */
const meta = {
  title: 'Themes/Provider on a host page',
  component: DesignSystemProvider,
  args: { theme: 'dark', locale: 'en-US', scoped: true },
  parameters: { layout: 'fullscreen', partnerPage: true },
} satisfies Meta<typeof DesignSystemProvider>;

export default meta;
type Story = StoryObj<typeof meta>;

const onAction = fn();

function ExportMenu() {
  return (
    <ActionMenu label="Export" onAction={onAction}>
      <MenuItem id="csv">Export as CSV</MenuItem>
      <MenuItem id="json">Export as JSON</MenuItem>
    </ActionMenu>
  );
}

// The document as the host left it, taken before the story renders.
let hostDocument: Record<string, string> = {};

/**
 * A dark, scoped provider on a partner's white page: it reads light on dark, its menu opens
 * inside it in the dark theme, and the host's body and root keep their own styles.
 */
export const ScopedOnAPartnerPage: Story = {
  beforeEach: () => {
    hostDocument = documentStyle();
    onAction.mockClear();
  },
  render: (args) => (
    <HostPage>
      <DesignSystemProvider {...args}>
        <Text>Widgets from Metafield Studio, in the dark theme.</Text>
        <ExportMenu />
      </DesignSystemProvider>
    </HostPage>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const root = canvasElement.querySelector<HTMLElement>('[data-ms-scoped]');
    await expect(root).not.toBeNull();
    if (!root) return;
    // The themed root paints its own page: light text on the dark background, on a white host.
    await expect(getComputedStyle(root).backgroundColor).toBe(rgb(darkTheme['bg-page']));
    await expect(getComputedStyle(root).color).toBe(rgb(darkTheme.text));
    await expect(getComputedStyle(canvas.getByRole('main')).backgroundColor).toBe(
      'rgb(255, 255, 255)',
    );

    const trigger = canvas.getByRole('button', { name: 'Export' });
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    const menu = await canvas.findByRole('menu');
    // Portalled into the scope, not to the end of the body, and coloured by the theme.
    await expect(root).toContainElement(menu);
    const popover = menu.closest<HTMLElement>('[data-ms-overlay]');
    await expect(popover).toHaveAttribute('data-ms-theme', 'dark');
    if (!popover) return;
    await expect(getComputedStyle(popover).backgroundColor).toBe(rgb(darkTheme['bg-surface']));
    await expect(getComputedStyle(popover).color).toBe(rgb(darkTheme.text));
    await expect(getComputedStyle(popover).fontFamily).toMatch(/Source Sans 3/);

    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(onAction).toHaveBeenCalledTimes(1);
    await expect(onAction.mock.calls[0]?.[0]).toBe('json');
    await waitFor(() => expect(canvas.queryByRole('menu')).toBeNull());
    await expect(trigger).toHaveFocus();

    // Nothing reached the host's document: no tokens on :root, no margin, colour or type on body.
    await expect(documentStyle()).toEqual(hostDocument);
    await expect(documentStyle()[':root --ms-color-text']).toBe('');
  },
};

/**
 * A modal from a scoped provider (here high contrast): it opens inside the scope, in the theme,
 * keeps focus inside until Escape, returns focus to its button, and leaves the host's document
 * as it was.
 */
export const ScopedDialogOnAPartnerPage: Story = {
  args: { theme: 'high-contrast' },
  beforeEach: () => {
    hostDocument = documentStyle();
  },
  render: (args) => (
    <HostPage>
      <DesignSystemProvider {...args}>
        <DialogTrigger>
          <Button variant="secondary">Edit definition</Button>
          <Modal>
            <Dialog title="Edit definition">
              <Text>Care instructions</Text>
            </Dialog>
          </Modal>
        </DialogTrigger>
      </DesignSystemProvider>
    </HostPage>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const root = canvasElement.querySelector<HTMLElement>('[data-ms-scoped]');
    const trigger = canvas.getByRole('button', { name: 'Edit definition' });
    await userEvent.tab();
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const dialog = await canvas.findByRole('dialog', { name: 'Edit definition' });
    await expect(root).toContainElement(dialog);
    await expect(dialog.closest('[data-ms-theme]')).toHaveAttribute(
      'data-ms-theme',
      'high-contrast',
    );
    await expect(getComputedStyle(canvas.getByText('Care instructions')).color).toBe(
      rgb(highContrastTheme.text),
    );
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(canvas.queryByRole('dialog')).toBeNull());
    await expect(trigger).toHaveFocus();
    await expect(documentStyle()).toEqual(hostDocument);
  },
};

/**
 * The app's way (no `scoped`, with `GlobalStyles`): a dark provider inside a light page still
 * paints its own background and text colour.
 */
export const DarkInsideALightPage: Story = {
  args: { scoped: false },
  parameters: { partnerPage: false },
  render: (args) => (
    <DesignSystemProvider {...args}>
      <Text>A dark panel on the light page.</Text>
    </DesignSystemProvider>
  ),
  play: async ({ canvasElement }) => {
    const text = within(canvasElement).getByText('A dark panel on the light page.');
    const root = text.closest<HTMLElement>('[data-ms-theme="dark"]');
    await expect(root).not.toBeNull();
    if (!root) return;
    await expect(getComputedStyle(root).backgroundColor).toBe(rgb(darkTheme['bg-page']));
    await expect(getComputedStyle(root).color).toBe(rgb(darkTheme.text));
    await expect(root).not.toHaveAttribute('data-ms-scoped');
  },
};
