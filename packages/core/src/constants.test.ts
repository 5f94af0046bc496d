import { describe, expect, it } from 'vitest';
import {
  categorySearchResultLimit,
  defaultChannelId,
  defaultSorts,
  exportItemLimit,
  fetchLimits,
  historyPolling,
  historyRetentionMs,
  historyRetry,
  imagePreviewExtensions,
  isImagePreviewable,
  loginRedirectDelayMs,
  logoutDelayMs,
  metafieldLimits,
  pageSizes,
  richTextMinHeightPx,
  searchDebounce,
  selectableFiles,
  textOptionLimitDefaults,
  valueInputMaxWidth,
} from './constants.js';

describe('section 9 constants', () => {
  it('limits an export to 150,000 items and keeps history one week', () => {
    expect(exportItemLimit).toBe(150000);
    expect(historyRetentionMs).toBe(604_800_000);
  });

  it('polls imports every 1 s and exports every 5 s, keeping the 1 s export reading', () => {
    expect(historyPolling).toEqual({
      importMs: 1000,
      exportMs: 5000,
      metafieldExportOtherReadingMs: 1000,
    });
  });

  it('retries a failed history read every 20 s (10 s for metafield export), at most 10 times', () => {
    expect(historyRetry).toEqual({
      intervalMs: 20000,
      metafieldExportIntervalMs: 10000,
      maxAttempts: 10,
    });
  });

  it('debounces searches 300 ms, the categories search 200 ms with 5 results, the selector 100 ms', () => {
    expect(searchDebounce).toEqual({
      listMs: 300,
      categorySearchMs: 200,
      multiselectSelectorMs: 100,
    });
    expect(categorySearchResultLimit).toBe(5);
  });

  it('holds the text limits and template option defaults', () => {
    expect(metafieldLimits).toEqual({ namespace: 64, key: 64, description: 255, value: 65535 });
    expect(textOptionLimitDefaults).toEqual({ min: 1, max: 255 });
  });

  it('names channel 1 the default channel', () => {
    expect(defaultChannelId).toBe(1);
  });

  it('gives each list its page sizes and default', () => {
    const sizes = Object.fromEntries(
      Object.entries(pageSizes).map(([list, { options, defaultSize }]) => [
        list,
        [options, defaultSize],
      ]),
    );
    expect(sizes).toEqual({
      metafields: [[10, 25, 50, 100, 250], 10],
      variants: [[25, 50, 100, 250], 250],
      locations: [[25, 50, 100, 250], 25],
      customers: [[25, 50, 100, 250], 25],
      brands: [[25, 50, 100, 250], 25],
      channels: [[25, 50, 100, 250], 25],
      orders: [[25, 50, 100], 25],
      products: [[25, 50, 100, 250], 25],
      categories: [[25, 50, 100, 250], 25],
      selectorModal: [[25, 50, 100, 250], 25],
      customResourcePicker: [[5, 10, 25, 50, 100, 250], 50],
      templates: [[5, 10, 25, 50, 100, 250], 25],
      templateValues: [[25, 50, 100, 250], 50],
      customResources: [[5, 10, 25, 50, 100, 250], 50],
      customResourceFields: [[5, 10, 25, 50, 100, 250], 50],
      customResourceValues: [[25, 50, 100, 250], 50],
    });
    expect(pageSizes.metafields.paging).toBe('client');
    expect(pageSizes.orders.paging).toBe('server');
  });

  it('offers each default among its options', () => {
    for (const { options, defaultSize } of Object.values(pageSizes)) {
      expect(options).toContain(defaultSize);
    }
  });

  it('sorts orders by date_created and products by total_sold, descending', () => {
    expect(defaultSorts).toEqual({
      orders: { column: 'date_created', direction: 'desc' },
      products: { column: 'total_sold', direction: 'desc' },
    });
  });

  it('fetches 250 metafields, 150 templates per record and 999 custom resources', () => {
    expect(fetchLimits).toEqual({
      metafields: 250,
      templatesPerRecord: 150,
      customResources: 999,
      customResourceValueLookups: 999,
    });
    expect(selectableFiles).toEqual({ single: 1, list: 999 });
  });

  it('holds the logout delays and editor sizes', () => {
    expect(logoutDelayMs).toBe(500);
    expect(loginRedirectDelayMs).toBe(2000);
    expect(richTextMinHeightPx).toBe(200);
    expect(valueInputMaxWidth).toBe('26em');
  });
});

describe('isImagePreviewable', () => {
  it('previews png, jpg, jpeg, webp, gif and svg', () => {
    expect(imagePreviewExtensions).toEqual(['png', 'jpg', 'jpeg', 'webp', 'gif', 'svg']);
    for (const name of ['a.png', 'a.jpg', 'a.jpeg', 'a.webp', 'a.gif', 'a.svg']) {
      expect(isImagePreviewable(name)).toBe(true);
    }
  });

  it('ignores the letter case and reads only the last extension', () => {
    expect(isImagePreviewable('Photo.JPG')).toBe(true);
    expect(isImagePreviewable('archive.png.zip')).toBe(false);
  });

  it('does not preview other files or names without an extension', () => {
    expect(isImagePreviewable('manual.pdf')).toBe(false);
    expect(isImagePreviewable('image.tiff')).toBe(false);
    expect(isImagePreviewable('png')).toBe(false);
    expect(isImagePreviewable('')).toBe(false);
  });

  it('reads URLs by their path, without query, fragment or a dot in the host', () => {
    expect(isImagePreviewable('https://cdn.example.com/files/cat.webp?v=3#top')).toBe(true);
    expect(isImagePreviewable('https://cdn.example.com/files/readme')).toBe(false);
    expect(isImagePreviewable('https://example.com/download?name=a.png')).toBe(false);
  });
});
