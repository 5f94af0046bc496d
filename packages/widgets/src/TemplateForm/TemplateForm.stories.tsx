import type { CustomResourceSummary, Template } from '@metafields/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { TemplateForm } from './TemplateForm.js';
import { tabTo } from '../testing/storySteps.js';
import partnerExample from '../../examples/TemplateForm.tsx?raw';

const customResources: CustomResourceSummary[] = [
  { id: 7, name: 'Warranty', slug: 'warranty', plural_name: 'Warranties' },
];

const careInstructions: Template = {
  id: 12,
  name: 'Care instructions',
  namespace: 'shared',
  meta_key: 'care_instructions',
  description: 'How to wash',
  content_type: 'text',
  options: { min: 1, max: 500 },
  use_on_storefront: false,
  sort_order: 3,
  metafield_count: 3,
};

const meta = {
  title: 'Widgets/TemplateForm',
  component: TemplateForm,
  tags: ['autodocs'],
  args: {
    customResources,
    onSubmit: fn(() => Promise.resolve()),
    onDelete: fn(),
  },
  parameters: {
    usage: {
      notes: [
        "The template form creates or edits a shared metafield template: name, namespace, key (following the name until edited, for a new template), description, content type, that type's options, read-only and storefront use.",
        "On submit the values are checked with core's template schema, then handed to `onSubmit` with defaults and limits filled in; the server's errors come back as `serverErrors`. Delete, for an existing template, asks first.",
        "The store's custom resources are offered as content types, so a template can refer to their records.",
        'To put the fields in a form of your own, with your own buttons and rules, use `TemplateFields`.',
      ],
      partner: partnerExample,
    },
  },
} satisfies Meta<typeof TemplateForm>;

export default meta;
type Story = StoryObj<typeof meta>;
type Canvas = ReturnType<typeof within>;

const textbox = (canvas: Canvas, name: string) => canvas.getByRole('textbox', { name });
const contentTypeTrigger = (canvas: Canvas) => canvas.getByRole('button', { name: /Content type/ });

/**
 * Picks a content type: Enter opens the list, typing its first letters moves to it, Enter picks
 * it. (Typing on the closed select works too, but a second search within a second of the first
 * continues it, as react-aria's type-ahead does.)
 */
async function chooseContentType(canvas: Canvas, typed: string, name: string) {
  await tabTo(contentTypeTrigger(canvas));
  await userEvent.keyboard('{Enter}');
  const list = await screen.findByRole('listbox');
  await waitFor(() => expect(list).toContainElement(document.activeElement as HTMLElement));
  await userEvent.keyboard(typed);
  await expect(within(list).getByRole('option', { name })).toHaveFocus();
  await userEvent.keyboard('{Enter}');
  await waitFor(() => expect(contentTypeTrigger(canvas)).toHaveTextContent(name));
}

async function submitBySave(canvas: Canvas) {
  await tabTo(canvas.getByRole('button', { name: 'Save' }));
  await userEvent.keyboard('{Enter}');
}

/**
 * A new template: the key follows the name's slug until it is edited; the submitted input has
 * core's defaults (namespace 'shared', rich_text, on the storefront, sort_order 1).
 */
export const NewTemplate: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Create shared metafield' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();
    const name = textbox(canvas, 'Name');
    const key = textbox(canvas, 'Key');
    await expect(textbox(canvas, 'Namespace')).toHaveValue('shared');
    await expect(contentTypeTrigger(canvas)).toHaveTextContent('Rich text');

    await userEvent.tab();
    await expect(name).toHaveFocus();
    await userEvent.keyboard('Care Instructions');
    await expect(key).toHaveValue('care-instructions');

    await tabTo(key);
    await userEvent.keyboard('{End}-text');
    await expect(key).toHaveValue('care-instructions-text');

    await tabTo(name, true);
    await userEvent.keyboard('{End} guide');
    await expect(key).toHaveValue('care-instructions-text');

    await userEvent.keyboard('{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
    await expect(args.onSubmit).toHaveBeenCalledWith({
      name: 'Care Instructions guide',
      namespace: 'shared',
      meta_key: 'care-instructions-text',
      description: '',
      content_type: 'rich_text',
      options: {},
      use_on_storefront: true,
      sort_order: 1,
    });
  },
};

/**
 * Changing the content type resets the options: the text's min length goes, and an entity type
 * starts as 'single'.
 */
export const ChangingContentType: Story = {
  args: { existingTemplateCount: 4 },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await userEvent.keyboard('Featured brand');

    await chooseContentType(canvas, 'Te', 'Text');
    const minLength = await canvas.findByRole('textbox', { name: 'Minimum length' });
    await tabTo(minLength);
    await userEvent.keyboard('5');
    await userEvent.tab();
    await expect(minLength).toHaveValue('5');

    await chooseContentType(canvas, 'Br', 'Brand');
    await expect(canvas.queryByRole('textbox', { name: 'Minimum length' })).not.toBeInTheDocument();
    await expect(canvas.getByRole('radio', { name: 'Single brand' })).toBeChecked();
    await expect(canvas.getByRole('radio', { name: 'List of brands' })).not.toBeChecked();

    await submitBySave(canvas);
    await expect(args.onSubmit).toHaveBeenCalledWith({
      name: 'Featured brand',
      namespace: 'shared',
      meta_key: 'featured-brand',
      description: '',
      content_type: 'brand',
      options: { entity_list_type: 'single' },
      use_on_storefront: true,
      sort_order: 5,
    });
  },
};

