import { describe, expect, it } from 'vitest';
import { channelSchema } from './channel.js';

describe('channelSchema', () => {
  it('reads a channel with its icon', () => {
    const channel = {
      id: 1,
      name: 'Storefront',
      icon_url: 'https://cdn.example.com/storefront.svg',
      available: true,
    };
    expect(channelSchema.parse({ ...channel, type: 'storefront' })).toEqual(channel);
    expect(channelSchema.parse({ id: 2, name: 'Amazon' })).toEqual({ id: 2, name: 'Amazon' });
  });

  it('names the wrong field', () => {
    expect(
      channelSchema.safeParse({ id: 1, name: 'Storefront', available: 'yes' }).error?.issues[0]
        ?.path,
    ).toEqual(['available']);
  });
});
