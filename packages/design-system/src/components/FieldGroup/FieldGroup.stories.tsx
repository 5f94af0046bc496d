import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { DesignSystemProvider } from '../../provider/DesignSystemProvider.js';
import { Checkbox } from '../Checkbox/Checkbox.js';
import { NumberField } from '../NumberField/NumberField.js';
import { Radio } from '../RadioGroup/Radio.js';
import { RadioGroup } from '../RadioGroup/RadioGroup.js';
import { SearchField } from '../SearchField/SearchField.js';
import { Switch } from '../Switch/Switch.js';
import { TextArea } from '../TextArea/TextArea.js';
import { TextField } from '../TextField/TextField.js';
import { FieldGroup } from './FieldGroup.js';

const meta = {
  title: 'Primitives/FieldGroup',
  component: FieldGroup,
  tags: ['autodocs'],
  args: { title: 'Shipping' },
  argTypes: {
    title: { control: 'text' },
    description: { control: 'text' },
    columns: { control: 'inline-radio', options: [1, 2] },
  },
  render: (args) => (
    <FieldGroup {...args}>
      <NumberField label="Weight (kg)" formatOptions={{ maximumFractionDigits: 2 }} />
      <TextField label="Harmonized tariff code" />
      <NumberField label="Width (cm)" />
      <NumberField label="Height (cm)" />
      <Checkbox style={{ gridColumn: '1 / -1' }}>Ships separately</Checkbox>
    </FieldGroup>
  ),
  parameters: {
    usage: {
      notes: [
        'A field group is a titled set of related fields, such as “Shipping” or “Inventory”, drawn as a `<fieldset>` with a `<legend>`: screen readers say the title when focus enters any field inside. For a single question with several answers use `CheckboxGroup` or `RadioGroup` instead.',
        '`columns={2}` sets short fields side by side when the group is at least 36rem wide and stacks them when narrower; a long field spans both columns. Keep one column for fields that are read in order.',
        "Put help that applies to every field in the group's `description`, and field-specific help in each field's own description.",
      ],
      do: [
        "Group fields people think of together (an address, a size's width and height).",
        'Keep titles short nouns: “Dimensions”, “Visibility”.',
      ],
      dont: [
        'Wrap a single field in a group.',
        "Pair fields in two columns when one depends on the other's answer.",
      ],
    },
  },
} satisfies Meta<typeof FieldGroup>;

export default meta;
type Story = StoryObj<typeof meta>;

function top(element: HTMLElement) {
  return element.getBoundingClientRect().top;
}

/** A named group: screen readers announce "Shipping" on entering any of its fields. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const group = canvas.getByRole('group', { name: 'Shipping' });
    await expect(group.tagName).toBe('FIELDSET');
    await expect(within(group).getByRole('textbox', { name: 'Weight (kg)' })).toBeVisible();
    // One column: each field starts below the one before.
    const weight = canvas.getByRole('textbox', { name: 'Weight (kg)' });
    const tariff = canvas.getByRole('textbox', { name: 'Harmonized tariff code' });
    await expect(top(tariff)).toBeGreaterThan(top(weight));
  },
};

export const Playground: Story = {
  args: {
    description: 'Used to quote carrier rates at checkout.',
    columns: 2,
  },
};

export const WithDescription: Story = {
  args: { description: 'Used to quote carrier rates at checkout.' },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('group', { name: 'Shipping' }),
    ).toHaveAccessibleDescription('Used to quote carrier rates at checkout.');
  },
};

/** Two columns where there is room; a field can span both. */
export const TwoColumns: Story = {
  args: { columns: 2 },
  decorators: [
    (Story) => (
      <div style={{ inlineSize: '44rem' }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const weight = canvas.getByText('Weight (kg)');
    const tariff = canvas.getByText('Harmonized tariff code');
    const width = canvas.getByText('Width (cm)');
    await expect(Math.abs(top(weight) - top(tariff))).toBeLessThan(1);
    await expect(tariff.getBoundingClientRect().left).toBeGreaterThan(
      weight.getBoundingClientRect().right,
    );
    await expect(top(width)).toBeGreaterThan(top(weight));
  },
};

/** The same two-column group in a narrow panel stacks its fields in one column. */
export const CollapsesWhenNarrow: Story = {
  args: { columns: 2 },
  decorators: [
    (Story) => (
      <div style={{ inlineSize: '20rem' }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const weight = canvas.getByText('Weight (kg)');
    const tariff = canvas.getByText('Harmonized tariff code');
    await expect(top(tariff)).toBeGreaterThan(top(weight));
    await expect(
      Math.abs(tariff.getBoundingClientRect().left - weight.getBoundingClientRect().left),
    ).toBeLessThan(1);
  },
};

/** Groups nest: a form of several titled sections. */
export const Sections: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: '2rem', maxInlineSize: '44rem' }}>
      <FieldGroup title="Product" columns={2}>
        <TextField label="Name" isRequired />
        <TextField label="SKU" />
        <TextArea
          label="Description"
          rows={3}
          maxLength={500}
          showCharacterCount
          style={{ gridColumn: '1 / -1' }}
        />
      </FieldGroup>
      <FieldGroup title="Inventory" columns={2}>
        <NumberField label="Quantity" minValue={0} />
        <NumberField label="Reorder point" minValue={0} />
        <Switch style={{ gridColumn: '1 / -1' }}>Allow backorders</Switch>
      </FieldGroup>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const inventory = canvas.getByRole('group', { name: 'Inventory' });
    await expect(within(inventory).getByRole('switch', { name: 'Allow backorders' })).toBeVisible();
    await expect(
      within(canvas.getByRole('group', { name: 'Product' })).getByRole('textbox', {
        name: 'Description',
      }),
    ).toBeVisible();
  },
};