/** A select template edits its options with the select options editor. */
export const SelectOptions: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await userEvent.keyboard('Size');
    await chooseContentType(canvas, 'Se', 'Select');

    // Into the list: past the first row's handle to its text field.
    await tabTo(await canvas.findByRole('textbox', { name: 'Option 1' }));
    await userEvent.keyboard('Small');

    await tabTo(canvas.getByRole('button', { name: 'Add option' }));
    await userEvent.keyboard('{Enter}');
    const second = await canvas.findByRole('textbox', { name: 'Option 2' });
    await waitFor(() => expect(second).toHaveFocus());
    await userEvent.keyboard('Large');

    await submitBySave(canvas);
    await expect(args.onSubmit).toHaveBeenCalledWith({
      name: 'Size',
      namespace: 'shared',
      meta_key: 'size',
      description: '',
      content_type: 'select',
      options: { select_options: [{ value: 'Small' }, { value: 'Large' }] },
      use_on_storefront: true,
      sort_order: 1,
    });
  },
};

/** A custom resource as content type refers to it: custom_object_id set, single or list. */
export const CustomResourceReference: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await userEvent.keyboard('Warranty');
    await chooseContentType(canvas, 'Wa', 'Warranty');

    const resource = canvas.getByRole('textbox', { name: 'Custom resource' });
    await expect(resource).toHaveValue('Warranty');
    await expect(resource).toHaveAttribute('readonly');
    const single = canvas.getByRole('radio', { name: 'Single Warranty' });
    await expect(single).toBeChecked();
    await tabTo(single);
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('radio', { name: 'List of Warranties' })).toBeChecked();

    await submitBySave(canvas);
    await expect(args.onSubmit).toHaveBeenCalledWith({
      name: 'Warranty',
      namespace: 'shared',
      meta_key: 'warranty',
      description: '',
      content_type: 'warranty',
      options: { entity_list_type: 'list', custom_object_id: 7 },
      use_on_storefront: true,
      sort_order: 1,
    });
  },
};

/** Submitting without Name, Namespace and Key shows 'This field is required' on each. */
export const RequiredFields: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await tabTo(textbox(canvas, 'Namespace'));
    await userEvent.keyboard('{Control>}a{/Control}{Backspace}');
    await expect(textbox(canvas, 'Namespace')).toHaveValue('');

    await submitBySave(canvas);
    await expect(args.onSubmit).not.toHaveBeenCalled();
    for (const field of ['Name', 'Namespace', 'Key']) {
      await expect(textbox(canvas, field)).toHaveAttribute('aria-invalid', 'true');
      await expect(textbox(canvas, field)).toHaveAccessibleDescription(
        expect.stringContaining('This field is required'),
      );
    }
    await expect(canvas.getAllByText('This field is required')).toHaveLength(3);

    // Typing a name clears its error and, as the key follows it, the key's.
    await tabTo(textbox(canvas, 'Name'), true);
    await userEvent.keyboard('Fabric');
    await expect(textbox(canvas, 'Name')).not.toHaveAttribute('aria-invalid');
    await expect(textbox(canvas, 'Key')).not.toHaveAttribute('aria-invalid');
    await expect(canvas.getAllByText('This field is required')).toHaveLength(1);
  },
};

/** A namespace stops at core's limit (64 characters): typing on adds nothing. */
export const TextLimits: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await userEvent.keyboard('Fabric');
    await tabTo(textbox(canvas, 'Namespace'));
    await userEvent.keyboard(`{End}${'x'.repeat(70)}`);
    // The field takes no more than the platform keeps: 64 characters.
    await expect(textbox(canvas, 'Namespace')).toHaveValue(`shared${'x'.repeat(58)}`);
    await submitBySave(canvas);
    await expect(args.onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({ namespace: `shared${'x'.repeat(58)}` }),
    );
  },
};

