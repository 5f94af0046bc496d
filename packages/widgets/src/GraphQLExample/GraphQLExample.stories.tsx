import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { GraphQLExample } from './GraphQLExample.js';
import partnerExample from '../../examples/GraphQLExample.tsx?raw';

const helpHref = 'https://support.example.com/metafields/graphql';

const productQuery = `query ProductMetafield {
  site {
    product(entityId: 123) {
      specs: metafields(namespace: "specs", keys: ["material"]) {
        edges {
          node {
            entityId
            key
            value
          }
        }
      }
    }
  }
}`;

const writeText = fn<(text: string) => Promise<void>>();

/**
 * The test browser may refuse the real clipboard, so a spy stands where it is for the story and
 * is taken away after it.
 */
function installClipboardSpy() {
  writeText.mockReset();
  writeText.mockResolvedValue(undefined);
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
  return () => {
    Reflect.deleteProperty(navigator, 'clipboard');
  };
}

const meta = {
  title: 'Widgets/GraphQLExample',
  component: GraphQLExample,
  tags: ['autodocs'],
  args: { metafield: { resourceType: 'product', namespace: 'specs', key: 'material' } },
  beforeEach: installClipboardSpy,
  decorators: [
    (Story) => (
      <div style={{ maxInlineSize: '40rem' }}>
        <Story />
      </div>
    ),
  ],
  parameters: {
    usage: {
      notes: [
        "The GraphQL example shows the Storefront query that reads a metafield, in a code block with a Copy button: what a template's “View GraphQL” shows, for a developer building the storefront.",
        "Give the metafield's resource type, namespace and key, and a record's id when one is known (a placeholder id otherwise). Orders cannot be read on the storefront: for them it says so and offers `helpHref` instead.",
      ],
      partner: partnerExample,
    },
  },
} satisfies Meta<typeof GraphQLExample>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A product's query reads the namespace under its alias and asks for the key. */
export const Product: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('region', { name: 'Storefront GraphQL query' }),
    ).toBeInTheDocument();
    await expect(
      canvas.getByRole('heading', { level: 3, name: 'Storefront GraphQL query' }),
    ).toBeVisible();
    const code = canvas.getByRole('region', { name: 'GraphQL example' });
    await expect(code.textContent).toBe(productQuery);
    await expect(code).toHaveTextContent(
      'specs: metafields(namespace: "specs", keys: ["material"])',
    );
    await expect(canvas.queryByRole('link')).not.toBeInTheDocument();
  },
};

/** Copy puts exactly the shown query on the clipboard and says "Copied". */
export const Copy: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Copy' }));
    await expect(writeText).toHaveBeenCalledTimes(1);
    await expect(writeText).toHaveBeenCalledWith(productQuery);
    await expect(await canvas.findByRole('button', { name: 'Copied' })).toBeVisible();
  },
};

/** Copy by keyboard: Tab reaches the button, Enter copies. */
export const CopyByKeyboard: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Copy' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(writeText).toHaveBeenCalledTimes(1);
    await expect(writeText.mock.calls[0]?.[0]).toContain('specs: metafields(');
  },
};

/**
 * A namespace that is not a GraphQL name gets core's alias ("2024-specs" reads as
 * "_2024_specs"), while the namespace and key stay as they are in the arguments.
 */
export const AliasFromNamespace: Story = {
  args: { metafield: { resourceType: 'product', namespace: '2024-specs', key: 'fabric.weight' } },
  play: async ({ canvasElement }) => {
    const code = within(canvasElement).getByRole('region', { name: 'GraphQL example' });
    await expect(code).toHaveTextContent(
      '_2024_specs: metafields(namespace: "2024-specs", keys: ["fabric.weight"])',
    );
  },
};

/** A variant is read through its product, with the record ids given. */
export const Variant: Story = {
  args: {
    metafield: {
      resourceType: 'variant',
      namespace: 'shared',
      key: 'size_chart',
      entityId: 31,
      productId: 77,
    },
  },
  play: async ({ canvasElement }) => {
    const code = within(canvasElement).getByRole('region', { name: 'GraphQL example' });
    await expect(code).toHaveTextContent('product(entityId: 77)');
    await expect(code).toHaveTextContent('variants(entityIds: [31])');
    await expect(code).toHaveTextContent(
      'shared: metafields(namespace: "shared", keys: ["size_chart"])',
    );
  },
};

/**
 * Orders cannot be read on the storefront (core's `storefrontExample` gives no query for them):
 * the widget says so and offers the help article instead of a code block.
 */
export const Order: Story = {
  args: {
    metafield: { resourceType: 'order', namespace: 'fulfilment', key: 'gift_note' },
    helpHref,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByText(/Orders cannot be read with the Storefront GraphQL API/),
    ).toBeVisible();
    await expect(canvas.queryByRole('region', { name: 'GraphQL example' })).not.toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: 'Copy' })).not.toBeInTheDocument();
    const link = canvas.getByRole('link', { name: 'Learn more about metafields in GraphQL' });
    await expect(link).toHaveAttribute('href', helpHref);
    await expect(link).toHaveAttribute('target', '_blank');
  },
};

/** The help link can follow any query too. */
export const WithHelpLink: Story = {
  args: { helpHref },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('region', { name: 'GraphQL example' })).toBeInTheDocument();
    await expect(
      canvas.getByRole('link', { name: 'Learn more about metafields in GraphQL' }),
    ).toHaveAttribute('href', helpHref);
  },
};

/** Inside a dialog titled by an h2, the heading can sit a level lower. */
export const HeadingLevel: Story = {
  args: { headingLevel: 4 },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('heading', { level: 4, name: 'Storefront GraphQL query' }),
    ).toBeVisible();
  },
};

/** In Hebrew the text runs right to left while the query keeps left-to-right order. */
export const RightToLeft: Story = {
  globals: { locale: 'he-IL' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const heading = canvas.getByRole('heading', { name: 'Storefront GraphQL query' });
    await waitFor(() => expect(getComputedStyle(heading).direction).toBe('rtl'));
    const code = canvas.getByRole('region', { name: 'GraphQL example' });
    await expect(getComputedStyle(code).direction).toBe('ltr');
    await expect(code).toHaveTextContent(
      'specs: metafields(namespace: "specs", keys: ["material"])',
    );
  },
};
