import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect, useState } from 'react';
import type { Key } from 'react-aria-components';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button.js';
import { Form } from '../Form/Form.js';
import { ComboBox, ComboBoxItem, ComboBoxSection } from './ComboBox.js';
import type { ComboBoxProps } from './ComboBox.js';

interface Country {
  id: string;
  name: string;
}

const countries: Country[] = [
  { id: 'au', name: 'Australia' },
  { id: 'ca', name: 'Canada' },
  { id: 'fi', name: 'Finland' },
  { id: 'fr', name: 'France' },
  { id: 'de', name: 'Germany' },
  { id: 'ie', name: 'Ireland' },
  { id: 'jp', name: 'Japan' },
  { id: 'mx', name: 'Mexico' },
  { id: 'nl', name: 'Netherlands' },
  { id: 'nz', name: 'New Zealand' },
  { id: 'no', name: 'Norway' },
  { id: 'es', name: 'Spain' },
  { id: 'gb', name: 'United Kingdom' },
  { id: 'us', name: 'United States' },
];

const meta = {
  title: 'Primitives/ComboBox',
  component: ComboBox,
  tags: ['autodocs'],
  args: {
    label: 'Country',
    placeholder: 'Search countries',
    defaultItems: countries,
    children: (item: object) => {
      const country = item as Country;
      return <ComboBoxItem id={country.id}>{country.name}</ComboBoxItem>;
    },
    onChange: fn(),
    onInputChange: fn(),
    onOpenChange: fn(),
  },
  argTypes: {
    label: { control: 'text' },
    description: { control: 'text' },
    errorMessage: { control: 'text' },
    placeholder: { control: 'text' },
    allowsCustomValue: { control: 'boolean' },
    isLoading: { control: 'boolean' },
    isRequired: { control: 'boolean' },
    isReadOnly: { control: 'boolean' },
    isDisabled: { control: 'boolean' },
    isInvalid: { control: 'boolean' },
    menuTrigger: { control: 'inline-radio', options: ['input', 'focus', 'manual'] },
    children: { control: false },
    defaultItems: { control: false },
    items: { control: false },
  },
  decorators: [
    (Story) => (
      <div style={{ maxInlineSize: '20rem' }}>
        <Story />
      </div>
    ),
  ],
  parameters: {
    usage: {
      notes: [
        'A combo box is a text input that suggests options as you type. Use it for long lists people search by name (a product, a category, a customer) or when the answer may be text of their own (`allowsCustomValue`). For a short fixed list (up to about ten) use `Select`; for several answers use `MultiSelect`.',
        'Give it a visible `label`; `placeholder` is an example of what to type. With `defaultItems` or item children it filters the options itself; with `items` the app filters them from `onInputChange`, so options can come from a server, with `isLoading` showing a spinner meanwhile.',
        '↓ opens the suggestions, arrow keys move through them, Enter chooses, Escape closes and restores the text. When nothing matches the list says “No results”, or `emptyState`.',
        'Option labels should be unique and start with the words people type; group long lists with sections.',
      ],
      do: [
        'Use it when people know the name of what they want.',
        'Show a loading state while options come from the server.',
      ],
      dont: [
        'Use a combo box for a handful of options; a `Select` or radio buttons show them all at once.',
        'Accept free text silently when the value must be one of the options.',
      ],
    },
  },
} satisfies Meta<typeof ComboBox>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Typing narrows the options; the arrows move through them and Enter chooses one. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByRole('combobox', { name: 'Country' });
    await userEvent.type(input, 'land');
    await expect(args.onInputChange).toHaveBeenLastCalledWith('land');

    const listbox = await screen.findByRole('listbox', { name: /Country/ });
    const options = within(listbox).getAllByRole('option');
    await expect(options.map((option) => option.textContent)).toEqual([
      'Finland',
      'Ireland',
      'Netherlands',
      'New Zealand',
    ]);

    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    // Focus stays in the input; the highlighted option is its active descendant.
    await expect(input).toHaveFocus();
    await expect(input).toHaveAttribute(
      'aria-activedescendant',
      within(listbox).getByRole('option', { name: 'Ireland' }).id,
    );
    await userEvent.keyboard('{Enter}');

    await expect(args.onChange).toHaveBeenCalledOnce();
    await expect(args.onChange).toHaveBeenCalledWith('ie');
    await expect(input).toHaveValue('Ireland');
    await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());
  },
};

