import { expect, test } from '@playwright/test';

declare global {
  interface Window {
    cspViolations: string[];
  }
}

test('the app runs under its Content-Security-Policy without a single violation', async ({
  page,
}) => {
  // Both ways a browser tells of a refused script, style, image, font or connection.
  const reports: string[] = [];
  page.on('console', (message) => {
    if (/Content[- ]Security[- ]Policy/i.test(message.text())) reports.push(message.text());
  });
  await page.addInitScript(() => {
    window.cspViolations = [];
    document.addEventListener('securitypolicyviolation', (event) => {
      window.cspViolations.push(
        `${event.violatedDirective}: ${event.blockedURI || 'inline'} (${event.sourceFile}:${event.lineNumber})`,
      );
    });
  });

  // The login page (the app sends a stranger there), then the products page it returns to.
  const response = await page.goto('/stores/demo/products');
  const nonce = /script-src 'self' 'nonce-([A-Za-z0-9+/=]{22,})'/.exec(
    response?.headers()['content-security-policy'] ?? '',
  )?.[1];
  expect(nonce).toBeDefined();
  await expect(page).toHaveURL(/\/account\/login$/);
  await page.getByLabel('Email').fill('demo@example.com');
  await page.getByLabel('Password').fill('demo-password');
  await page.getByRole('button', { name: 'Log in' }).click();

  await expect(page).toHaveURL(/\/stores\/demo\/products$/);
  await expect(page.getByRole('heading', { name: 'Products', level: 1 })).toBeVisible();
  const table = page.getByRole('grid', { name: 'Products' });
  await expect(table.getByRole('row')).toHaveCount(26);
  await table.getByRole('columnheader', { name: 'Name' }).click();
  await expect(table.getByRole('row').nth(1).getByRole('rowheader')).toHaveText(/^A/);

  // The style tags styled-components added carry the page's nonce (the browser hides the
  // attribute; the property keeps it) and hold the rules.
  const styles = await page.evaluate(() =>
    Array.from(document.querySelectorAll<HTMLStyleElement>('style[data-styled]'), (style) => ({
      nonce: style.nonce,
      rules: style.sheet?.cssRules.length ?? 0,
    })),
  );
  expect(styles.length).toBeGreaterThan(0);
  for (const style of styles) expect(style).toEqual({ nonce, rules: expect.any(Number) });
  expect(styles.some((style) => style.rules > 0)).toBe(true);

  expect(await page.evaluate(() => window.cspViolations)).toEqual([]);
  expect(reports).toEqual([]);
});
