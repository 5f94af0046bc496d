import { decodeOoxmlText, readXml, xmlStream, type XmlHandlers } from './xmlStream.js';

/*
 * The parts of a workbook that say how to read its first sheet: which part it is, which date
 * system the workbook counts in, which cell styles show dates, and the shared strings.
 */

/** The workbook's first sheet's relationship id, and whether it counts dates from 1904. */
export function readWorkbook(xml: string): { sheetRelation?: string; date1904: boolean } {
  let sheetRelation: string | undefined;
  let date1904 = false;
  readXml(xml, {
    open(name, attributes) {
      if (name === 'workbookPr') {
        date1904 = attributes.date1904 === '1' || attributes.date1904 === 'true';
      }
      if (name === 'sheet' && sheetRelation === undefined) {
        sheetRelation = Object.entries(attributes).find(([key]) => /(?:^|:)id$/.test(key))?.[1];
      }
    },
  });
  return { sheetRelation, date1904 };
}

/** The zip path of the part a workbook relationship points to (targets are relative to xl/). */
export function relationTarget(relsXml: string, id: string): string | undefined {
  let target: string | undefined;
  readXml(relsXml, {
    open(name, attributes) {
      if (name === 'Relationship' && attributes.Id === id) target = attributes.Target;
    },
  });
  if (target === undefined) return undefined;
  return target.startsWith('/') ? target.slice(1) : `xl/${target.replace(/^\.\//, '')}`;
}

/** Excel's built-in number formats that show a date or a time. */
const builtInDateFormats = new Set([
  14, 15, 16, 17, 18, 19, 20, 21, 22, 27, 28, 29, 30, 31, 32, 33, 34, 35, 36, 45, 46, 47, 50, 51,
  52, 53, 54, 55, 56, 57, 58,
]);

/**
 * Whether a custom number format shows a date: a day, month, year, hour or second token once
 * quoted text, bracketed parts ([Red], [$-409]) and escaped characters are set aside.
 */
export function isDateFormat(code: string): boolean {
  let closing: string | undefined;
  for (let index = 0; index < code.length; index += 1) {
    const character = code[index] ?? '';
    if (closing !== undefined) {
      if (character === closing) closing = undefined;
    } else if (character === '"') closing = '"';
    else if (character === '[') closing = ']';
    else if (character === '\\') index += 1;
    else if ('dmyhsDMYHS'.includes(character)) return true;
  }
  return false;
}

/** The indexes of the cell styles (`s` on a cell) whose number format shows a date. */
export function readDateStyles(xml: string | undefined): Set<number> {
  const dates = new Set<number>();
  if (xml === undefined) return dates;
  const customFormats = new Map<number, string>();
  let inCellXfs = false;
  let index = 0;
  readXml(xml, {
    open(name, attributes) {
      if (name === 'numFmt') {
        customFormats.set(Number(attributes.numFmtId), attributes.formatCode ?? '');
      } else if (name === 'cellXfs') {
        inCellXfs = true;
      } else if (name === 'xf' && inCellXfs) {
        const id = Number(attributes.numFmtId ?? 0);
        const custom = customFormats.get(id);
        if (custom !== undefined ? isDateFormat(custom) : builtInDateFormats.has(id)) {
          dates.add(index);
        }
        index += 1;
      }
    },
    close(name) {
      if (name === 'cellXfs') inCellXfs = false;
    },
  });
  return dates;
}

/**
 * A reader of the shared strings part as it streams in: each item's text, its rich-text runs
 * joined and its phonetic guides (`rPh`) left out.
 */
export function sharedStringsReader(strings: string[]): (text: string) => void {
  let item: string[] | undefined;
  let inText = false;
  let phoneticDepth = 0;
  const handlers: XmlHandlers = {
    open(name) {
      if (name === 'si') item = [];
      else if (name === 'rPh') phoneticDepth += 1;
      else if (name === 't') inText = phoneticDepth === 0;
    },
    close(name) {
      if (name === 'si') {
        strings.push(decodeOoxmlText((item ?? []).join('')));
        item = undefined;
      } else if (name === 'rPh') phoneticDepth -= 1;
      else if (name === 't') inText = false;
    },
    text(text) {
      if (inText) item?.push(text);
    },
  };
  return xmlStream(handlers);
}
