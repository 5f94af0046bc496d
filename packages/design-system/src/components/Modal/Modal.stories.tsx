import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button.js';
import { TextField } from '../TextField/TextField.js';
import { Dialog } from './Dialog.js';
import { DialogTrigger, Modal } from './Modal.js';
import type { ModalProps } from './Modal.js';

const onSave = fn();
const onOpenChange = fn();

const meta = {
  title: 'Primitives/Modal',
  component: Modal,
  subcomponents: { Dialog, DialogTrigger },
  tags: ['autodocs'],
  args: { size: 'medium', isDismissable: false },
  argTypes: {
    size: { control: 'inline-radio', options: ['small', 'medium', 'large'] },
    isDismissable: { control: 'boolean' },
    isKeyboardDismissDisabled: { control: 'boolean' },
    children: { control: false },
  },
  render: (args) => <EditDefinition {...args} />,
  beforeEach: () => {
    onSave.mockClear();
    onOpenChange.mockClear();
  },
  parameters: {
    usage: {
      notes: [
        'A modal puts a focused task above the page: editing a definition, picking records, a short form that belongs to the page behind. While it is open the page behind is inert, Tab stays inside, and Escape closes it; focus returns to the button that opened it. To confirm an action use `AlertDialog`; for a small panel tied to a control use `Popover`; for a long task, a page of its own.',
        'Put a `Dialog` in it: its `title` names the modal and is read as it opens; the body scrolls when tall (and takes keyboard focus so it can be scrolled); the `footer` holds the actions, the primary one last (at the end of the row), with Cancel before it.',
        '`size` caps the width at 400, 600 or 800 px, never wider than the viewport. `isDismissable` also closes it on a press outside; leave it off when closing would lose typed work.',
        'Open it from a `DialogTrigger` around its button, or control it with `isOpen` and `onOpenChange`.',
      ],
      do: [
        'Title the modal with the task: “Edit field”, “Choose products”.',
        'Keep the content to one task that can be finished or cancelled.',
      ],
      dont: [
        'Open a modal from a modal.',
        'Close it on a press outside while it holds unsaved input.',
        'Use a modal for information that does not need a decision; use a `Banner` or a `Toast`.',
      ],
    },
  },
} satisfies Meta<typeof Modal>;

export default meta;
type Story = StoryObj<typeof meta>;

function EditDefinition(args: ModalProps) {
  return (
    <DialogTrigger onOpenChange={onOpenChange}>
      <Button variant="secondary">Edit definition</Button>
      <Modal {...args}>
        <Dialog
          title="Edit definition"
          footer={({ close }) => (
            <>
              <Button variant="secondary" onPress={close}>
                Cancel
              </Button>
              <Button
                onPress={() => {
                  onSave();
                  close();
                }}
              >
                Save
              </Button>
            </>
          )}
        >
          <div style={{ display: 'grid', gap: '1rem' }}>
            <TextField label="Name" defaultValue="Care instructions" />
            <TextField label="Description" description="Shown to merchants, not shoppers." />
          </div>
        </Dialog>
      </Modal>
    </DialogTrigger>
  );
}

const findDialog = () => screen.findByRole('dialog', { name: 'Edit definition' });
const dialogClosed = () =>
  waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

/**
 * Focus moves into the dialog when it opens, Tab cycles inside it (the page behind is inert),
 * and Escape closes it and returns focus to the button that opened it.
 */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Edit definition' });
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    const dialog = await findDialog();
    await waitFor(() => expect(dialog).toHaveFocus());
    await expect(onOpenChange).toHaveBeenLastCalledWith(true);

    const inside = within(dialog);
    const order = [
      inside.getByRole('button', { name: 'Close' }),
      inside.getByRole('textbox', { name: 'Name' }),
      inside.getByRole('textbox', { name: 'Description' }),
      inside.getByRole('button', { name: 'Cancel' }),
      inside.getByRole('button', { name: 'Save' }),
    ];
    for (const element of order) {
      await userEvent.tab();
      await expect(element).toHaveFocus();
    }
    // Past the last control, Tab wraps to the first; Shift+Tab wraps back.
    await userEvent.tab();
    await expect(order[0]).toHaveFocus();
    await userEvent.tab({ shift: true });
    await expect(order[4]).toHaveFocus();

    await userEvent.keyboard('{Escape}');
    await dialogClosed();
    await waitFor(() => expect(trigger).toHaveFocus());
    await expect(onOpenChange).toHaveBeenLastCalledWith(false);
    await expect(onSave).not.toHaveBeenCalled();
  },
};

/** The Close button in the header (named "Close", with a tooltip) closes the dialog. */
export const CloseButton: Story = {
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Edit definition' });
    await userEvent.click(trigger);
    const dialog = await findDialog();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await dialogClosed();
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

/** Footer actions receive `close`: Save acts, then closes. */
export const FooterActions: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Edit definition' }));
    const dialog = await findDialog();
    const name = within(dialog).getByRole('textbox', { name: 'Name' });
    await userEvent.clear(name);
    await userEvent.type(name, 'Washing');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await expect(onSave).toHaveBeenCalledTimes(1);
    await dialogClosed();
  },
};

