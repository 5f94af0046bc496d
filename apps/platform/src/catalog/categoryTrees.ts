import { families, GIFTS_CATEGORY } from './families.js';

/** A category as written by hand; ids are given out by `categoryLayout.ts`. */
export interface CategorySpec {
  name: string;
  /** Only for the categories the product generator names (the families and the gift guide). */
  id?: number;
  /** Nouns of catalogue items (`catalog/families.ts`) whose products are listed here. */
  items?: readonly string[];
  /** Gift guide price bands: products in the guide priced in [min, max). */
  priceBand?: readonly [min: number, max: number];
  /** The sale category, where every product with a sale price is listed too. */
  sale?: true;
  hidden?: true;
  description?: string;
  children?: readonly CategorySpec[];
}

export interface TreeSpec {
  id: number;
  name: string;
  channels: readonly number[];
  categories: readonly CategorySpec[];
}

/** Category names for item nouns, as a shop writes them. */
export const pluralOf: Readonly<Record<string, string>> = {
  Apron: 'Aprons',
  Tee: 'Tees',
  Hoodie: 'Hoodies',
  Scarf: 'Scarves',
  Beanie: 'Beanies',
  Skillet: 'Skillets',
  'Mixing Bowl': 'Mixing Bowls',
  'Cutting Board': 'Cutting Boards',
  'Pour-Over Kettle': 'Kettles',
  'Tea Towel': 'Tea Towels',
  'Camp Mug': 'Camp Mugs',
  Daypack: 'Daypacks',
  Tarp: 'Tarps',
  Headlamp: 'Headlamps',
  Hammock: 'Hammocks',
  'Two-Person Tent': 'Tents',
  'Throw Blanket': 'Throw Blankets',
  'Table Lamp': 'Table Lamps',
  'Cushion Cover': 'Cushion Covers',
  Vase: 'Vases',
  Candle: 'Candles',
  Notebook: 'Notebooks',
  'Fountain Pen': 'Fountain Pens',
  'Desk Organiser': 'Desk Organisers',
  'Washi Tape': 'Washi Tape',
  Planner: 'Planners',
  'Bath Towel': 'Bath Towels',
  'Soap Bar': 'Soap Bars',
  'Bath Mat': 'Bath Mats',
  'Body Brush': 'Body Brushes',
};

const leaf = (...nouns: string[]): CategorySpec[] =>
  nouns.map((noun) => ({ name: pluralOf[noun] ?? noun, items: [noun] }));

const family = (key: string, children: CategorySpec[]): CategorySpec => {
  const found = families.find((f) => f.key === key);
  if (!found) throw new Error(`no product family ${key}`);
  return {
    id: found.categoryId,
    name: found.categoryName,
    description: found.blurb,
    children,
  };
};

/** The default storefront's tree: where every product is listed. */
const storefront: TreeSpec = {
  id: 1,
  name: 'Storefront',
  channels: [1],
  categories: [
    family('apparel', [
      { name: 'Tops', children: leaf('Tee', 'Hoodie') },
      { name: 'Workwear', children: leaf('Apron') },
      { name: 'Accessories', children: leaf('Scarf', 'Beanie') },
    ]),
    family('kitchen', [
      { name: 'Cookware', children: leaf('Skillet', 'Pour-Over Kettle') },
      { name: 'Prep & Baking', children: leaf('Mixing Bowl', 'Cutting Board') },
      { name: 'Kitchen Linens', children: leaf('Tea Towel') },
    ]),
    family('outdoor', [
      { name: 'Camp Kitchen', children: leaf('Camp Mug') },
      { name: 'Packs', children: leaf('Daypack') },
      { name: 'Shelter', children: leaf('Tarp', 'Hammock', 'Two-Person Tent') },
      { name: 'Lighting', children: leaf('Headlamp') },
    ]),
    family('home', [
      { name: 'Living Room', children: leaf('Throw Blanket', 'Cushion Cover') },
      { name: 'Lighting', children: leaf('Table Lamp') },
      { name: 'Decor', children: leaf('Vase', 'Candle') },
    ]),
    family('stationery', [
      { name: 'Paper Goods', children: leaf('Notebook', 'Planner', 'Washi Tape') },
      { name: 'Writing', children: leaf('Fountain Pen') },
      { name: 'Desk', children: leaf('Desk Organiser') },
    ]),
    family('bath', [
      { name: 'Towels', children: leaf('Bath Towel') },
      { name: 'Bath Accessories', children: leaf('Bath Mat', 'Body Brush') },
      { name: 'Body Care', children: leaf('Soap Bar') },
    ]),
    {
      id: GIFTS_CATEGORY.id,
      name: GIFTS_CATEGORY.name,
      description: 'Thoughtful things for the people on your list.',
      children: [
        {
          name: 'Gifts by Price',
          children: [
            { name: 'Under $25', priceBand: [0, 25] },
            { name: '$25 to $50', priceBand: [25, 50] },
            { name: '$50 to $100', priceBand: [50, 100] },
            { name: '$100 and Up', priceBand: [100, Number.POSITIVE_INFINITY] },
          ],
        },
        {
          name: 'Gifts by Recipient',
          children: [
            { name: 'For the Cook' },
            { name: 'For the Camper' },
            { name: 'For the Writer' },
            { name: 'For the Host' },
          ],
        },
      ],
    },
    {
      name: 'Sale',
      sale: true,
      description: 'Last chance to pick up favourites at a lower price.',
      children: [
        { name: 'Final Reductions', children: [{ name: 'Apparel Clearance' }] },
        {
          name: 'Seasonal Sales',
          hidden: true,
          children: [
            { name: 'Summer Sale', hidden: true },
            { name: 'Winter Sale', hidden: true },
          ],
        },
      ],
    },
    { name: 'New Arrivals', description: 'Fresh from the workshop.' },
    {
      name: 'Collections',
      children: [
        {
          name: 'By Season',
          children: [
            { name: 'Spring' },
            { name: 'Summer' },
            { name: 'Autumn' },
            { name: 'Winter' },
          ],
        },
        {
          name: 'The Edits',
          children: [
            { name: 'The Cabin Edit' },
            { name: 'The Slow Morning Edit' },
            { name: 'The Studio Edit', hidden: true },
          ],
        },
      ],
    },
  ],
};