export const Playground: Story = {
  args: {
    description: 'Where the warehouse ships from.',
    allowsCustomValue: false,
    isLoading: false,
    isRequired: false,
    isReadOnly: false,
    isDisabled: false,
    isInvalid: false,
    menuTrigger: 'input',
  },
};

/** When nothing matches, the list says so rather than closing. */
export const NoResults: Story = {
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByRole('combobox', { name: 'Country' });
    await userEvent.type(input, 'Atlantis');
    const listbox = await screen.findByRole('listbox', { name: /Country/ });
    // react-aria renders the empty state as the list's only option, so screen readers read it.
    await waitFor(() =>
      expect(within(listbox).getByRole('option')).toHaveTextContent('No results'),
    );
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

/** The chevron opens the full list with the pointer. */
export const OpenWithButton: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: /Country/ }));
    const listbox = await screen.findByRole('listbox', { name: /Country/ });
    await expect(within(listbox).getAllByRole('option')).toHaveLength(countries.length);
    await userEvent.click(within(listbox).getByRole('option', { name: 'Japan' }));
    await expect(canvas.getByRole('combobox', { name: 'Country' })).toHaveValue('Japan');
    await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());
  },
};

/** `allowsCustomValue`: text that matches no option stays, for values outside the list. */
export const CustomValue: Story = {
  args: {
    label: 'Product type',
    placeholder: undefined,
    allowsCustomValue: true,
    defaultItems: [
      { id: 'physical', name: 'Physical' },
      { id: 'digital', name: 'Digital' },
    ],
  },
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByRole('combobox', { name: 'Product type' });
    await userEvent.type(input, 'Gift card');
    await userEvent.keyboard('{Enter}');
    await userEvent.tab();
    await expect(input).toHaveValue('Gift card');
    await expect(args.onInputChange).toHaveBeenLastCalledWith('Gift card');
    await expect(args.onChange).not.toHaveBeenCalledWith('physical');
  },
};

// A stand-in for a search endpoint: answers after a short delay.
function searchCountries(query: string, signal: AbortSignal): Promise<Country[]> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      const needle = query.trim().toLowerCase();
      resolve(countries.filter((country) => country.name.toLowerCase().startsWith(needle)));
    }, 300);
    signal.addEventListener('abort', () => {
      clearTimeout(timer);
      reject(signal.reason);
    });
  });
}

function AsyncCountryField(args: ComboBoxProps<Country>) {
  const [inputValue, setInputValue] = useState('');
  const [results, setResults] = useState<{ query: string; items: Country[] }>();
  const [value, setValue] = useState<Key | null>(null);
  // Loading until the answer for what is typed now has come back.
  const isLoading = results?.query !== inputValue;

  useEffect(() => {
    const controller = new AbortController();
    searchCountries(inputValue, controller.signal)
      .then((items) => setResults({ query: inputValue, items }))
      .catch(() => undefined);
    return () => controller.abort();
  }, [inputValue]);

  return (
    <div style={{ display: 'grid', gap: '0.5rem' }}>
      <ComboBox
        {...args}
        defaultItems={undefined}
        items={results?.items ?? []}
        isLoading={isLoading}
        inputValue={inputValue}
        onInputChange={(text) => {
          setInputValue(text);
          args.onInputChange?.(text);
        }}
        value={value}
        onChange={(key) => {
          setValue(key);
          args.onChange?.(key);
        }}
      >
        {(country) => <ComboBoxItem id={country.id}>{country.name}</ComboBoxItem>}
      </ComboBox>
      <p>Ships from: {value ?? 'not set'}</p>
    </div>
  );
}

/**
 * Options from a server: the caller filters `items` in `onInputChange`, and `isLoading` shows
 * a spinner while the answer is on its way.
 */
export const AsyncItems: Story = {
  args: { label: 'Ships from', placeholder: 'Type a country' },
  render: (args) => <AsyncCountryField {...(args as ComboBoxProps<Country>)} />,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('combobox', { name: 'Ships from' });
    await userEvent.type(input, 'ne');
    // While the list is open, react-aria hides the rest of the page from screen readers (they
    // hear the count of options instead), so the spinner is found among hidden elements.
    await expect(canvas.getByRole('progressbar', { hidden: true })).toHaveAttribute(
      'aria-label',
      'Loading',
    );
    const listbox = await screen.findByRole('listbox', { name: /Ships from/ });
    await waitFor(() =>
      expect(
        within(listbox)
          .getAllByRole('option')
          .map((option) => option.textContent),
      ).toEqual(['Netherlands', 'New Zealand']),
    );
    await waitFor(() =>
      expect(canvas.queryByRole('progressbar', { hidden: true })).not.toBeInTheDocument(),
    );

    await userEvent.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith('nz');
    await expect(canvas.getByText('Ships from: nz')).toBeVisible();
  },
};

