import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button.js';
import { ToastRegion } from './Toast.js';
import { createToastQueue, toast, toastQueue } from './toastQueue.js';
import type { ToastQueue } from './toastQueue.js';

const meta = {
  title: 'Primitives/Toast',
  component: ToastRegion,
  tags: ['autodocs'],
  // The shared queue outlives a story: start each one empty, and leave nothing behind.
  beforeEach: () => {
    toastQueue.clear();
    return () => toastQueue.clear();
  },
  parameters: {
    usage: {
      notes: [
        'A toast is a short message about something that just happened, away from where the person is looking: “Template saved”, “Export started”. It appears at the end corner of the window and is announced as it appears. For a message that must stay on the page until the situation changes use a `Banner`; to ask a question, an `AlertDialog`.',
        'Send toasts with `toast.success({ title })`, `toast.info`, `toast.warning` or `toast.error`, and render one `ToastRegion` in the app. Success and info close after 5 seconds; warnings and errors stay until closed, since the person may need time to read them or act.',
        'The timer pauses while the pointer or focus is on the toasts. F6 reaches the region from anywhere, Tab moves through the toasts, Escape or the close button closes one.',
        'Write the title as what happened, in a few words (“3 values deleted”), and put any detail in `message`.',
      ],
      do: [
        'Confirm actions whose result is not visible where the person is.',
        'Use the past tense for finished actions: “Field saved”.',
      ],
      dont: [
        "Put a toast's only copy of important information; it disappears.",
        'Toast something the screen already shows (a row appearing in the list).',
        'Put links or buttons that are the only way to do something in a toast.',
      ],
    },
  },
} satisfies Meta<typeof ToastRegion>;

export default meta;
type Story = StoryObj<typeof meta>;

const region = () => screen.findByRole('region', { name: /notification/ });

/** Pressing Save shows a success toast on the shared queue; its close button dismisses it. */
export const Default: Story = {
  render: () => (
    <>
      <Button
        onPress={() =>
          toast.success({ title: 'Template saved', message: 'Shared with 3 channels.' })
        }
      >
        Save template
      </Button>
      <ToastRegion />
    </>
  ),
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Save template' }));
    const notifications = await region();
    await expect(notifications).toHaveAccessibleName('1 notification');
    const saved = await within(notifications).findByRole('alertdialog', {
      name: 'Template saved',
    });
    await expect(saved).toHaveAccessibleDescription('Shared with 3 channels.');
    // The content is a live alert, so a screen reader reads it out as it appears.
    await expect(within(saved).getByRole('alert')).toHaveTextContent(
      'Template savedShared with 3 channels.',
    );
    await userEvent.click(within(saved).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  },
};

function VariantButtons({ queue }: { queue: ToastQueue }) {
  return (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: '0.5rem' }}>
      <Button variant="secondary" onPress={() => queue.success({ title: 'Template saved' })}>
        Success
      </Button>
      <Button
        variant="secondary"
        onPress={() =>
          queue.info({ title: 'Export started', message: 'We will email you the file.' })
        }
      >
        Info
      </Button>
      <Button
        variant="secondary"
        onPress={() =>
          queue.warning({
            title: '38 products were skipped',
            message: 'They have no SKU.',
          })
        }
      >
        Warning
      </Button>
      <Button
        variant="secondary"
        onPress={() =>
          queue.error({ title: 'Unable to save', message: 'Check your connection and try again.' })
        }
      >
        Error
      </Button>
    </div>
  );
}

/** One toast of each variant; the newest comes first. */
export const Variants: Story = {
  render: () => (
    <>
      <VariantButtons queue={toastQueue} />
      <ToastRegion />
    </>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const name of ['Success', 'Info', 'Warning', 'Error']) {
      await userEvent.click(canvas.getByRole('button', { name }));
    }
    const notifications = await region();
    await waitFor(() => expect(notifications).toHaveAccessibleName('4 notifications'));
    const toasts = within(notifications).getAllByRole('alertdialog');
    await expect(toasts.map((item) => item.getAttribute('data-variant'))).toEqual([
      'error',
      'warning',
      'info',
      'success',
    ]);
    for (const item of toasts) {
      // Visible once the entrance (a fade) has run.
      await waitFor(() =>
        expect(within(item).getByRole('button', { name: 'Close' })).toBeVisible(),
      );
    }
  },
};

/**
 * From the keyboard: F6 jumps to the notifications landmark, Tab reaches the toast, Escape
 * closes it, and focus goes back to where it was. Tab on to the close button and Enter does
 * the same.
 */