/** The wholesale channel's tree: the same families, sold by the case. */
const wholesale: TreeSpec = {
  id: 2,
  name: 'Wholesale',
  channels: [3],
  categories: [
    ...families.map((f): CategorySpec => ({
      name: f.categoryName,
      children: [
        { name: 'Case Packs', children: leaf(...f.items.map((item) => item.noun)) },
        { name: 'Starter Assortments' },
      ],
    })),
    {
      name: 'Merchandising',
      children: [
        {
          name: 'Displays',
          children: [
            { name: 'Counter Displays' },
            { name: 'Floor Stands' },
            { name: 'Shelf Talkers' },
          ],
        },
        { name: 'Samples', children: [{ name: 'Swatch Cards' }, { name: 'Tester Kits' }] },
      ],
    },
    {
      name: 'Reorder Essentials',
      children: [{ name: 'Best Sellers' }, { name: 'Core Range' }],
    },
  ],
};

/** The marketplace channel's tree, in the style of a shopping feed's taxonomy. */
const marketplace: TreeSpec = {
  id: 3,
  name: 'Marketplace',
  channels: [2],
  categories: [
    {
      name: 'Apparel & Accessories',
      children: [
        { name: 'Clothing', children: [{ name: 'Shirts & Tops' }, { name: 'Sweatshirts' }] },
        {
          name: 'Clothing Accessories',
          children: [{ name: 'Scarves & Shawls' }, { name: 'Hats' }],
        },
        { name: 'Workwear', children: [{ name: 'Aprons' }] },
      ],
    },
    {
      name: 'Home & Garden',
      children: [
        {
          name: 'Kitchen & Dining',
          children: [
            { name: 'Cookware' },
            { name: 'Kitchen Tools & Utensils' },
            { name: 'Tableware' },
            { name: 'Kitchen Linens' },
          ],
        },
        {
          name: 'Decor',
          children: [
            { name: 'Vases' },
            { name: 'Candles' },
            { name: 'Throw Pillows' },
            { name: 'Throws' },
          ],
        },
        { name: 'Lighting', children: [{ name: 'Lamps' }] },
        {
          name: 'Bathroom Accessories',
          children: [{ name: 'Bath Towels' }, { name: 'Bath Mats' }, { name: 'Bath Brushes' }],
        },
      ],
    },
    {
      name: 'Sporting Goods',
      children: [
        {
          name: 'Camping & Hiking',
          children: [
            { name: 'Tents' },
            { name: 'Hammocks' },
            { name: 'Tarps' },
            { name: 'Headlamps' },
            { name: 'Backpacks' },
            { name: 'Camp Drinkware' },
          ],
        },
      ],
    },
    {
      name: 'Office Supplies',
      children: [
        { name: 'Paper Products', children: [{ name: 'Notebooks' }, { name: 'Planners' }] },
        { name: 'Writing Instruments', children: [{ name: 'Fountain Pens' }] },
        { name: 'Desk Organization', children: [{ name: 'Desk Organizers' }] },
      ],
    },
    {
      name: 'Health & Beauty',
      children: [{ name: 'Personal Care', children: [{ name: 'Bar Soap' }] }],
    },
    {
      name: 'Arts & Crafts',
      children: [{ name: 'Craft Supplies', children: [{ name: 'Decorative Tape' }] }],
    },
  ],
};

/** One tree per channel (`CHANNEL_IDS`); tree 1, on channel 1, is the default tree. */
export const categoryTrees: readonly TreeSpec[] = [storefront, wholesale, marketplace];
