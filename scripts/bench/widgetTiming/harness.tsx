// Runs in Chromium (see ../widgetTiming.mjs): renders the widgets with production React and
// times what a person waits for. Each time runs until the DOM shows the outcome, with layout.
import { emptyCondition, setValue, type FilterRule, type Metafield } from '@metafields/core';
import '@metafields/design-system/fonts.css';
import { DesignSystemProvider, GlobalStyles } from '@metafields/design-system';
import { MetafieldTable, RuleBuilder } from '@metafields/widgets';
import type { ReactNode } from 'react';
import { flushSync } from 'react-dom';
import { createRoot, type Root } from 'react-dom/client';

const runs = 15;
const noop = () => undefined;

function median(times: number[]): number {
  const sorted = [...times].sort((a, b) => a - b);
  return Math.round(sorted[Math.floor(sorted.length / 2)]! * 100) / 100;
}

const nextTask = () =>
  new Promise<void>((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => resolve();
    channel.port2.postMessage(null);
  });

/** ms from `act` until `isDone()` holds (checked after each task), layout included. */
async function timeUntil(act: () => void, isDone: () => boolean): Promise<number> {
  const start = performance.now();
  act();
  for (let tasks = 0; !isDone(); tasks += 1) {
    if (tasks > 10_000) throw new Error('The widget never showed the outcome.');
    await nextTask();
  }
  void document.body.offsetHeight;
  return performance.now() - start;
}

function mount(): { root: Root; host: HTMLElement } {
  const host = document.createElement('div');
  document.getElementById('root')!.append(host);
  return { root: createRoot(host), host };
}

const framed = (children: ReactNode) => (
  <DesignSystemProvider theme="light" locale="en-US">
    <GlobalStyles />
    {children}
  </DesignSystemProvider>
);

const condition = (parts: Partial<typeof emptyCondition>) => ({ ...emptyCondition, ...parts });
/** 10 groups of 5 conditions over orders' number, selection, date and days fields. */
const largeRule: FilterRule = Array.from({ length: 10 }, () => [
  condition({ field: 'total', operator: '>', value: '100' }),
  condition({ field: 'status_id', operator: '==', value: '2' }),
  condition({ field: 'id', operator: '<', value: '900' }),
  condition({ field: 'date_created', operator: '<xdaysago', value: '30' }),
  condition({ field: 'date_modified', operator: '!<date', value: '2024-01-31' }),
]);
// One object across renders, as a host holds it: a new one would re-render every condition.
const selectOptions = {
  status_id: [
    { id: '1', name: 'Pending' },
    { id: '2', name: 'Shipped' },
  ],
};

function ruleBuilder(rule: FilterRule) {
  return framed(
    <RuleBuilder
      resource="orders"
      value={rule}
      onChange={noop}
      allowOrGroups
      selectOptions={selectOptions}
    />,
  );
}

async function timeRuleBuilder() {
  const render: number[] = [];
  const change: number[] = [];
  for (let run = 0; run < runs; run += 1) {
    const { root, host } = mount();
    const conditions = () => host.querySelectorAll('[role="group"][aria-label^="Condition"]');
    render.push(
      await timeUntil(
        () => flushSync(() => root.render(ruleBuilder(largeRule))),
        () => conditions().length === 50,
      ),
    );
    await nextTask();
    const value = String(901 + run);
    const changed = setValue(largeRule, { group: 9, condition: 2 }, value);
    const lastValue = () =>
      conditions()[47]?.querySelector<HTMLInputElement>('input[type="text"], input:not([type])');
    change.push(
      await timeUntil(
        () => flushSync(() => root.render(ruleBuilder(changed))),
        () => lastValue()?.value === value,
      ),
    );
    root.unmount();
    host.remove();
  }
  return { render: median(render), change: median(change) };
}

const words = ['colour', 'size', 'material', 'sku_alias', 'badge', 'rating', 'lead_time'];
/** The 250 metafields of one fetch, 10 on a page (the table's default). */
const metafields: Metafield[] = Array.from({ length: 250 }, (_, index) => {
  const id = 1000 - index;
  return {
    id,
    namespace: ['specs', 'shipping', 'care', 'seo'][index % 4]!,
    key: `${words[index % 7]!}_${id}`,
    value: 'value',
    description: `Generated metafield ${id}`,
    permission_set: index % 3 === 0 ? 'write_and_sf_access' : 'write',
    owner_client_id: 'a1b2c3d4',
    resource_type: 'product',
    resource_id: 111,
    date_created: '2023-06-01T12:00:00+00:00',
    date_modified: new Date(Date.UTC(2024, 0, 1) + ((index * 37) % 250) * 3_600_000).toISOString(),
  } as Metafield;
});

async function timeMetafieldTable() {
  const sort: number[] = [];
  const search: number[] = [];
  for (let run = 0; run < runs; run += 1) {
    const { root, host } = mount();
    const firstKey = () => host.querySelector('tbody tr [role="rowheader"]:nth-of-type(2)');
    const rows = () => host.querySelectorAll('tbody tr');
    await timeUntil(
      () =>
        flushSync(() =>
          root.render(
            framed(
              <MetafieldTable
                metafields={metafields}
                onCreate={noop}
                onEdit={noop}
                onDelete={() => Promise.resolve()}
                onChangeOwner={() => Promise.resolve()}
                changeOwnerLearnMoreHref="https://example.com"
              />,
            ),
          ),
        ),
      () => rows().length === 10,
    );
    await nextTask();
    const header = [...host.querySelectorAll<HTMLElement>('[role="columnheader"]')].find(
      (cell) => cell.textContent === 'Key',
    )!;
    const before = firstKey()?.textContent;
    sort.push(
      await timeUntil(
        () => header.click(),
        () => firstKey()?.textContent !== before,
      ),
    );
    // Sorted by key, the page shows the 'badge' metafields; the search brings in ten others.
    const input = host.querySelector<HTMLInputElement>('input[type="search"]')!;
    const setInputValue = Object.getOwnPropertyDescriptor(
      HTMLInputElement.prototype,
      'value',
    )!.set!;
    search.push(
      await timeUntil(
        () => {
          setInputValue.call(input, 'rating');
          input.dispatchEvent(new Event('input', { bubbles: true }));
        },
        () => [...rows()].every((row) => row.textContent?.includes('rating')),
      ),
    );
    root.unmount();
    host.remove();
  }
  return { sort: median(sort), search: median(search) };
}

declare global {
  interface Window {
    runWidgetTiming: () => Promise<{
      ruleBuilder: { render: number; change: number };
      metafieldTable: { sort: number; search: number };
    }>;
  }
}

window.runWidgetTiming = async () => ({
  ruleBuilder: await timeRuleBuilder(),
  metafieldTable: await timeMetafieldTable(),
});
