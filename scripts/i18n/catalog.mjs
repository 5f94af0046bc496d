// The message pipeline's rules, kept apart from file handling so they can be unit-tested.
import { parse, TYPE } from '@formatjs/icu-messageformat-parser';
import ts from 'typescript';

/**
 * The messages a source file declares: every `defineMessages({ 'key': 'English' })` call.
 * Keys and values must be literals, so that this static read sees exactly what runs.
 * @param {string} fileName
 * @param {string} source
 * @returns {{ key: string, message: string, line: number }[]}
 */
export function extractMessages(fileName, source) {
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true);
  /** @type {{ key: string, message: string, line: number }[]} */
  const found = [];
  /** @param {ts.Node} node */
  const visit = (node) => {
    if (
      ts.isCallExpression(node) &&
      ts.isIdentifier(node.expression) &&
      node.expression.text === 'defineMessages'
    ) {
      const [argument] = node.arguments;
      if (!argument || !ts.isObjectLiteralExpression(argument)) {
        throw new Error(`${where(file, node)}: defineMessages takes an object literal`);
      }
      for (const property of argument.properties) {
        if (
          !ts.isPropertyAssignment(property) ||
          !(ts.isStringLiteral(property.name) || ts.isIdentifier(property.name)) ||
          !ts.isStringLiteralLike(property.initializer)
        ) {
          throw new Error(
            `${where(file, property)}: each message needs a literal key and a literal English text`,
          );
        }
        found.push({
          key: property.name.text,
          message: property.initializer.text,
          line: file.getLineAndCharacterOfPosition(property.getStart()).line + 1,
        });
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return found;
}

/** @param {ts.SourceFile} file @param {ts.Node} node */
function where(file, node) {
  return `${file.fileName}:${file.getLineAndCharacterOfPosition(node.getStart()).line + 1}`;
}

/**
 * The argument and tag names a message uses, sorted: what a translation must keep.
 * Throws on an ICU syntax error.
 * @param {string} message
 * @returns {string[]}
 */
export function placeholdersOf(message) {
  const names = new Set();
  /** @param {import('@formatjs/icu-messageformat-parser').MessageFormatElement[]} elements */
  const walk = (elements) => {
    for (const element of elements) {
      if (element.type === TYPE.literal || element.type === TYPE.pound) continue;
      names.add(element.value);
      if (element.type === TYPE.plural || element.type === TYPE.select) {
        for (const option of Object.values(element.options)) walk(option.value);
      }
      if (element.type === TYPE.tag) walk(element.children);
    }
  };
  walk(parse(message));
  return [...names].sort();
}

const dateTimeStyles = new Set(['short', 'medium', 'long', 'full']);

/**
 * What a message uses beyond the ICU subset the runtime formatter supports (the design system's
 * compileMessage): tags, number skeletons and styles other than integer and percent, date and
 * time skeletons. Throws on an ICU syntax error.
 * @param {string} message
 * @returns {string[]}
 */
export function unsupportedFeatures(message) {
  /** @type {string[]} */
  const found = [];
  /** @param {import('@formatjs/icu-messageformat-parser').MessageFormatElement[]} elements */
  const walk = (elements) => {
    for (const element of elements) {
      if (element.type === TYPE.tag) found.push(`<${element.value}> tags`);
      if (
        element.type === TYPE.number &&
        element.style &&
        !['integer', 'percent'].includes(String(element.style))
      ) {
        found.push(`number style of {${element.value}}`);
      }
      if (
        (element.type === TYPE.date || element.type === TYPE.time) &&
        element.style &&
        !dateTimeStyles.has(String(element.style))
      ) {
        found.push(`date/time style of {${element.value}}`);
      }
      if (element.type === TYPE.plural || element.type === TYPE.select) {
        for (const option of Object.values(element.options)) walk(option.value);
      }
      if (element.type === TYPE.tag) walk(element.children);
    }
  };
  walk(parse(message));
  return found;
}

/**
 * Compares a translation catalogue with English.
 * @param {Record<string, string>} english
 * @param {Record<string, string>} translation
 * @returns {{ problems: string[], translated: number, total: number }}
 */
export function checkCatalog(english, translation) {
  const problems = [];
  let translated = 0;
  for (const [key, message] of Object.entries(translation)) {
    if (!(key in english)) {
      problems.push(`extra key "${key}" (not in English)`);
      continue;
    }
    let names;
    try {
      names = placeholdersOf(message);
    } catch (error) {
      problems.push(`"${key}": ICU syntax error: ${/** @type {Error} */ (error).message}`);
      continue;
    }
    const unsupported = unsupportedFeatures(message);
    if (unsupported.length > 0) {
      problems.push(
        `"${key}": uses ${unsupported.join(', ')}, which the runtime formatter does not support`,
      );
      continue;
    }
    const expected = placeholdersOf(/** @type {string} */ (english[key]));
    if (names.join() !== expected.join()) {
      problems.push(
        `"${key}": placeholders {${names.join(', ')}} differ from English {${expected.join(', ')}}`,
      );
      continue;
    }
    translated += 1;
  }
  return { problems, translated, total: Object.keys(english).length };
}
