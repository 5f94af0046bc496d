import type { SeedContext } from '../seedContext.js';
import { seedBrands } from './seedBrands.js';
import { seedCategories } from './seedCategories.js';
import { seedProducts } from './seedProducts.js';

/** Brands, category trees and their categories, products with images, and variants. */
export function seedCatalog(context: SeedContext): void {
  seedBrands(context);
  seedCategories(context);
  seedProducts(context);
}
