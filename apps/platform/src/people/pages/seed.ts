import type { SeedContext } from '../../seedContext.js';

type PageType = 'page' | 'raw' | 'contact_form' | 'link' | 'blog';

interface PageSeed {
  key: string;
  name: string;
  type: PageType;
  /** The key of the page it sits under in the menu. */
  parent?: string;
  url?: string;
  body?: string;
  link?: string;
  contact_fields?: string;
  is_visible?: boolean;
  is_customers_only?: boolean;
  meta_description?: string;
  search_keywords?: string;
}

const p = (text: string) => `<p>${text}</p>`;

// prettier-ignore
const PAGES: readonly PageSeed[] = [
  { key: 'about', name: 'About Us', type: 'page', url: '/about-us/',
    body: p('We are a small team in Austin making goods for everyday use, built to last and easy to repair.'),
    meta_description: 'Who we are and how we work.', search_keywords: 'about,team,story' },
  { key: 'contact', name: 'Contact Us', type: 'contact_form', url: '/contact-us/',
    body: p('Questions about an order or a product? Write to us and we will reply within one business day.'),
    contact_fields: 'fullname,companyname,phone,orderno', meta_description: 'Get in touch with our team.',
    search_keywords: 'contact,help,support' },
  { key: 'shipping', name: 'Shipping & Returns', type: 'page', url: '/shipping-returns/',
    body: p('Orders over $75 ship free within the US. Returns are accepted within 30 days of delivery.'),
    meta_description: 'Delivery times, costs and our returns policy.', search_keywords: 'shipping,delivery,returns,refund' },
  { key: 'faq', name: 'FAQ', type: 'page', url: '/faq/',
    body: p('Answers to the questions we hear most: sizing, care, gift cards and order changes.'),
    meta_description: 'Frequently asked questions.', search_keywords: 'faq,questions,help' },
  { key: 'blog', name: 'Journal', type: 'blog', url: '/blog/', body: '',
    meta_description: 'Stories from the workshop.', search_keywords: 'blog,journal,news' },
  { key: 'story', name: 'Our Story', type: 'page', parent: 'about', url: '/about-us/our-story/',
    body: p('It started in a garage in 2016 with one workbench and a stack of reclaimed oak.'),
    meta_description: 'How the shop began.', search_keywords: 'history,founders' },
  { key: 'wholesale', name: 'Wholesale Enquiries', type: 'contact_form', parent: 'contact',
    url: '/contact-us/wholesale/', body: p('Stockists and trade buyers: tell us about your shop.'),
    contact_fields: 'fullname,companyname,phone', is_customers_only: true,
    meta_description: 'Trade and wholesale accounts.', search_keywords: 'wholesale,trade,stockist' },
  { key: 'size-guide', name: 'Size Guide', type: 'raw', parent: 'faq', url: '/faq/size-guide/',
    body: '<table class="size-guide"><tr><th>Size</th><th>Chest (in)</th></tr><tr><td>S</td><td>36-38</td></tr><tr><td>M</td><td>39-41</td></tr><tr><td>L</td><td>42-44</td></tr></table>' },
  { key: 'care', name: 'Care Instructions', type: 'page', parent: 'faq', url: '/faq/care/',
    body: p('Oil wooden pieces twice a year; wash linen cold and line dry.'),
    meta_description: 'Looking after your goods.', search_keywords: 'care,cleaning,maintenance' },
  { key: 'impact', name: 'Sustainability Report', type: 'link', parent: 'about',
    link: 'https://sustainability.example.com/report' },
  { key: 'privacy', name: 'Privacy Policy', type: 'page', url: '/privacy-policy/', is_visible: false,
    body: p('We collect only what we need to fulfil your orders and never sell your data.'),
    meta_description: 'How we handle personal data.', search_keywords: 'privacy,gdpr,data' },
  { key: 'terms', name: 'Terms of Service', type: 'page', url: '/terms/', is_visible: false,
    body: p('By placing an order you agree to these terms.'), search_keywords: 'terms,conditions' },
];

/** `counts.pages` content pages of the storefront (channel 1), some nested under others. */
export function seedPages(context: SeedContext): void {
  const { db, storeHash, counts } = context;
  const insert = db.prepare(`
    INSERT INTO pages (store_hash, id, channel_id, name, type, is_visible, parent_id, sort_order,
      is_homepage, is_customers_only, url, body, link, email, contact_fields, content_type,
      meta_title, meta_keywords, meta_description, search_keywords)
    VALUES (@store_hash, @id, 1, @name, @type, @is_visible, @parent_id, @sort_order, 0,
      @is_customers_only, @url, @body, @link, @email, @contact_fields, @content_type,
      @meta_title, @meta_keywords, @meta_description, @search_keywords)
  `);
  const idByKey = new Map<string, number>();
  const siblings = new Map<number, number>();
  for (let index = 0; index < counts.pages; index += 1) {
    const id = index + 1;
    // Past the list, further guides under no parent.
    const seed: PageSeed = PAGES[index] ?? {
      key: `guide-${id}`,
      name: `Guide ${id}`,
      type: 'page',
      url: `/guides/guide-${id}/`,
      body: p(`Guide number ${id}.`),
    };
    idByKey.set(seed.key, id);
    const parentId = (seed.parent && idByKey.get(seed.parent)) || 0;
    const sortOrder = siblings.get(parentId) ?? 0;
    siblings.set(parentId, sortOrder + 1);
    const withMeta = seed.type !== 'raw' && seed.type !== 'link';
    insert.run({
      store_hash: storeHash,
      id,
      name: seed.name,
      type: seed.type,
      is_visible: seed.is_visible === false ? 0 : 1,
      parent_id: parentId,
      sort_order: sortOrder,
      is_customers_only: seed.is_customers_only ? 1 : 0,
      url: seed.type === 'link' ? null : (seed.url ?? null),
      body: seed.body ?? null,
      link: seed.link ?? null,
      email: seed.type === 'contact_form' ? `hello+${seed.key}@example.com` : null,
      contact_fields: seed.contact_fields ?? null,
      content_type: seed.type === 'raw' ? 'text/html' : null,
      meta_title: withMeta ? seed.name : null,
      meta_keywords: withMeta ? '' : null,
      meta_description: withMeta ? (seed.meta_description ?? '') : null,
      search_keywords: seed.type === 'link' ? null : (seed.search_keywords ?? ''),
    });
  }
}
