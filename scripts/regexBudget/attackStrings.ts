/**
 * Long adversarial strings for one pattern: a prefix that leads the pattern up to one of its
 * quantifiers, then one character it takes repeated many times, then a character that makes the
 * match fail. A pattern that backtracks or restarts over the run costs quadratic time or worse on
 * some of them; a linear one costs the length of the string.
 */
export interface Attack {
  prefix: string;
  /** Repeated `repeats` times. */
  unit: string;
  suffix: string;
}

/** How many times the unit is repeated: about the length of a value that fits in a body. */
export const REPEATS = 50_000;

/** Candidate characters, tried against each character class of a pattern. */
const alphabet = [
  'a',
  'Z',
  '0',
  '9',
  ' ',
  '\t',
  '\n',
  '\r',
  '-',
  '_',
  '.',
  '/',
  '\\',
  ':',
  '#',
  '?',
  '=',
  '+',
  '&',
  '%',
  '<',
  '>',
  '"',
  "'",
  '[',
  '{',
  '(',
  ',',
  ';',
  '@',
  '!',
  '*',
  'é',
  '\u0000',
];

/** Characters that end a run and make most patterns fail there. */
const suffixes = ['!', ' ', '\n'];

/** The strings every pattern gets, whatever it looks like (issue 19's list). */
const genericAttacks: Attack[] = [
  { prefix: '', unit: 'a', suffix: '!' },
  { prefix: '', unit: ' ', suffix: '' },
  { prefix: '', unit: ' ', suffix: '!' },
  { prefix: 'http://', unit: 'a', suffix: ' ' },
  { prefix: 'https://', unit: 'a', suffix: ' ' },
  { prefix: '', unit: '-', suffix: '' },
  { prefix: '', unit: '0', suffix: 'x' },
  { prefix: '', unit: '/', suffix: 'x' },
];

/** The flags that change what a character class takes (not g, y or d, which change the run). */
const classFlags = (flags: string) => flags.replace(/[dgy]/g, '');

/** Up to `limit` alphabet characters that the class (or escape) `classText` takes. */
function samplesOf(classText: string, flags: string, limit = 4): string[] {
  let pattern: RegExp;
  try {
    pattern = new RegExp(`^${classText}$`, classFlags(flags));
  } catch {
    return [];
  }
  return alphabet.filter((character) => pattern.test(character)).slice(0, limit);
}

const escapeSamples: Record<string, string[]> = {
  d: ['0', '9'],
  D: ['a', '-'],
  w: ['a', '_', '0'],
  W: [' ', '-', '/'],
  s: [' ', '\t', '\n'],
  S: ['a', '-', '/'],
  b: [],
  B: [],
};

/** The escape at `index` (a backslash): the characters it takes and its length in the source. */
function readEscape(source: string, index: number, flags: string): [string[], number] {
  const next = source[index + 1] ?? '';
  if (next in escapeSamples) return [escapeSamples[next] ?? [], 2];
  const unicode = /^u\{[0-9a-fA-F]+\}|^u[0-9a-fA-F]{4}|^x[0-9a-fA-F]{2}/.exec(
    source.slice(index + 1),
  );
  if (unicode) {
    const text = source.slice(index, index + 1 + unicode[0].length);
    return [samplesOf(text, flags), 1 + unicode[0].length];
  }
  const property = /^[pP]\{[^}]*\}/.exec(source.slice(index + 1));
  if (property) return [samplesOf(`\\${property[0]}`, flags), 1 + property[0].length];
  const backReference = /^\d+|^k<[^>]*>/.exec(source.slice(index + 1));
  if (backReference && next !== '0') return [[], 1 + backReference[0].length];
  if (next === '0') return [['\u0000'], 2];
  // An escaped character stands for itself: \/, \., \-, …
  return [[next], 2];
}

/** The index just past the character class that opens at `index`. */
function classEnd(source: string, index: number): number {
  let position = index + 1;
  let depth = 1;
  while (position < source.length && depth > 0) {
    const character = source[position];
    if (character === '\\') position += 2;
    else {
      // Classes nest only under the v flag; counting them is harmless otherwise.
      if (character === '[') depth += 1;
      if (character === ']') depth -= 1;
      position += 1;
    }
  }
  return position;
}

/**
 * The pattern's characters read from its source: every character any part of it takes
 * (`units`), and one string it would take from the start, part by part (`steps`): the first
 * branch of each alternation, no text of a negative lookaround.
 */
export function patternParts(source: string, flags: string) {
  const units = new Set<string>();
  const steps: string[] = [];
  let depth = 0;
  /** Set while reading text that the witness skips, to the depth where skipping ends. */
  let skipUntilDepth: number | undefined;
  const take = (samples: readonly string[]) => {
    for (const sample of samples) units.add(sample);
    const first = samples[0];
    if (skipUntilDepth === undefined && first !== undefined) steps.push(first);
  };
  let index = 0;
  while (index < source.length) {
    const character = source[index] ?? '';
    const rest = source.slice(index);
    if (character === '\\') {
      const [samples, length] = readEscape(source, index, flags);
      take(samples);
      index += length;
    } else if (character === '[') {
      const end = classEnd(source, index);
      take(samplesOf(source.slice(index, end), flags));
      index = end;
    } else if (character === '(') {
      depth += 1;
      const opening = /^\(\?(?:<?[=!]|:|<[A-Za-z_$][\w$]*>)?/.exec(rest)?.[0] ?? '(';
      // A negative lookaround's text is what must not be there: not part of the witness.
      if (opening.endsWith('!')) skipUntilDepth ??= depth;
      index += opening.length;
    } else if (character === ')') {
      if (skipUntilDepth === depth) skipUntilDepth = undefined;
      depth -= 1;
      index += 1;
    } else if (character === '|') {
      // The rest of this group (or of the pattern) is another branch: not on the witness.
      skipUntilDepth ??= depth;
      index += 1;
    } else if (/^\{\d+(?:,\d*)?\}/.test(rest)) {
      index += (/^\{\d+(?:,\d*)?\}/.exec(rest)?.[0] ?? '{').length;
    } else if ('^$?*+'.includes(character)) {
      index += 1;
    } else if (character === '.') {
      take(['a', '.']);
      index += 1;
    } else {
      take([character]);
      index += 1;
    }
  }
  return { units: [...units], steps };
}

/** Every attack on the pattern: each prefix of its witness, each unit, each failing suffix. */
export function attacksOn(source: string, flags: string): Attack[] {
  const { units, steps } = patternParts(source, flags);
  const prefixes = new Set(steps.map((_, length) => steps.slice(0, length).join('')));
  prefixes.add(steps.join(''));
  const attacks = new Map<string, Attack>();
  const add = (attack: Attack) =>
    attacks.set(JSON.stringify([attack.prefix, attack.unit, attack.suffix]), attack);
  for (const attack of genericAttacks) add(attack);
  for (const prefix of prefixes) {
    for (const unit of units) {
      for (const suffix of suffixes) add({ prefix, unit, suffix });
    }
  }
  return [...attacks.values()];
}
