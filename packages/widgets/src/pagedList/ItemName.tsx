import { Link } from '@metafields/design-system';

export interface ItemNameProps {
  /** The item's name, as shown. */
  name: string;
  /** The address of the item's form: the name links there. */
  href?: string | undefined;
  /** Opens the item's form, when there is no `href`. */
  onOpen?: (() => void) | undefined;
}

/** A row's name: a link to the item's form, a button-like link to open it, or plain text. */
export function ItemName({ name, href, onOpen }: ItemNameProps) {
  if (href !== undefined) return <Link href={href}>{name}</Link>;
  if (onOpen !== undefined) return <Link onPress={onOpen}>{name}</Link>;
  return name;
}
