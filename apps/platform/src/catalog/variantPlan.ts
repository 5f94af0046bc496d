import type { Random } from '../prng.js';
import type { CatalogItem, OptionSpec } from './families.js';
import type { GeneratedProduct, SeedProduct } from './generateProducts.js';

/** The most variants a product with options gets, and the fewest. */
const MAX_VARIANTS = 6;
const MIN_VARIANTS = 2;

/** A variant, in the `variants` table's column names (ids and option values come later). */
export interface SeedVariant {
  sku: string;
  sku_id: number | null;
  price: number;
  cost_price: number;
  sale_price: number;
  retail_price: number;
  weight: number;
  is_free_shipping: number;
  purchasing_disabled: number;
  purchasing_disabled_message: string;
  upc: string;
  inventory_level: number;
  inventory_warning_level: number;
  bin_picking_number: string;
}

export interface PlannedOption {
  spec: OptionSpec;
  /** The labels this product offers, a run of the spec's values. */
  values: ReadonlyArray<readonly [label: string, code: string]>;
}

export interface VariantPlan {
  /** Changes to the product: stock tracked per variant, or the base variant's UPC. */
  product: Pick<SeedProduct, 'inventory_tracking' | 'inventory_level' | 'upc'>;
  options: PlannedOption[];
  /** Each with the index of its value in each option; none for a base variant. */
  variants: Array<{ values: number[]; variant: SeedVariant }>;
}

const round2 = (value: number): number => Math.round(value * 100) / 100;

/** How many values of the first option a product offers, given the others' counts. */
function firstOptionRange(options: readonly OptionSpec[]): [min: number, max: number] {
  const [first, ...rest] = options;
  const others = rest.reduce((product, option) => product * option.values.length, 1);
  const max = Math.min(first?.values.length ?? 0, Math.floor(MAX_VARIANTS / others));
  return [Math.min(MIN_VARIANTS, max), max];
}

/** A product's expected variant count if it gets options: without and with the stretch. */
function expectedVariants(item: CatalogItem): { usual: number; stretched: number } {
  const options = item.options ?? [];
  if (options.length === 0) return { usual: 1, stretched: 1 };
  const [min, max] = firstOptionRange(options);
  const others = options.slice(1).reduce((product, option) => product * option.values.length, 1);
  return { usual: ((min + max) / 2) * others, stretched: max * others };
}

/**
 * How to reach about `variants` variants in all, every product having at least one (its base
 * variant): `share`, the chance that a product whose item has options gets them, and
 * `stretch`, the chance that such a product offers all the values it can rather than a
 * random number of them, once every product that can have options has them.
 */
export interface VariantMix {
  share: number;
  stretch: number;
}

export function variantMix(products: readonly GeneratedProduct[], variants: number): VariantMix {
  const needed = variants - products.length;
  let usual = 0;
  let stretched = 0;
  for (const { item } of products) {
    const expected = expectedVariants(item);
    usual += expected.usual - 1;
    stretched += expected.stretched - 1;
  }
  if (needed <= 0 || usual <= 0) return { share: 0, stretch: 0 };
  if (needed <= usual) return { share: needed / usual, stretch: 0 };
  return { share: 1, stretch: Math.min(1, (needed - usual) / (stretched - usual || 1)) };
}

/** UPC-A: eleven digits and the check digit. */
export function upcA(body: string): string {
  const digits = [...body].map(Number);
  const sum = digits.reduce((total, digit, index) => total + digit * (index % 2 === 0 ? 3 : 1), 0);
  return `${body}${(10 - (sum % 10)) % 10}`;
}

/** Numbers the store's SKU records and UPCs, in seeding order. */
export class VariantCounters {
  private skus = 0;
  private upcs = 0;
  constructor(private readonly upcPrefix: string) {}
  nextSkuId(): number {
    this.skus += 1;
    return this.skus;
  }
  nextUpc(): string {
    this.upcs += 1;
    return upcA(`0${this.upcPrefix}${String(this.upcs % 1_000_000).padStart(6, '0')}`);
  }
}

function binOf(random: Random): string {
  return `${random.pick(['A', 'B', 'C', 'D'])}${random.int(1, 24)}-${random.int(1, 6)}`;
}

