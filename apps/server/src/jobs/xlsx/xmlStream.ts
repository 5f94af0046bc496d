import { SaxesParser } from 'saxes';

/** What a part of a workbook is read with: tags by local name (`x:row` is `row`), and text. */
export interface XmlHandlers {
  open?(name: string, attributes: Readonly<Record<string, string>>): void;
  close?(name: string): void;
  text?(text: string): void;
}

const localName = (name: string) => name.slice(name.indexOf(':') + 1);

/**
 * A streaming XML reader over saxes: text goes in piece by piece, events come out as it parses.
 * saxes expands no entity but XML's five, so no entity bomb either; malformed XML throws.
 */
export function xmlStream(handlers: XmlHandlers): (text: string) => void {
  const parser = new SaxesParser();
  parser.on('opentag', (tag) => {
    handlers.open?.(localName(tag.name), tag.attributes as Record<string, string>);
  });
  // saxes closes a self-closing tag too.
  parser.on('closetag', (tag) => handlers.close?.(localName(tag.name)));
  parser.on('text', (text) => handlers.text?.(text));
  parser.on('cdata', (text) => handlers.text?.(text));
  parser.on('error', (error) => {
    throw error;
  });
  return (text) => {
    parser.write(text);
  };
}

/** Reads a whole (small) part at once. */
export function readXml(text: string, handlers: XmlHandlers): void {
  xmlStream(handlers)(text);
}

/**
 * A string as OOXML stores it decoded (ECMA-376's ST_Xstring): `_xHHHH_` is the character of
 * that code, so a carriage return survives XML's line-end folding (`_x000D_`) and a literal
 * `_x0041_` is written `_x005F_x0041_`.
 */
export function decodeOoxmlText(text: string): string {
  return text.includes('_x')
    ? text.replace(/_x([0-9A-Fa-f]{4})_/g, (_, code: string) =>
        String.fromCharCode(parseInt(code, 16)),
      )
    : text;
}
