import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { pageSizes, type FilterRule } from '@metafields/core';
import { Button, Inline, Stack } from '@metafields/design-system';
import { ListPagination } from '../ListPagination/index.js';
import { RuleBuilder } from '../RuleBuilder/index.js';
import { reach } from '../RuleBuilder/testing/ruleBuilderStorySteps.js';
import { WidgetsProvider, type WidgetsProviderProps } from './WidgetsProvider.js';
import partnerExample from '../../examples/WidgetsProvider.tsx?raw';

/**
 * A partner's screen: the rule builder (core's and its own messages) and the list paging (the
 * design system's). Its state lives inside the provider, so a provider that unmounted its
 * children while a language loads would lose it.
 */
function PartnerScreen() {
  const [rule, setRule] = useState<FilterRule>([]);
  const [page, setPage] = useState(1);
  return (
    <Stack gap="400">
      <RuleBuilder resource="orders" value={rule} onChange={setRule} />
      <ListPagination
        page={page}
        pageSize={25}
        total={51}
        pageSizes={pageSizes.orders}
        onPageChange={setPage}
        onPageSizeChange={() => setPage(1)}
      />
    </Stack>
  );
}

/** The host switches the language, as a partner's own language menu would. */
function LanguageSwitch(args: WidgetsProviderProps) {
  const [locale, setLocale] = useState(args.locale);
  return (
    <Stack gap="400">
      <Inline gap="200">
        <Button onPress={() => setLocale('de')}>Deutsch</Button>
        <Button onPress={() => setLocale('fr')}>Français</Button>
      </Inline>
      <WidgetsProvider {...args} locale={locale}>
        <PartnerScreen />
      </WidgetsProvider>
    </Stack>
  );
}

const meta = {
  title: 'Widgets/WidgetsProvider',
  component: WidgetsProvider,
  tags: ['autodocs'],
  args: { locale: 'de', theme: 'light' },
  render: (args) => (
    <WidgetsProvider {...args}>
      <PartnerScreen />
    </WidgetsProvider>
  ),
  parameters: {
    usage: {
      notes: [
        'The widgets provider is the root a partner app renders the widgets under: the design system\'s provider (theme, locale and direction, routing) that also loads the messages of its `locale`. `locale="de"` is all it takes for German.',
        "Each package ships its own catalogues, one module per language, so a bundle holds only the languages it loads: `loadMessages(locale)` answers core's, the design system's and the widgets' messages merged. Give them as `messages` to skip the provider's own loading, such as on a server.",
        'While the first language other than English loads, the provider renders nothing: never a flash of English. A later change of language keeps the current one on screen, and every widget’s state, until the new one is in.',
      ],
      do: ['Pass BCP 47 tags: `de`, `de-AT`, `pt-BR`, `zh-CN`, `sv`, `uk`.'],
      dont: [
        "Copy the app's `locales/*.json`: the packages' catalogues hold exactly the messages the widgets show.",
      ],
      partner: partnerExample,
    },
  },
} satisfies Meta<typeof WidgetsProvider>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * `locale="de"` and nothing else: the rule builder, core's texts within it and the design
 * system's paging speak German.
 */
export const German: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const show = await canvas.findByRole('button', { name: 'Bestellungen filtern' });
    await expect(canvas.getByText('Seite 1 von 3')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Nächste Seite' })).toBeVisible();
    await expect(show.closest('[lang]')).toHaveAttribute('lang', 'de');

    await reach(show);
    await userEvent.keyboard('{Enter}');
    const condition = await canvas.findByRole('group', { name: 'Bedingung 1 von Gruppe 1' });
    await expect(within(condition).getByRole('button', { name: /Feld$/ })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Alle Filter entfernen' })).toBeVisible();
  },
};

/** English needs no catalogue: the widgets show at once, in their English defaults. */
export const English: Story = {
  args: { locale: 'en-US' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Filter orders' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Next page' })).toBeVisible();
  },
};

/**
 * A language the interface does not speak (Norwegian Bokmål) shows English texts, with the
 * locale's own number formats.
 */
export const UnknownLanguage: Story = {
  args: { locale: 'nb-NO' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Filter orders' })).toBeVisible();
    await expect(canvas.getByText('Page 1 of 3')).toBeVisible();
  },
};

/**
 * The host changes the language: the French messages load, and what the person did in German (a
 * rule started) is still there, now in French.
 */
export const LanguageChangeKeepsState: Story = {
  render: (args) => <LanguageSwitch {...args} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await reach(await canvas.findByRole('button', { name: 'Bestellungen filtern' }));
    await userEvent.keyboard('{Enter}');
    await canvas.findByRole('group', { name: 'Bedingung 1 von Gruppe 1' });

    await reach(canvas.getByRole('button', { name: 'Français' }));
    await userEvent.keyboard('{Enter}');
    const condition = await canvas.findByRole('group', { name: 'Condition 1 du groupe 1' });
    await expect(within(condition).getByRole('button', { name: /Champ$/ })).toBeVisible();
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: 'Page suivante' })).toBeVisible(),
    );
    await expect(condition.closest('[lang]')).toHaveAttribute('lang', 'fr');
  },
};
