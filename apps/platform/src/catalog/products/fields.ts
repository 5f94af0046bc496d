/** How a `products` column is stored in SQLite and written in JSON. */
export type Kind = 'int' | 'number' | 'string' | 'bool' | 'json' | 'int?' | 'string?';

/**
 * The product model's fields (`product_Full`), in the documents' order, each read from the
 * column of the same name. `custom_url` is the one object and is assembled separately.
 */
const fields: ReadonlyArray<readonly [name: string, kind: Kind]> = [
  ['id', 'int'],
  ['name', 'string'],
  ['type', 'string'],
  ['sku', 'string'],
  ['description', 'string'],
  ['weight', 'number'],
  ['width', 'number'],
  ['depth', 'number'],
  ['height', 'number'],
  ['price', 'number'],
  ['cost_price', 'number'],
  ['retail_price', 'number'],
  ['sale_price', 'number'],
  ['map_price', 'number'],
  ['tax_class_id', 'int'],
  ['product_tax_code', 'string'],
  ['calculated_price', 'number'],
  ['categories', 'json'],
  ['brand_id', 'int'],
  ['option_set_id', 'int?'],
  ['option_set_display', 'string'],
  ['inventory_level', 'int'],
  ['inventory_warning_level', 'int'],
  ['inventory_tracking', 'string'],
  ['reviews_rating_sum', 'int'],
  ['reviews_count', 'int'],
  ['total_sold', 'int'],
  ['fixed_cost_shipping_price', 'number'],
  ['is_free_shipping', 'bool'],
  ['is_visible', 'bool'],
  ['is_featured', 'bool'],
  ['related_products', 'json'],
  ['warranty', 'string'],
  ['bin_picking_number', 'string'],
  ['layout_file', 'string'],
  ['upc', 'string'],
  ['mpn', 'string'],
  ['gtin', 'string'],
  ['date_last_imported', 'string?'],
  ['search_keywords', 'string'],
  ['availability', 'string'],
  ['availability_description', 'string'],
  ['gift_wrapping_options_type', 'string'],
  ['gift_wrapping_options_list', 'json'],
  ['sort_order', 'int'],
  ['condition', 'string'],
  ['is_condition_shown', 'bool'],
  ['order_quantity_minimum', 'int'],
  ['order_quantity_maximum', 'int'],
  ['page_title', 'string'],
  ['meta_keywords', 'json'],
  ['meta_description', 'string'],
  ['date_created', 'string'],
  ['date_modified', 'string'],
  ['view_count', 'int'],
  ['preorder_release_date', 'string?'],
  ['preorder_message', 'string'],
  ['is_preorder_only', 'bool'],
  ['is_price_hidden', 'bool'],
  ['price_hidden_label', 'string'],
  ['custom_url', 'string'],
  ['base_variant_id', 'int?'],
  ['open_graph_type', 'string'],
  ['open_graph_title', 'string'],
  ['open_graph_description', 'string'],
  ['open_graph_use_meta_description', 'bool'],
  ['open_graph_use_product_name', 'bool'],
  ['open_graph_use_image', 'bool'],
];

export type ApiProduct = Record<string, unknown>;

/** All product fields' names, in the documents' order. */
export const productFieldNames: readonly string[] = fields.map(([name]) => name);

function convert(value: unknown, kind: Kind): unknown {
  switch (kind) {
    case 'int':
    case 'number':
      return Number(value ?? 0);
    case 'bool':
      return value === 1 || value === true;
    case 'json':
      return typeof value === 'string' ? (JSON.parse(value) as unknown) : [];
    case 'string':
      return typeof value === 'string' ? value : '';
    case 'int?':
      return value === null || value === undefined ? null : Number(value);
    case 'string?':
      return typeof value === 'string' ? value : null;
  }
}

/** The fields a request asks for, and the columns that hold them. */
export interface ProductFieldPlan {
  /** Each field with the position of its column in `columns`. */
  fields: ReadonlyArray<readonly [name: string, kind: Kind, column: number]>;
  /** Column names to select: `id` first, then those of the fields. */
  columns: readonly string[];
}

function planOf(include?: readonly string[], exclude?: readonly string[]): ProductFieldPlan {
  const columns: string[] = [];
  const chosen = fields
    .filter(
      ([name]) =>
        name === 'id' ||
        ((include === undefined || include.includes(name)) && !(exclude?.includes(name) ?? false)),
    )
    .map(([name, kind]) => {
      columns.push(name);
      // `custom_url` is the one object: its flag is read from the next column.
      if (name === 'custom_url') columns.push('custom_url_is_customized');
      return [name, kind, columns.indexOf(name)] as const;
    });
  return { fields: chosen, columns };
}

const plans = new Map<string, ProductFieldPlan>();

/**
 * `include_fields` keeps only the named fields (and always `id`); `exclude_fields` drops some
 * (never `id`). Planned once per combination, so a list selects and converts only those.
 */
export function productFieldPlan(
  include?: readonly string[],
  exclude?: readonly string[],
): ProductFieldPlan {
  const key = `${include?.join(',') ?? '*'}|${exclude?.join(',') ?? ''}`;
  let plan = plans.get(key);
  if (!plan) {
    // Field lists come from clients: keep the memo small.
    if (plans.size >= 200) plans.clear();
    plan = planOf(include, exclude);
    plans.set(key, plan);
  }
  return plan;
}

/**
 * A product as the platform writes it, from the values of the plan's columns (a raw row). The
 * documents show no null for the nullable columns (`base_variant_id` of a product with
 * options, `option_set_id`, dates never set): a product that has none leaves the field out.
 */
export function serializeProduct(values: readonly unknown[], plan: ProductFieldPlan): ApiProduct {
  const product: ApiProduct = {};
  for (const [name, kind, column] of plan.fields) {
    if (name === 'custom_url') {
      product[name] = {
        url: convert(values[column], 'string'),
        is_customized: convert(values[column + 1], 'bool'),
      };
      continue;
    }
    const value = convert(values[column], kind);
    if (value !== null) product[name] = value;
  }
  return product;
}
