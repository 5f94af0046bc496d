/** The demo store's product families: what the seeder combines into believable products. */

export type Coded = readonly [name: string, code: string];

/** A variant option of an item: its values in storefront order, each with its SKU code. */
export interface OptionSpec {
  name: string;
  type: 'rectangles' | 'dropdown' | 'radio_buttons';
  values: readonly Coded[];
  /** How much dearer (and heavier) each next value is than the one before, as a fraction. */
  step?: number;
}

export interface CatalogItem {
  noun: string;
  code: string;
  materials: readonly Coded[];
  price: readonly [min: number, max: number];
  /** Ounces, the demo store's weight unit. */
  weight: readonly [min: number, max: number];
  /** Options that make variants; products of an item without options are simple. */
  options?: readonly OptionSpec[];
}

export interface Family {
  key: string;
  /** The family's top-level category in the default tree (`catalog/categoryTrees.ts`). */
  categoryId: number;
  categoryName: string;
  brands: ReadonlyArray<readonly [id: number, name: string]>;
  /** Background of the family's generated product images. */
  color: string;
  blurb: string;
  colours: readonly string[];
  items: readonly CatalogItem[];
}

/** Products also listed in the gift guide (a top-level category of the default tree). */
export const GIFTS_CATEGORY = { id: 30, name: 'Gift Guide' } as const;

const SIZES: readonly Coded[] = [
  ['XS', 'XS'],
  ['S', 'S'],
  ['M', 'M'],
  ['L', 'L'],
  ['XL', 'XL'],
  ['XXL', 'XXL'],
];
const size = (values: readonly Coded[], step = 0): OptionSpec => ({
  name: 'Size',
  type: 'rectangles',
  values,
  step,
});

