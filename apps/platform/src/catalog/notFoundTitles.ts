/** Titles of the 404s of the catalog's resources. */
export const NOT_FOUND = {
  product: 'The requested product was not found.',
  variant: 'The requested variant was not found.',
  brand: 'The requested brand was not found.',
  category: 'The requested category was not found.',
  tree: 'The requested category tree was not found.',
} as const;