export const KeyboardDismiss: Story = {
  render: () => (
    <>
      <VariantButtons queue={toastQueue} />
      <ToastRegion />
    </>
  ),
  play: async ({ canvasElement }) => {
    const error = within(canvasElement).getByRole('button', { name: 'Error' });
    error.focus();
    await userEvent.keyboard('{Enter}');
    const notifications = await region();

    await userEvent.keyboard('{F6}');
    await expect(notifications).toHaveFocus();
    await userEvent.tab();
    const unableToSave = within(notifications).getByRole('alertdialog', {
      name: 'Unable to save',
    });
    await expect(unableToSave).toHaveFocus();
    await expect(getComputedStyle(unableToSave).outlineStyle).toBe('solid');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    await expect(error).toHaveFocus();

    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard('{F6}');
    await userEvent.tab();
    await userEvent.tab();
    const close = within(await region()).getByRole('button', { name: 'Close' });
    await expect(close).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    await expect(error).toHaveFocus();
  },
};

const onExportToastClose = fn();

/** An info toast with a timeout closes by itself, and `onClose` hears of it. */
export const Timeout: Story = {
  beforeEach: () => {
    onExportToastClose.mockClear();
  },
  render: () => (
    <>
      <Button
        onPress={() =>
          toast.info({ title: 'Export started', timeout: 1000, onClose: onExportToastClose })
        }
      >
        Export
      </Button>
      <ToastRegion />
    </>
  ),
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Export' }));
    await screen.findByRole('alertdialog', { name: 'Export started' });
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    await expect(onExportToastClose).toHaveBeenCalledTimes(1);
  },
};

/** Errors stay until dismissed: this one outlives a timed info toast added with it. */
export const ErrorsStay: Story = {
  render: () => (
    <>
      <Button
        onPress={() => {
          toast.error({ title: 'Unable to save' });
          toast.info({ title: 'Draft kept', timeout: 1000 });
        }}
      >
        Save
      </Button>
      <ToastRegion />
    </>
  ),
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Save' }));
    await screen.findByRole('alertdialog', { name: 'Draft kept' });
    await waitFor(() =>
      expect(screen.queryByRole('alertdialog', { name: 'Draft kept' })).toBeNull(),
    );
    await expect(screen.getByRole('alertdialog', { name: 'Unable to save' })).toBeVisible();
  },
};

const exportQueue = createToastQueue({ maxVisibleToasts: 1 });

/**
 * A queue of its own, with its own region: here one toast at a time, the next waiting until
 * the first is closed.
 */
export const OwnQueue: Story = {
  beforeEach: () => {
    exportQueue.clear();
    return () => exportQueue.clear();
  },
  render: () => (
    <>
      <Button
        onPress={() => {
          exportQueue.add({ variant: 'success', title: 'Products exported', timeout: null });
          exportQueue.add({ variant: 'success', title: 'Customers exported', timeout: null });
        }}
      >
        Export all
      </Button>
      <ToastRegion queue={exportQueue} aria-label="Export notifications" />
    </>
  ),
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Export all' }));
    const notifications = await screen.findByRole('region', { name: 'Export notifications' });
    // The newest is shown; the other waits.
    const [shown] = within(notifications).getAllByRole('alertdialog');
    await expect(shown).toHaveAccessibleName('Customers exported');
    await expect(within(notifications).getAllByRole('alertdialog')).toHaveLength(1);
    await userEvent.click(within(notifications).getByRole('button', { name: 'Close' }));
    await expect(
      await within(notifications).findByRole('alertdialog', { name: 'Products exported' }),
    ).toBeInTheDocument();
  },
};

/** The region is portalled to the body, yet takes the theme of the provider around it. */
export const DarkTheme: Story = {
  globals: { theme: 'dark' },
  render: Variants.render,
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Error' }));
    const notifications = await region();
    await expect(notifications).toHaveAttribute('data-ms-theme', 'dark');
    const item = within(notifications).getByRole('alertdialog', { name: 'Unable to save' });
    await expect(getComputedStyle(item).backgroundColor).toBe('rgb(28, 30, 38)');
  },
};

/** In right-to-left text the toasts sit in the left corner, their icon on the right. */
export const RightToLeft: Story = {
  globals: { locale: 'he-IL' },
  render: () => (
    <>
      <Button onPress={() => toast.success({ title: 'התבנית נשמרה' })}>שמירה</Button>
      <ToastRegion />
    </>
  ),
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'שמירה' }));
    const notifications = await region();
    await expect(notifications).toHaveAttribute('dir', 'rtl');
    await expect(notifications.getBoundingClientRect().left).toBeLessThan(window.innerWidth / 2);
  },
};
