/** "Bouclé Cushion Cover — Dove" → "boucle-cushion-cover-dove": URL paths of the storefront. */
export function slug(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}