/** Suggestions in titled groups; filtering keeps a group's title while any of it matches. */
export const Sections: Story = {
  args: { label: 'Warehouse', placeholder: undefined },
  render: ({ defaultItems: _defaultItems, children: _children, ...args }) => (
    <ComboBox {...args}>
      <ComboBoxSection title="Europe">
        <ComboBoxItem id="ams">Amsterdam</ComboBoxItem>
        <ComboBoxItem id="dub">Dublin</ComboBoxItem>
      </ComboBoxSection>
      <ComboBoxSection title="Americas">
        <ComboBoxItem id="tor">Toronto</ComboBoxItem>
        <ComboBoxItem id="aus">Austin</ComboBoxItem>
      </ComboBoxSection>
    </ComboBox>
  ),
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByRole('combobox', { name: 'Warehouse' });
    await userEvent.type(input, 'du');
    const listbox = await screen.findByRole('listbox', { name: /Warehouse/ });
    await waitFor(() => expect(within(listbox).getAllByRole('group')).toHaveLength(1));
    const europe = within(listbox).getByRole('group', { name: 'Europe' });
    await expect(within(europe).getByRole('option', { name: 'Dublin' })).toBeInTheDocument();
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith('dub');
  },
};

export const WithDescription: Story = {
  args: { description: 'Where the warehouse ships from.' },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('combobox', { name: 'Country' }),
    ).toHaveAccessibleDescription('Where the warehouse ships from.');
  },
};

export const Invalid: Story = {
  args: {
    defaultInputValue: 'Japan',
    isInvalid: true,
    errorMessage: 'We cannot ship from Japan yet.',
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('combobox', { name: 'Country' });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('We cannot ship from Japan yet.');
  },
};

/** In a form, a required combo box blocks the submit and says what is missing. */
export const Required: Story = {
  args: { isRequired: true, name: 'country', errorMessage: 'Choose a country.' },
  render: function Render(args) {
    const [submitted, setSubmitted] = useState('');
    return (
      <Form
        onSubmit={(event) => {
          event.preventDefault();
          setSubmitted(String(new FormData(event.currentTarget).get('country')));
        }}
      >
        <ComboBox {...args} />
        <Button type="submit">Save</Button>
        <p role="status">{submitted && `Saved ${submitted}`}</p>
      </Form>
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('combobox', { name: 'Country' });
    await expect(input).toBeRequired();
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(await canvas.findByText('Choose a country.')).toBeVisible();
    await expect(input).toHaveAccessibleDescription('Choose a country.');
    await expect(input).toHaveFocus();

    await userEvent.type(input, 'Spa');
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(canvas.getByRole('status')).toHaveTextContent('Saved es');
    await expect(canvas.queryByText('Choose a country.')).not.toBeInTheDocument();
  },
};

export const ReadOnly: Story = {
  args: { defaultValue: 'ca', isReadOnly: true },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('combobox', { name: 'Country' });
    await expect(input).toHaveValue('Canada');
    await expect(input).toHaveAttribute('readonly');
    await userEvent.type(input, 'x{ArrowDown}');
    await expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    await expect(args.onChange).not.toHaveBeenCalled();
    await expect(canvas.queryByRole('button')).not.toBeInTheDocument();
  },
};

export const Disabled: Story = {
  args: { defaultValue: 'ca', isDisabled: true },
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByRole('combobox', { name: 'Country' });
    await expect(input).toBeDisabled();
    await userEvent.type(input, 'x');
    await expect(input).toHaveValue('Canada');
    await expect(args.onInputChange).not.toHaveBeenCalledWith('Canadax');
  },
};

export const DarkTheme: Story = {
  globals: { theme: 'dark' },
  args: { description: 'Where the warehouse ships from.' },
  play: async ({ canvasElement }) => {
    await userEvent.type(
      within(canvasElement).getByRole('combobox', { name: 'Country' }),
      'United',
    );
    const listbox = await screen.findByRole('listbox');
    await expect(listbox.closest('[data-ms-theme]')).toHaveAttribute('data-ms-theme', 'dark');
  },
};
