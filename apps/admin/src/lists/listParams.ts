/**
 * A list's view (page, page size, sort, direction, filters, search) as URL query parameters.
 * Only what differs from the list's defaults goes into the URL, so a plain list has a plain URL
 * and a link to a view reproduces it.
 */
export type ListParams = Record<string, string | number>;

/** The list's values from `search`: a default's type decides how its parameter is read. */
export function readListParams<T extends ListParams>(search: URLSearchParams, defaults: T): T {
  const params: ListParams = { ...defaults };
  for (const [name, fallback] of Object.entries(defaults)) {
    const raw = search.get(name);
    if (raw === null) continue;
    if (typeof fallback === 'number') {
      const number = Number(raw);
      // A hand-edited 'page=abc' or 'page=-1' falls back rather than breaking the list.
      if (Number.isSafeInteger(number) && number > 0) params[name] = number;
    } else {
      params[name] = raw;
    }
  }
  return params as T;
}

/** `search` with the list's parameters set to `params`: defaults left out, others kept. */
export function writeListParams<T extends ListParams>(
  search: URLSearchParams,
  params: T,
  defaults: T,
): URLSearchParams {
  const next = new URLSearchParams(search);
  for (const [name, fallback] of Object.entries(defaults)) {
    const value = params[name];
    if (value === undefined || value === fallback) next.delete(name);
    else next.set(name, String(value));
  }
  return next;
}

/** Whether `search` holds any of the list's parameters (a link to a view, not a plain visit). */
export function hasListParams(search: URLSearchParams, defaults: ListParams): boolean {
  return Object.keys(defaults).some((name) => search.has(name));
}