/** The server's errors show on their fields; editing a field hides its error. */
export const ServerErrors: Story = {
  args: {
    value: { ...careInstructions, content_type: 'product', options: { entity_list_type: 'list' } },
    serverErrors: {
      name: ['The name is taken.'],
      namespace: ['The namespace is reserved.'],
      meta_key: ['The key is in use.'],
      description: ['The description is too long.'],
      'options.entity_list_type': ['Choose single or list.'],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const expected: [HTMLElement, string][] = [
      [textbox(canvas, 'Name'), 'The name is taken.'],
      [textbox(canvas, 'Namespace'), 'The namespace is reserved.'],
      [textbox(canvas, 'Key'), 'The key is in use.'],
      [textbox(canvas, 'Description'), 'The description is too long.'],
      [canvas.getByRole('radiogroup', { name: 'Values' }), 'Choose single or list.'],
    ];
    for (const [field, message] of expected) {
      await expect(canvas.getByText(message)).toBeVisible();
      await expect(field).toHaveAccessibleDescription(expect.stringContaining(message));
    }
    await expect(textbox(canvas, 'Name')).toHaveAttribute('aria-invalid', 'true');

    await userEvent.tab();
    await userEvent.keyboard('{End}!');
    await expect(canvas.queryByText('The name is taken.')).not.toBeInTheDocument();
    await expect(canvas.getByText('The key is in use.')).toBeVisible();
  },
};

/**
 * An existing template: its name as title, the key no longer following the name; Save submits
 * the whole input with its id and sort_order.
 */
export const EditExisting: Story = {
  args: { value: careInstructions },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Care instructions' })).toBeVisible();
    await expect(textbox(canvas, 'Minimum length')).toHaveValue('1');
    await expect(textbox(canvas, 'Maximum length')).toHaveValue('500');
    await expect(canvas.getByRole('checkbox', { name: 'Use on storefront' })).not.toBeChecked();

    await userEvent.tab();
    await userEvent.keyboard('{End} (EN)');
    await expect(textbox(canvas, 'Key')).toHaveValue('care_instructions');
    await tabTo(textbox(canvas, 'Description'));
    await userEvent.keyboard('{Control>}{End}{/Control} and dry');
    await tabTo(canvas.getByRole('checkbox', { name: 'Read only' }));
    await userEvent.keyboard(' ');

    await submitBySave(canvas);
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
    await expect(args.onSubmit).toHaveBeenCalledWith({
      id: 12,
      name: 'Care instructions (EN)',
      namespace: 'shared',
      meta_key: 'care_instructions',
      description: 'How to wash and dry',
      content_type: 'text',
      options: { min: 1, max: 500, is_read_only: true },
      use_on_storefront: false,
      sort_order: 3,
    });
  },
};

/** Delete asks first, with core's warning; confirming calls onDelete. */
export const DeleteWithWarning: Story = {
  args: { value: careInstructions },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await tabTo(canvas.getByRole('button', { name: 'Delete' }));
    await userEvent.keyboard('{Enter}');

    const dialog = await screen.findByRole('alertdialog', { name: 'Delete Care instructions?' });
    await waitFor(() =>
      expect(
        within(dialog).getByText('Deleting this template will remove 3 existing metafields.'),
      ).toBeVisible(),
    );
    const cancel = within(dialog).getByRole('button', { name: 'Cancel' });
    await waitFor(() => expect(cancel).toHaveFocus());
    await expect(args.onDelete).not.toHaveBeenCalled();

    await userEvent.tab();
    await expect(within(dialog).getByRole('button', { name: 'Delete' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onDelete).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** Without a metafield count the warning is the spec's generic one. */
export const DeleteWithoutCount: Story = {
  args: { value: { ...careInstructions, metafield_count: undefined } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await tabTo(canvas.getByRole('button', { name: 'Delete' }));
    await userEvent.keyboard('{Enter}');
    const dialog = await screen.findByRole('alertdialog');
    await expect(
      within(dialog).getByText(
        'Deleting this template remove any existing metafields with the same namespace and key',
      ),
    ).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  },
};

/** Read only: the values show, focusable, with no Save or Delete; typing changes nothing. */
export const ReadOnly: Story = {
  args: { value: careInstructions, isReadOnly: true },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();
    await userEvent.tab();
    await expect(textbox(canvas, 'Name')).toHaveFocus();
    await userEvent.keyboard('x{Enter}');
    await expect(textbox(canvas, 'Name')).toHaveValue('Care instructions');
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** In Hebrew the form runs right to left; the key still follows the name. */
export const RightToLeft: Story = {
  globals: { locale: 'he-IL' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const name = textbox(canvas, 'Name');
    await expect(name.closest('[dir]')).toHaveAttribute('dir', 'rtl');
    await expect(getComputedStyle(name).direction).toBe('rtl');
    await userEvent.tab();
    await userEvent.keyboard('Gift wrap{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledWith({
      name: 'Gift wrap',
      namespace: 'shared',
      meta_key: 'gift-wrap',
      description: '',
      content_type: 'rich_text',
      options: {},
      use_on_storefront: true,
      sort_order: 1,
    });
  },
};

const longName = `Care instructions ${'for every fabric of the range '.repeat(70)}`.trim();

/**
 * A template saved before names were capped, with a name of 2,000 characters: its heading stops
 * after two lines with an ellipsis and keeps the whole name as its title; the form stays put.
 */
export const LongName: Story = {
  args: { value: { ...careInstructions, name: longName } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const heading = canvas.getByRole('heading', { level: 2, name: longName });
    await expect(heading).toHaveAttribute('title', longName);
    const lineHeight = parseFloat(getComputedStyle(heading).lineHeight);
    await expect(heading.getBoundingClientRect().height).toBeLessThan(lineHeight * 3);
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth);
    // The name field holds what was saved; only 255 characters of it may be saved again.
    await expect(textbox(canvas, 'Name')).toHaveAttribute('maxlength', '255');
  },
};