/** Stock per variant: mostly some, a few sold out. */
const stockOf = (random: Random): number => (random.chance(0.1) ? 0 : random.int(1, 60));

function baseVariant(
  random: Random,
  product: SeedProduct,
  upc: string,
): VariantPlan['variants'][number] {
  return {
    values: [],
    variant: {
      sku: product.sku,
      sku_id: null,
      price: product.price,
      cost_price: product.cost_price,
      sale_price: product.sale_price,
      retail_price: product.retail_price,
      weight: product.weight,
      is_free_shipping: product.is_free_shipping,
      purchasing_disabled: 0,
      purchasing_disabled_message: '',
      upc,
      inventory_level: product.inventory_level,
      inventory_warning_level: product.inventory_warning_level,
      bin_picking_number: product.inventory_tracking === 'none' ? '' : binOf(random),
    },
  };
}

/** Every combination of the options' values, the first option varying slowest. */
function combinations(counts: readonly number[]): number[][] {
  return counts.reduce<number[][]>(
    (combos, count) =>
      combos.flatMap((combo) => Array.from({ length: count }, (_, index) => [...combo, index])),
    [[]],
  );
}

/**
 * A product's variants: a base variant for a product without options; for one with options
 * (drawn by `mix`), one variant per combination of the values it offers, priced up the size
 * ladder, with stock tracked per variant when the product tracks stock.
 */
export function planVariants(
  random: Random,
  product: SeedProduct,
  item: CatalogItem,
  mix: VariantMix,
  counters: VariantCounters,
): VariantPlan {
  const withOptions = (item.options ?? []).length > 0 && random.chance(mix.share);
  const hasUpc = random.chance(0.7);
  const specs = item.options ?? [];
  if (!withOptions || specs.length === 0) {
    const upc = hasUpc ? counters.nextUpc() : '';
    return {
      product: {
        inventory_tracking: product.inventory_tracking,
        inventory_level: product.inventory_level,
        upc,
      },
      options: [],
      variants: [baseVariant(random, product, upc)],
    };
  }

  const [min, max] = firstOptionRange(specs);
  const options = specs.map((spec, index): PlannedOption => {
    if (index > 0) return { spec, values: spec.values };
    const offered = random.chance(mix.stretch) ? max : random.int(min, max);
    const start = random.int(0, spec.values.length - offered);
    return { spec, values: spec.values.slice(start, start + offered) };
  });
  const tracked = product.inventory_tracking !== 'none';
  const ratio = (value: number) => (product.price > 0 ? value / product.price : 0);
  const step = specs[0]?.step ?? 0;

  const variants = combinations(options.map((option) => option.values.length)).map((values) => {
    const rung = 1 + step * (values[0] ?? 0);
    const price = rung === 1 ? product.price : round2(Math.round(product.price * rung) - 0.01);
    const codes = values.map((value, index) => options[index]?.values[value]?.[1] ?? '');
    const disabled = random.chance(0.03);
    const variant: SeedVariant = {
      sku: [product.sku, ...codes].join('-'),
      sku_id: counters.nextSkuId(),
      price,
      cost_price: round2(price * ratio(product.cost_price)),
      sale_price:
        product.sale_price > 0 ? round2(Math.floor(price * ratio(product.sale_price)) + 0.99) : 0,
      retail_price: product.retail_price > 0 ? Math.round(price * ratio(product.retail_price)) : 0,
      weight: round2(product.weight * rung),
      is_free_shipping: price >= 150 ? 1 : 0,
      purchasing_disabled: disabled ? 1 : 0,
      purchasing_disabled_message: disabled ? 'Back in stock soon' : '',
      upc: hasUpc ? counters.nextUpc() : '',
      inventory_level: tracked ? stockOf(random) : 0,
      inventory_warning_level: tracked ? product.inventory_warning_level : 0,
      bin_picking_number: tracked ? binOf(random) : '',
    };
    // A sale price is always below the price, however the ladder rounds.
    if (variant.sale_price >= variant.price) variant.sale_price = round2(variant.price * 0.8);
    return { values, variant };
  });

  return {
    product: {
      inventory_tracking: tracked ? 'variant' : 'none',
      inventory_level: variants.reduce((sum, { variant }) => sum + variant.inventory_level, 0),
      upc: '',
    },
    options,
    variants,
  };
}
