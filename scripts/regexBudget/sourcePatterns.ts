import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

/**
 * Every regular expression in the source of the code that reads user input: core's rules, the
 * server and the platform emulator. Found by parsing, so a pattern added tomorrow is covered
 * without anyone listing it.
 */
export const scannedRoots = ['packages/core/src', 'apps/server/src', 'apps/platform/src'];

/** A pattern written as a literal, or as `new RegExp('…')` with literal text. */
export interface SourcePattern {
  /** `path:line`, relative to the repository. */
  where: string;
  source: string;
  flags: string;
}

/** A `RegExp(…)` whose text is computed: it cannot be run here without its inputs. */
export interface DynamicPattern {
  where: string;
  /** The call as written, e.g. new RegExp(`^attachment; filename="${type}…"$`). */
  code: string;
}

const isTest = (file: string) => /\.test\.tsx?$/.test(file);

function sourceFiles(directory: string): string[] {
  return fs.readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(directory, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts') && !isTest(entry.name)
      ? [full]
      : [];
  });
}

/** The text of a string literal or a template without substitutions; undefined otherwise. */
function literalText(node: ts.Expression | undefined): string | undefined {
  if (node === undefined) return '';
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return node.text;
  return undefined;
}

export function findPatterns(repositoryRoot: string): {
  patterns: SourcePattern[];
  dynamic: DynamicPattern[];
} {
  const patterns: SourcePattern[] = [];
  const dynamic: DynamicPattern[] = [];
  for (const root of scannedRoots) {
    for (const file of sourceFiles(path.join(repositoryRoot, root))) {
      const text = fs.readFileSync(file, 'utf8');
      const sourceFile = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
      const where = (node: ts.Node) =>
        `${path.relative(repositoryRoot, file)}:${sourceFile.getLineAndCharacterOfPosition(node.getStart(sourceFile)).line + 1}`;
      const visit = (node: ts.Node): void => {
        if (node.kind === ts.SyntaxKind.RegularExpressionLiteral) {
          const literal = node.getText(sourceFile);
          const end = literal.lastIndexOf('/');
          patterns.push({
            where: where(node),
            source: literal.slice(1, end),
            flags: literal.slice(end + 1),
          });
        } else if (
          (ts.isNewExpression(node) || ts.isCallExpression(node)) &&
          ts.isIdentifier(node.expression) &&
          node.expression.text === 'RegExp'
        ) {
          const [sourceArgument, flagsArgument] = node.arguments ?? [];
          const source = literalText(sourceArgument);
          const flags = literalText(flagsArgument);
          if (sourceArgument !== undefined && source !== undefined && flags !== undefined) {
            patterns.push({ where: where(node), source, flags });
          } else {
            dynamic.push({ where: where(node), code: node.getText(sourceFile) });
          }
        }
        ts.forEachChild(node, visit);
      };
      visit(sourceFile);
    }
  }
  return { patterns, dynamic };
}