/** `isDismissable` also closes it on a press outside the panel. */
export const DismissOnOutsidePress: Story = {
  args: { isDismissable: true },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Edit definition' }));
    const dialog = await findDialog();
    // The backdrop, around the panel.
    const backdrop = dialog.parentElement?.parentElement as HTMLElement;
    await userEvent.pointer({ keys: '[MouseLeft]', target: backdrop, coords: { x: 5, y: 5 } });
    await dialogClosed();
  },
};

/** Sizes cap the width at 400, 600 and 800px; the panel never outgrows the viewport. */
export const Sizes: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: '0.75rem' }}>
      {(['small', 'medium', 'large'] as const).map((size) => (
        <DialogTrigger key={size}>
          <Button variant="secondary">{`Open ${size}`}</Button>
          <Modal {...args} size={size}>
            <Dialog title={`A ${size} dialog`}>
              <p>Sizes set the widest the panel grows.</p>
            </Dialog>
          </Modal>
        </DialogTrigger>
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const widths: number[] = [];
    for (const size of ['small', 'medium', 'large']) {
      await userEvent.click(canvas.getByRole('button', { name: `Open ${size}` }));
      const dialog = await screen.findByRole('dialog', { name: `A ${size} dialog` });
      widths.push(dialog.getBoundingClientRect().width);
      await userEvent.keyboard('{Escape}');
      await dialogClosed();
    }
    const viewport = document.documentElement.clientWidth;
    await expect(widths[0]).toBeLessThanOrEqual(400);
    await expect(widths[1]).toBeLessThanOrEqual(Math.min(600, viewport));
    await expect(widths[2]).toBeGreaterThan(widths[0] ?? 0);
    await expect(widths[2]).toBeLessThanOrEqual(Math.min(800, viewport));
  },
};

function ControlledModal() {
  const [isOpen, setOpen] = useState(false);
  return (
    <>
      <Button variant="secondary" onPress={() => setOpen(true)}>
        Show details
      </Button>
      <Modal isOpen={isOpen} onOpenChange={setOpen} size="small">
        <Dialog title="Sync details">
          <p>Last synced 5 minutes ago.</p>
        </Dialog>
      </Modal>
    </>
  );
}

/** Without a trigger, `isOpen` and `onOpenChange` control it. */
export const Controlled: Story = {
  render: () => <ControlledModal />,
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Show details' }));
    const dialog = await screen.findByRole('dialog', { name: 'Sync details' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await dialogClosed();
  },
};

/**
 * A long body scrolls between the header and the footer, which stay in view; the scrolling body
 * takes focus, so the keyboard can scroll it.
 */
export const LongContent: Story = {
  render: (args) => (
    <DialogTrigger>
      <Button variant="secondary">Read terms</Button>
      <Modal {...args}>
        <Dialog
          title="Terms of the export"
          footer={({ close }) => <Button onPress={close}>Accept</Button>}
        >
          {Array.from({ length: 30 }, (_, index) => (
            <p key={index}>
              Clause {index + 1}. Exports include every metafield of the chosen resources, with
              values as stored, one row per resource.
            </p>
          ))}
        </Dialog>
      </Modal>
    </DialogTrigger>
  ),
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Read terms' }));
    const dialog = await screen.findByRole('dialog', { name: 'Terms of the export' });
    await waitFor(() => expect(dialog.getBoundingClientRect().bottom).toBeLessThan(innerHeight));
    const accept = within(dialog).getByRole('button', { name: 'Accept' });
    await expect(accept.getBoundingClientRect().bottom).toBeLessThanOrEqual(innerHeight);

    const body = within(dialog).getByText(/^Clause 1\./).parentElement
      ?.parentElement as HTMLElement;
    await expect(body.scrollHeight).toBeGreaterThan(body.clientHeight);
    await userEvent.tab();
    await expect(within(dialog).getByRole('button', { name: 'Close' })).toHaveFocus();
    await userEvent.tab();
    await waitFor(() => expect(body).toHaveFocus());
    await expect(getComputedStyle(body).outlineStyle).toBe('solid');
    await userEvent.tab();
    await expect(accept).toHaveFocus();
  },
};

/** The modal renders at the end of the body and takes the dark theme of the page it opened on. */
export const DarkTheme: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Edit definition' }));
    const dialog = await findDialog();
    const panel = dialog.parentElement as HTMLElement;
    await expect(panel.closest('[data-ms-theme]')).toHaveAttribute('data-ms-theme', 'dark');
    await expect(getComputedStyle(panel).backgroundColor).toBe('rgb(28, 30, 38)');
    await userEvent.tab();
    const close = within(dialog).getByRole('button', { name: 'Close' });
    await expect(close).toHaveFocus();
    await expect(getComputedStyle(close).outlineStyle).toBe('solid');
  },
};

/** In Hebrew the dialog is right to left: the Close button and the actions sit on the left. */
export const RightToLeft: Story = {
  globals: { locale: 'he-IL' },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Edit definition' }));
    const dialog = await findDialog();
    const backdrop = dialog.closest('[dir]') as HTMLElement;
    await expect(backdrop).toHaveAttribute('dir', 'rtl');
    const title = within(dialog).getByRole('heading', { name: 'Edit definition' });
    const close = within(dialog).getByRole('button', { name: 'Close' });
    await waitFor(() =>
      expect(close.getBoundingClientRect().right).toBeLessThan(title.getBoundingClientRect().left),
    );
  },
};
