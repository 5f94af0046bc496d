import { describe, expect, it, vi } from 'vitest';
import { categoryTreeLoader } from './categoryTreeLoader.js';

const bath = {
  id: 36,
  name: 'Bath',
  url: '/bath/',
  children: [{ id: 37, name: 'Towels', url: '/bath/towels/', children: [] }],
};

const calls = () => ({
  storefrontChannels: vi.fn(async () => [
    { id: 1, name: 'Storefront', icon_url: 'https://example.com/icon.svg' },
    { id: 2, name: 'Outlet' },
  ]),
  channelCategories: vi.fn(async () => [bath]),
});

describe('categoryTreeLoader', () => {
  it('lists the storefront channels, only expandable, the others locked without multistore', async () => {
    const load = categoryTreeLoader(calls(), 'demo', false);
    expect(await load(null)).toEqual([
      {
        id: 'channel:1',
        name: 'Storefront',
        kind: 'channel',
        iconUrl: 'https://example.com/icon.svg',
        hasChildren: true,
        isSelectable: false,
        isLocked: false,
      },
      {
        id: 'channel:2',
        name: 'Outlet',
        kind: 'channel',
        iconUrl: undefined,
        hasChildren: true,
        isSelectable: false,
        isLocked: true,
      },
    ]);
    const multistore = categoryTreeLoader(calls(), 'demo', true);
    expect((await multistore(null)).every((node) => node.isLocked === false)).toBe(true);
  });

  it('reads a channel’s tree once and hands out the children it holds', async () => {
    const api = calls();
    const load = categoryTreeLoader(api, 'demo', true);
    expect(await load('channel:1')).toEqual([
      { id: 'category:36', name: 'Bath', kind: 'category', hasChildren: true },
    ]);
    expect(api.channelCategories).toHaveBeenCalledWith('demo', 1);
    expect(await load('category:36')).toEqual([
      { id: 'category:37', name: 'Towels', kind: 'category', hasChildren: false },
    ]);
    expect(await load('category:37')).toEqual([]);
    expect(api.channelCategories).toHaveBeenCalledTimes(1);
  });
});
