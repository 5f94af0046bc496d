/*
 * Cell values as the text a CSV file would hold (ADR 0031).
 */

/**
 * A number as its shortest round-trip decimal (JavaScript's own: 0.1 stays "0.1"), written out
 * in full where JavaScript would use an exponent (1e21, 1e-7): a CSV reader expects digits.
 */
export function numberText(value: number): string {
  const text = String(value);
  if (!Number.isFinite(value)) return text;
  const match = /^(-?)(\d)(?:\.(\d+))?e([+-]\d+)$/.exec(text);
  if (!match) return text;
  const [, sign = '', head = '', tail = '', exponentText = '0'] = match;
  const digits = head + tail;
  const point = 1 + Number(exponentText);
  const whole =
    point <= 0
      ? `0.${'0'.repeat(-point)}${digits}`
      : point >= digits.length
        ? digits + '0'.repeat(point - digits.length)
        : `${digits.slice(0, point)}.${digits.slice(point)}`;
  return sign + whole;
}

const two = (value: number) => String(value).padStart(2, '0');

/**
 * A date cell as ISO 8601: `YYYY-MM-DD`, with `THH:mm:ssZ` when it holds a time. exceljs gives
 * a workbook's dates (which have no zone) as that wall time in UTC.
 */
export function dateText(value: Date): string {
  const day = `${value.getUTCFullYear()}-${two(value.getUTCMonth() + 1)}-${two(value.getUTCDate())}`;
  const seconds = Math.round((value.getTime() % 86_400_000) / 1000);
  if (seconds === 0) return day;
  const time = `${two(value.getUTCHours())}:${two(value.getUTCMinutes())}:${two(value.getUTCSeconds())}`;
  return `${day}T${time}Z`;
}
