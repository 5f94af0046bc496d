import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button.js';
import { ZeroResultsPanel } from './ZeroResultsPanel.js';

const meta = {
  title: 'Primitives/ZeroResultsPanel',
  component: ZeroResultsPanel,
  tags: ['autodocs'],
  args: { onRetry: fn() },
  argTypes: {
    isError: { control: 'boolean' },
    isRetrying: { control: 'boolean' },
    title: { control: 'text' },
    description: { control: 'text' },
    headingLevel: { control: 'inline-radio', options: [1, 2, 3, 4, 5, 6] },
    action: { control: false },
  },
  parameters: {
    usage: {
      notes: [
        'The zero-results panel is what a list, table or search shows when it has nothing to show: “No results”, with a description of what to try and an action such as “Clear filters”; or, with `isError`, “Unable to load” and a “Try again” button. For a collection that has never had content, use `EmptyState` with the action that creates the first item.',
        'The error is an alert: screen readers read it as it appears. While a retry runs, `isRetrying` shows progress on the button.',
        "Say what the person can change: “Try another search or clear the filters.” Set `headingLevel` to fit the page's outline.",
      ],
      do: ['Offer to clear filters when filters caused the empty result.'],
      dont: [
        'Show it while the list is still loading.',
        'Say “No results” for a list that failed to load; use `isError`.',
      ],
    },
  },
} satisfies Meta<typeof ZeroResultsPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** With no title of its own, the panel says "No results". */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'No results' })).toBeVisible();
    await expect(canvas.queryByRole('alert')).toBeNull();
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

export const Playground: Story = {
  args: { title: 'No products match “lantern”', description: 'Try another search.' },
};

/** A search with no match, and the way out of it. */
export const NoMatches: Story = {
  args: {
    title: 'No products match “lantern”',
    description: 'Try another search, or clear the filters to see every product.',
    action: <Button variant="secondary">Clear filters</Button>,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { name: 'No products match “lantern”' }),
    ).toBeVisible();
    await expect(canvas.getByText(/clear the filters/)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Clear filters' })).toBeVisible();
  },
};

/** A load error is an alert; without `onRetry` it has no button. */
export const LoadError: Story = {
  args: { isError: true, onRetry: undefined },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const alert = canvas.getByRole('alert');
    await expect(within(alert).getByRole('heading', { name: 'Unable to load' })).toBeVisible();
    await expect(alert).toHaveTextContent('Please try again later');
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

/** The error ignores a title meant for the empty list. */
export const ErrorOverridesTitle: Story = {
  args: { isError: true, title: 'No products match “lantern”', description: 'Try another search.' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Unable to load' })).toBeVisible();
    await expect(canvas.queryByText('Try another search.')).toBeNull();
  },
};

/** "Try again" calls `onRetry`, by pointer or by keyboard. */
export const Retry: Story = {
  args: { isError: true },
  play: async ({ canvasElement, args }) => {
    const retry = within(canvasElement).getByRole('button', { name: 'Try again' });
    await userEvent.click(retry);
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
    retry.blur();
    await userEvent.tab();
    await expect(retry).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onRetry).toHaveBeenCalledTimes(2);
  },
};

/** While the retry is in flight the button keeps its place and ignores presses. */
export const Retrying: Story = {
  args: { isError: true, isRetrying: true },
  play: async ({ canvasElement, args }) => {
    const retry = within(canvasElement).getByRole('button', { name: 'Try again' });
    await expect(retry).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(retry);
    await expect(args.onRetry).not.toHaveBeenCalled();
  },
};

function ProductList({ onRetry }: { onRetry: () => void }) {
  const [isError, setIsError] = useState(true);
  return (
    <section aria-labelledby="products-heading">
      <h2 id="products-heading" style={{ margin: 0 }}>
        Products
      </h2>
      <ZeroResultsPanel
        headingLevel={3}
        isError={isError}
        onRetry={() => {
          onRetry();
          setTimeout(() => setIsError(false), 300);
        }}
        description="Products you add in the store appear here."
      />
    </section>
  );
}

/**
 * A list recovering: the error, a retry, then the list loads with nothing in it. (Not pending
 * here: react-aria announces a pending button through a live message that names the button,
 * and axe would flag that message once the button is gone.)
 */
export const RetryThenEmpty: Story = {
  args: { isError: true },
  render: (args) => <ProductList onRetry={args.onRetry ?? (() => {})} />,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 3, name: 'Unable to load' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
    await waitFor(() =>
      expect(canvas.getByRole('heading', { level: 3, name: 'No results' })).toBeVisible(),
    );
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

export const DarkTheme: Story = {
  globals: { theme: 'dark' },
  args: { isError: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('Unable to load');
  },
};