/**
 * A Hebrew form under a right-to-left provider: labels, boxes and thumbs sit at the right,
 * and the arrow keys follow the reading direction.
 */
export const RightToLeftForm: Story = {
  decorators: [
    (Story) => (
      <DesignSystemProvider locale="he-IL">
        <div style={{ maxInlineSize: '28rem' }}>
          <Story />
        </div>
      </DesignSystemProvider>
    ),
  ],
  render: () => (
    <FieldGroup title="פרטי משלוח" description="משמש לחישוב תעריפי המשלוח בקופה.">
      <TextField label="שם המוצר" isRequired />
      <NumberField label="משקל (ק״ג)" defaultValue={1.5} step={0.5} />
      <SearchField label="חיפוש מחסן" />
      <RadioGroup label="מהירות משלוח" defaultValue="standard" orientation="horizontal">
        <Radio value="standard">רגיל</Radio>
        <Radio value="express">מהיר</Radio>
      </RadioGroup>
      <Checkbox defaultSelected>נשלח בנפרד</Checkbox>
      <Switch defaultSelected>זמין בחנות</Switch>
      <TextArea label="הערות לשליח" rows={2} />
    </FieldGroup>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const group = canvas.getByRole('group', { name: 'פרטי משלוח' });
    await expect(group.closest('[dir]')).toHaveAttribute('dir', 'rtl');

    // The label starts at the right edge, over the right edge of its input.
    const input = canvas.getByRole('textbox', { name: 'שם המוצר' });
    const label = canvas.getByText('שם המוצר');
    await expect(getComputedStyle(label).direction).toBe('rtl');
    await expect(getComputedStyle(label).textAlign).toBe('start');
    await expect(
      Math.abs(label.getBoundingClientRect().right - input.getBoundingClientRect().right),
    ).toBeLessThan(2);
    // So does the legend, over the group.
    const legend = canvas.getByText('פרטי משלוח');
    await expect(
      Math.abs(legend.getBoundingClientRect().right - group.getBoundingClientRect().right),
    ).toBeLessThan(2);

    // The checkbox's box is at the right of its text.
    const checkboxText = canvas.getByText('נשלח בנפרד');
    const checkboxBox = checkboxText.parentElement?.querySelector('svg')?.parentElement;
    await expect(checkboxBox?.getBoundingClientRect().left).toBeGreaterThan(
      checkboxText.getBoundingClientRect().right - 1,
    );

    // The number's − and + buttons are at its left end, the inline end in Hebrew.
    const number = canvas.getByRole('textbox', { name: 'משקל (ק״ג)' });
    for (const stepper of canvas.getAllByRole('button', { name: /משקל/ })) {
      await expect(stepper.getBoundingClientRect().right).toBeLessThanOrEqual(
        number.getBoundingClientRect().left + 1,
      );
    }

    // In a horizontal radio group, Left moves to the next option in right-to-left text.
    await userEvent.click(canvas.getByText('רגיל'));
    await userEvent.keyboard('{ArrowLeft}');
    await expect(canvas.getByRole('radio', { name: 'מהיר' })).toBeChecked();
  },
};

export const DarkTheme: Story = {
  globals: { theme: 'dark' },
  args: { description: 'Used to quote carrier rates at checkout.', columns: 2 },
};
