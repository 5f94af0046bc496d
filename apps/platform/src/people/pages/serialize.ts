export interface PageRow {
  store_hash: string;
  id: number;
  channel_id: number;
  name: string;
  type: 'page' | 'raw' | 'contact_form' | 'link' | 'blog';
  is_visible: number;
  parent_id: number;
  sort_order: number;
  is_homepage: number;
  is_customers_only: number;
  url: string | null;
  body: string | null;
  link: string | null;
  email: string | null;
  contact_fields: string | null;
  content_type: string | null;
  meta_title: string | null;
  meta_keywords: string | null;
  meta_description: string | null;
  search_keywords: string | null;
}

/**
 * A page as its type's schema has it (`typePage`, `typeBlog`, `typeContactForm`, `typeRaw`,
 * `typeLink`): link pages carry a `link` and no body or SEO fields, raw pages no meta fields.
 * `body` only with `include=body`.
 */
export function serializePage(row: PageRow, withBody: boolean) {
  const base = {
    id: row.id,
    channel_id: row.channel_id,
    name: row.name,
    is_visible: row.is_visible === 1,
    parent_id: row.parent_id,
    sort_order: row.sort_order,
    type: row.type,
    is_homepage: row.is_homepage === 1,
    is_customers_only: row.is_customers_only === 1,
  };
  if (row.type === 'link') return { ...base, link: row.link ?? '' };
  const body = withBody ? { body: row.body ?? '' } : {};
  const url = row.url === null ? {} : { url: row.url };
  if (row.type === 'raw') {
    return {
      ...base,
      ...url,
      search_keywords: row.search_keywords,
      content_type: row.content_type ?? 'text/html',
      ...body,
    };
  }
  return {
    ...base,
    ...url,
    meta_title: row.meta_title,
    meta_keywords: row.meta_keywords,
    meta_description: row.meta_description,
    search_keywords: row.search_keywords,
    ...(row.type === 'contact_form'
      ? { email: row.email ?? '', contact_fields: row.contact_fields ?? '' }
      : {}),
    ...body,
  };
}
