import { familyOfCategories } from '../families.js';

const escapeXml = (text: string): string =>
  text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function categoriesOf(json: string): number[] {
  try {
    const parsed: unknown = JSON.parse(json);
    return Array.isArray(parsed) ? parsed.filter((v): v is number => typeof v === 'number') : [];
  } catch {
    return [];
  }
}

/** "Linen Apron — Sage" → "LA": the words before the colour. */
function initials(name: string): string {
  const words = (name.split(' — ')[0] ?? name).split(/\s+/).filter((word) => word !== '');
  return words
    .slice(0, 2)
    .map((word) => word.charAt(0).toUpperCase())
    .join('');
}

/**
 * A square placeholder "photo" for a product image: the family's colour, the product's
 * initials, and a `<title>` so that it reads as an image of that product to assistive
 * technology (`role="img"` with `aria-labelledby`).
 */
export function productImageSvg(input: {
  imageId: number;
  productName: string;
  categoriesJson: string;
  size: number;
}): string {
  const { imageId, productName, categoriesJson, size } = input;
  const color = familyOfCategories(categoriesOf(categoriesJson))?.color ?? '#5f6b7a';
  const titleId = `product-image-${imageId}-title`;
  const label = escapeXml(productName);
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 500 500" role="img" aria-labelledby="${titleId}">`,
    `<title id="${titleId}">${label}</title>`,
    `<rect width="500" height="500" fill="${color}"/>`,
    `<circle cx="250" cy="215" r="120" fill="#ffffff" fill-opacity="0.18"/>`,
    `<text x="250" y="250" text-anchor="middle" font-family="Helvetica, Arial, sans-serif" font-size="110" font-weight="700" fill="#ffffff" aria-hidden="true">${escapeXml(initials(productName))}</text>`,
    `<text x="250" y="430" text-anchor="middle" font-family="Helvetica, Arial, sans-serif" font-size="26" fill="#ffffff" fill-opacity="0.9" aria-hidden="true">${label}</text>`,
    `</svg>`,
  ].join('');
}