// prettier-ignore
export const families: readonly Family[] = [
  {
    key: 'apparel',
    categoryId: 21,
    categoryName: 'Apparel',
    brands: [[1, 'Fieldhouse'], [2, 'Common Thread'], [13, 'Loom & Loft'], [14, 'Harbour Wool'], [15, 'Kestrel Supply']],
    color: '#4f6d8f',
    blurb: 'Cut for everyday wear and finished by hand in a small workshop.',
    colours: ['Sage', 'Indigo', 'Oat', 'Charcoal', 'Rust', 'Ochre', 'Navy', 'Clay'],
    items: [
      { noun: 'Apron', code: 'APR', materials: [['Linen', 'LIN'], ['Canvas', 'CNV'], ['Denim', 'DNM']], price: [24, 68], weight: [8, 16],
        options: [size([['S/M', 'SM'], ['L/XL', 'LXL']])] },
      { noun: 'Tee', code: 'TEE', materials: [['Organic Cotton', 'COT'], ['Hemp', 'HMP'], ['Linen', 'LIN']], price: [22, 48], weight: [5, 8],
        options: [size(SIZES)] },
      { noun: 'Hoodie', code: 'HOD', materials: [['Fleece', 'FLC'], ['Organic Cotton', 'COT'], ['Merino', 'MER']], price: [58, 140], weight: [16, 28],
        options: [size(SIZES), { name: 'Fit', type: 'radio_buttons', values: [['Regular', 'REG'], ['Relaxed', 'RLX']] }] },
      { noun: 'Scarf', code: 'SCF', materials: [['Merino', 'MER'], ['Cashmere', 'CSH'], ['Linen', 'LIN']], price: [35, 190], weight: [4, 9] },
      { noun: 'Beanie', code: 'BNE', materials: [['Merino', 'MER'], ['Alpaca', 'ALP'], ['Wool', 'WOL']], price: [22, 64], weight: [3, 5] },
    ],
  },
  {
    key: 'kitchen',
    categoryId: 22,
    categoryName: 'Kitchen',
    brands: [[3, 'Hearth & Co.'], [4, 'Ironwood'], [16, 'Copperline'], [17, 'Maple Row'], [18, 'Good Crumb']],
    color: '#b5573a',
    blurb: 'Made to be used daily and to last for decades.',
    colours: ['Matte Black', 'Cream', 'Forest', 'Slate', 'Terracotta', 'Sky'],
    items: [
      { noun: 'Skillet', code: 'SKL', materials: [['Cast Iron', 'CIR'], ['Carbon Steel', 'CST'], ['Enamelled', 'ENM']], price: [39, 189], weight: [60, 140],
        options: [size([['8 in', '08'], ['10 in', '10'], ['12 in', '12'], ['14 in', '14']], 0.2)] },
      { noun: 'Mixing Bowl', code: 'BWL', materials: [['Stoneware', 'STN'], ['Stainless', 'STL'], ['Enamelled', 'ENM']], price: [18, 79], weight: [20, 60],
        options: [size([['Small', 'SML'], ['Medium', 'MED'], ['Large', 'LRG']], 0.25)] },
      { noun: 'Cutting Board', code: 'CBD', materials: [['Walnut', 'WAL'], ['Maple', 'MPL'], ['Acacia', 'ACA']], price: [29, 129], weight: [30, 90],
        options: [size([['Small', 'SML'], ['Medium', 'MED'], ['Large', 'LRG'], ['Extra Large', 'XLG']], 0.3)] },
      { noun: 'Pour-Over Kettle', code: 'KTL', materials: [['Copper', 'COP'], ['Stainless', 'STL'], ['Enamelled', 'ENM']], price: [49, 169], weight: [25, 45],
        options: [{ name: 'Capacity', type: 'rectangles', values: [['0.6 L', '06L'], ['1 L', '10L'], ['1.2 L', '12L']], step: 0.15 }] },
      { noun: 'Tea Towel', code: 'TWL', materials: [['Linen', 'LIN'], ['Waffle Cotton', 'WAF']], price: [9, 24], weight: [2, 4],
        options: [{ name: 'Pack', type: 'dropdown', values: [['Single', 'X1'], ['Set of 2', 'X2'], ['Set of 4', 'X4']], step: 0.8 }] },
    ],
  },
  {
    key: 'outdoor',
    categoryId: 23,
    categoryName: 'Outdoor',
    brands: [[5, 'Northbound'], [6, 'Trailmark'], [19, 'Ridgeline'], [20, 'Switchback'], [21, 'Cairn Gear']],
    color: '#3f7a4a',
    blurb: 'Field-tested on long weekends and longer expeditions.',
    colours: ['Moss', 'Glacier', 'Ember', 'Sand', 'Storm', 'Pine'],
    items: [
      { noun: 'Camp Mug', code: 'MUG', materials: [['Enamel', 'ENM'], ['Titanium', 'TIT'], ['Steel', 'STL']], price: [12, 49], weight: [3, 10],
        options: [{ name: 'Capacity', type: 'rectangles', values: [['8 oz', '08Z'], ['12 oz', '12Z'], ['16 oz', '16Z']], step: 0.15 }] },
      { noun: 'Daypack', code: 'DPK', materials: [['Waxed Canvas', 'WXC'], ['Ripstop', 'RIP'], ['Cordura', 'COR']], price: [69, 229], weight: [18, 40],
        options: [{ name: 'Capacity', type: 'rectangles', values: [['18 L', '18L'], ['24 L', '24L'], ['30 L', '30L']], step: 0.15 }] },
      { noun: 'Tarp', code: 'TRP', materials: [['Ripstop', 'RIP'], ['Silnylon', 'SIL'], ['Canvas', 'CNV']], price: [49, 249], weight: [12, 60],
        options: [size([['2 × 2 m', '2X2'], ['3 × 3 m', '3X3'], ['4 × 4 m', '4X4']], 0.35)] },
      { noun: 'Headlamp', code: 'HLP', materials: [['Aluminium', 'ALU'], ['Polymer', 'PLY']], price: [24, 89], weight: [2, 6] },
      { noun: 'Hammock', code: 'HMK', materials: [['Parachute Nylon', 'PNY'], ['Cotton', 'COT']], price: [39, 149], weight: [14, 40],
        options: [size([['Single', 'SGL'], ['Double', 'DBL']], 0.3)] },
      { noun: 'Two-Person Tent', code: 'TNT', materials: [['Ultralight', 'ULT'], ['Four-Season', 'FSN']], price: [189, 499], weight: [40, 110] },
    ],
  },
  {
    key: 'home',
    categoryId: 24,
    categoryName: 'Home',
    brands: [[7, 'Stillroom'], [8, 'Oak & Ember'], [22, 'Lumen House'], [23, 'Clayworks'], [24, 'Fernhill']],
    color: '#8a6d3b',
    blurb: 'Quiet pieces for rooms that get lived in.',
    colours: ['Ivory', 'Graphite', 'Blush', 'Olive', 'Mustard', 'Dove'],
    items: [
      { noun: 'Throw Blanket', code: 'THR', materials: [['Wool', 'WOL'], ['Cotton', 'COT'], ['Mohair', 'MOH']], price: [59, 249], weight: [30, 70],
        options: [size([['130 × 170 cm', 'STD'], ['150 × 200 cm', 'LRG']], 0.25)] },
      { noun: 'Table Lamp', code: 'LMP', materials: [['Ceramic', 'CER'], ['Brass', 'BRS'], ['Oak', 'OAK']], price: [79, 349], weight: [40, 120],
        options: [
          { name: 'Shade', type: 'dropdown', values: [['Linen', 'LIN'], ['Paper', 'PAP'], ['Rattan', 'RAT']] },
          { name: 'Plug', type: 'dropdown', values: [['US', 'US'], ['UK', 'UK']] },
        ] },
      { noun: 'Cushion Cover', code: 'CSH', materials: [['Linen', 'LIN'], ['Velvet', 'VLV'], ['Bouclé', 'BCL']], price: [24, 69], weight: [4, 9],
        options: [
          size([['40 × 40 cm', '40'], ['45 × 45 cm', '45'], ['50 × 50 cm', '50']], 0.15),
          { name: 'Insert', type: 'radio_buttons', values: [['Cover Only', 'CVR'], ['With Insert', 'INS']] },
        ] },
      { noun: 'Vase', code: 'VAS', materials: [['Stoneware', 'STN'], ['Glass', 'GLS'], ['Terracotta', 'TRC']], price: [19, 119], weight: [12, 50],
        options: [size([['Small', 'SML'], ['Medium', 'MED'], ['Large', 'LRG']], 0.3)] },
      { noun: 'Candle', code: 'CND', materials: [['Soy', 'SOY'], ['Beeswax', 'BEE']], price: [14, 48], weight: [6, 16],
        options: [{ name: 'Scent', type: 'dropdown', values: [['Fig Leaf', 'FIG'], ['Cedar', 'CDR'], ['Amber', 'AMB'], ['Sea Salt', 'SEA'], ['Bergamot', 'BRG'], ['Rosemary', 'RSM']] }] },
    ],
  },
  {
    key: 'stationery',
    categoryId: 25,
    categoryName: 'Stationery',
    brands: [[9, 'Paperfolk'], [10, 'Inkwell'], [25, 'Quire'], [26, 'Margin & Co.'], [27, 'Nib Studio']],
    color: '#6b4f8f',
    blurb: 'For lists, letters and the occasional masterpiece.',
    colours: ['Black', 'Coral', 'Teal', 'Lilac', 'Lemon', 'Kraft'],
    items: [
      { noun: 'Notebook', code: 'NTB', materials: [['Dot Grid', 'DOT'], ['Lined', 'LNE'], ['Plain', 'PLN']], price: [8, 32], weight: [6, 14],
        options: [size([['A6', 'A6'], ['A5', 'A5'], ['B5', 'B5'], ['A4', 'A4']], 0.25)] },
      { noun: 'Fountain Pen', code: 'PEN', materials: [['Brass', 'BRS'], ['Resin', 'RSN'], ['Aluminium', 'ALU']], price: [24, 220], weight: [1, 3],
        options: [{ name: 'Nib', type: 'rectangles', values: [['Extra Fine', 'EF'], ['Fine', 'F'], ['Medium', 'M'], ['Broad', 'B'], ['Stub', 'STB']] }] },
      { noun: 'Desk Organiser', code: 'ORG', materials: [['Oak', 'OAK'], ['Felt', 'FLT'], ['Steel', 'STL']], price: [19, 89], weight: [10, 40] },
      { noun: 'Washi Tape', code: 'WSH', materials: [['Pastel', 'PST'], ['Botanical', 'BOT']], price: [4, 14], weight: [1, 2],
        options: [{ name: 'Width', type: 'rectangles', values: [['10 mm', '10'], ['15 mm', '15'], ['25 mm', '25']], step: 0.2 }] },
      { noun: 'Planner', code: 'PLR', materials: [['Weekly', 'WKL'], ['Daily', 'DLY']], price: [18, 42], weight: [10, 20],
        options: [{ name: 'Starts', type: 'dropdown', values: [['January', 'JAN'], ['July', 'JUL'], ['Undated', 'UND']] }] },
    ],
  },
  {
    key: 'bath',
    categoryId: 26,
    categoryName: 'Bath',
    brands: [[11, 'Saltwater'], [12, 'Tidewell'], [28, 'Bathhouse Botanics'], [29, 'Driftwood'], [30, 'Marram']],
    color: '#2f7f86',
    blurb: 'Small rituals for the start and end of the day.',
    colours: ['Eucalyptus', 'Lavender', 'Cedar', 'Citrus', 'Rose', 'Mint'],
    items: [
      { noun: 'Bath Towel', code: 'BTW', materials: [['Turkish Cotton', 'TKC'], ['Waffle', 'WAF'], ['Bamboo', 'BMB']], price: [24, 89], weight: [16, 32],
        options: [size([['Hand', 'HND'], ['Bath', 'BTH'], ['Sheet', 'SHT']], 0.4)] },
      { noun: 'Soap Bar', code: 'SOP', materials: [['Olive Oil', 'OLV'], ['Goat Milk', 'GMK'], ['Charcoal', 'CHR']], price: [6, 16], weight: [4, 6],
        options: [{ name: 'Pack', type: 'dropdown', values: [['Single', 'X1'], ['Set of 3', 'X3'], ['Set of 6', 'X6']], step: 1.5 }] },
      { noun: 'Bath Mat', code: 'BMT', materials: [['Teak', 'TEK'], ['Cotton', 'COT'], ['Diatomite', 'DTM']], price: [29, 119], weight: [20, 80],
        options: [size([['50 × 80 cm', 'STD'], ['60 × 90 cm', 'LRG']], 0.2)] },
      { noun: 'Body Brush', code: 'BBR', materials: [['Beech', 'BCH'], ['Bamboo', 'BMB']], price: [12, 34], weight: [4, 8] },
    ],
  },
];

/** The family a product belongs to, by its categories. */
export function familyOfCategories(categories: readonly number[]): Family | undefined {
  return families.find((family) => categories.includes(family.categoryId));
}
