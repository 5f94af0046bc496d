/**
 * The props without their `data-*` attributes, which belong on the picker's root element only:
 * react-aria's hooks would copy them onto the inner group too (react-aria-components strips
 * them the same way before calling its hooks).
 */
export function withoutDataAttributes<T extends object>(props: T): T {
  return Object.fromEntries(Object.entries(props).filter(([key]) => !key.startsWith('data-'))) as T;
}
