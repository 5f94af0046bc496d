import type { ReactNode } from 'react';

/**
 * A partner's page around the design system: its own white background, dark text and serif type,
 * so a story shows what the provider paints and what it leaves to the host.
 */
export function HostPage({ children }: { children: ReactNode }) {
  return (
    <main
      style={{
        boxSizing: 'border-box',
        minBlockSize: '100vh',
        padding: '2rem',
        background: '#ffffff',
        color: '#1a1a1a',
        fontFamily: 'Georgia, serif',
        fontSize: '18px',
      }}
    >
      <h1 style={{ marginBlockStart: 0 }}>Acme partner app</h1>
      <p>The host&apos;s own text, on the host&apos;s own white page.</p>
      {children}
    </main>
  );
}

/** `'#1C1E26'` → `'rgb(28, 30, 38)'`, as `getComputedStyle` reports a colour. */
export function rgb(hex: string): string {
  const [r, g, b] = [1, 3, 5].map((start) => Number.parseInt(hex.slice(start, start + 2), 16));
  return `rgb(${r}, ${g}, ${b})`;
}

const documentProperties = [
  'margin',
  'padding',
  'background-color',
  'color',
  'font-family',
  'font-size',
  'line-height',
] as const;

/** What the design system must not change in a partner's document: body and root styles. */
export function documentStyle(): Record<string, string> {
  const body = getComputedStyle(document.body);
  const root = getComputedStyle(document.documentElement);
  return {
    ...Object.fromEntries(
      documentProperties.map((name) => [`body ${name}`, body.getPropertyValue(name)]),
    ),
    // Storybook's vision simulator writes `filter` on the body as a story renders: not ours.
    'body style attribute': (document.body.getAttribute('style') ?? '').replace(
      /filter:[^;]*;?\s*/,
      '',
    ),
    ':root --ms-color-text': root.getPropertyValue('--ms-color-text'),
    ':root --ms-space-200': root.getPropertyValue('--ms-space-200'),
    ':root color-scheme': root.getPropertyValue('color-scheme'),
  };
}
