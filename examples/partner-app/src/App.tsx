import { useState } from 'react';
import { toPlatformQuery, type FilterRule } from '@metafields/core';
import {
  MetafieldForm,
  RuleBuilder,
  TextEditor,
  WidgetsProvider,
  type MetafieldSubmitPlan,
} from '@metafields/widgets';

/** The store's day, for "X days ago" conditions: the platform query never reads the clock. */
const today = new Date().toISOString().slice(0, 10);

/** A saved metafield of a product, as your backend would hand it over. */
const sizeChart = {
  id: 42,
  namespace: 'my_app',
  key: 'size_chart',
  value: '{"size": "M"}',
  description: 'Größen',
  permission_set: 'write',
  date_modified: '2024-05-02T10:30:00+00:00',
} as const;

export function App() {
  const [rule, setRule] = useState<FilterRule>([]);
  const [subtitle, setSubtitle] = useState<string | null>(null);
  const [submitted, setSubmitted] = useState<MetafieldSubmitPlan | null>(null);
  // One query per OR group: run each against the platform's list endpoint, join the results by id.
  const query = rule.length === 0 ? null : toPlatformQuery('orders', rule, { today });

  return (
    // German, loaded by the provider itself; dark; scoped: the tokens and base styles live on
    // the provider's own element (and its overlays' container), never on this page's body.
    <WidgetsProvider locale="de" theme="dark" scoped>
      <main>
        <h1>Partner-App</h1>

        <section aria-labelledby="orders-heading">
          <h2 id="orders-heading">Bestellungen</h2>
          <RuleBuilder resource="orders" value={rule} onChange={setRule} allowOrGroups />
          <h3 id="query-heading">Plattform-Abfrage</h3>
          <pre aria-labelledby="query-heading" data-testid="platform-query">
            {query === null ? '–' : JSON.stringify(query.queries)}
          </pre>
        </section>

        <section aria-labelledby="metafield-heading">
          <h2 id="metafield-heading">Metafeld</h2>
          <MetafieldForm
            value={sizeChart}
            resourceType="products"
            onSubmit={(plan) => {
              setSubmitted(plan);
              return Promise.resolve();
            }}
          />
          <h3 id="submitted-heading">Gesendet</h3>
          <pre aria-labelledby="submitted-heading" data-testid="submitted">
            {submitted === null ? '–' : JSON.stringify(submitted)}
          </pre>
        </section>

        <section aria-labelledby="editor-heading">
          <h2 id="editor-heading">Wert-Editor</h2>
          <TextEditor
            field={{ label: 'Untertitel', contentType: 'text', options: { min: 1, max: 80 } }}
            value={subtitle}
            onChange={setSubtitle}
          />
        </section>
      </main>
    </WidgetsProvider>
  );
}
