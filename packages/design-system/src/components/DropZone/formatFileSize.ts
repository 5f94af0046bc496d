const units = ['byte', 'kilobyte', 'megabyte', 'gigabyte'] as const;

/** A file's size for people, in the locale's words: `12 kB`, `1.4 MB`. Decimal units, as macOS. */
export function formatFileSize(bytes: number, locale: string): string {
  let value = bytes;
  let unit = 0;
  while (value >= 1000 && unit < units.length - 1) {
    value /= 1000;
    unit += 1;
  }
  return new Intl.NumberFormat(locale, {
    style: 'unit',
    unit: units[unit],
    unitDisplay: 'short',
    maximumFractionDigits: unit === 0 ? 0 : 1,
  }).format(value);
}
