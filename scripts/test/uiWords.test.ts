// Words a person never sees (issue 43), in the texts written outside the messages catalogue. Domain's
// messages/style.test.ts checks the catalogue; this test reads the sources of the kit (packages/ui) and the web
// (apps/web) with TypeScript's parser and checks every text a person may read there: JSX text, the texts of
// aria-label, title, placeholder, alt and label attributes, and every string or template that reads as prose (words
// with spaces between them), such as the kit's default texts. Code is left alone: identifiers, import paths, cache
// keys like `tenant:${slug}`, comments, and the messages of errors thrown for developers.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../../', import.meta.url));

/** Where texts a person reads are written outside the catalogue. */
const SOURCE_DIRS = ['packages/ui/src', 'apps/web/src'];
/** Not shown to a person using SIIPRO: tests, stories and their sample data, styles, the kit's test helpers. */
const NOT_SHOWN = /\.(test|stories|samples|measure|css)\.tsx?$|\.d\.ts$|\/testing\//;
/** Attributes whose value a person reads or hears. */
const TEXT_ATTRIBUTES = new Set(['aria-label', 'aria-description', 'title', 'placeholder', 'alt', 'label']);

/** The code's words in a text; `{…}` stands for a value filled in (a name), so it does not count. */
const codeWordsIn = (text: string) => text.replace(/\{\w*\}/g, '').match(/\b(?:tenants?|workspaces?)\b/gi) ?? [];
/** Words with a space between them: a sentence or a label, not an identifier or a key. */
const readsAsProse = (text: string) => /\p{L}\s+[\p{L}¿¡«]/u.test(text);

interface Found {
  file: string;
  line: number;
  text: string;
}

/** `new Error('…')` and console calls speak to developers. */
function isForDevelopers(node: ts.Node): boolean {
  for (let current = node.parent; current; current = current.parent) {
    if (ts.isNewExpression(current) && ts.isIdentifier(current.expression) && /Error$/.test(current.expression.text))
      return true;
    if (
      ts.isCallExpression(current) &&
      ts.isPropertyAccessExpression(current.expression) &&
      ts.isIdentifier(current.expression.expression) &&
      current.expression.expression.text === 'console'
    )
      return true;
    if (ts.isStatement(current)) return false;
  }
  return false;
}

/** The texts a person may read in one source file. */
function textsOf(file: string, source: string): Found[] {
  const tree = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const found: Found[] = [];
  const add = (position: number, text: string) =>
    found.push({ file, line: tree.getLineAndCharacterOfPosition(position).line + 1, text });

  const visit = (node: ts.Node) => {
    if (ts.isImportDeclaration(node) || ts.isExportDeclaration(node) || ts.isImportTypeNode(node)) return;
    if (ts.isJsxText(node)) {
      const text = node.text.replace(/\s+/g, ' ').trim();
      // A JSX text starts where the previous tag ends: its line is that of its first word.
      if (text) add(node.pos + node.text.length - node.text.trimStart().length, text);
    } else if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) {
      const parent = node.parent;
      const attribute = ts.isJsxAttribute(parent) ? parent.name.getText(tree) : null;
      const shown = attribute !== null ? TEXT_ATTRIBUTES.has(attribute) : readsAsProse(node.text);
      if (shown && !ts.isLiteralTypeNode(parent) && !isForDevelopers(node)) add(node.getStart(tree), node.text);
    } else if (ts.isTemplateExpression(node)) {
      // The values filled in read as {}, as the catalogue's placeholders do.
      const text = [node.head.text, ...node.templateSpans.map((span) => span.literal.text)].join('{}');
      if (readsAsProse(text) && !isForDevelopers(node)) add(node.getStart(tree), text);
    }
    ts.forEachChild(node, visit);
  };
  visit(tree);
  return found;
}

function sourceFiles(dir: string): string[] {
  return readdirSync(join(root, dir), { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name))
    .map((entry) => relative(root, join(entry.parentPath, entry.name)))
    .filter((file) => !NOT_SHOWN.test(file))
    .sort();
}

/** Every text of the kit and the web a person may read, and of the web's HTML pages. */
function shownTexts(): Found[] {
  const fromSources = SOURCE_DIRS.flatMap(sourceFiles).flatMap((file) =>
    textsOf(file, readFileSync(join(root, file), 'utf8')),
  );
  const fromPages = ['apps/web/index.html', 'apps/web/publico.html'].flatMap((file) =>
    readFileSync(join(root, file), 'utf8')
      .split('\n')
      .map((line, index) => ({ file, line: index + 1, text: line.replace(/<[^>]*\bcontent="([^"]*)"[^>]*>/g, ' $1 ') }))
      .map((entry) => ({ ...entry, text: entry.text.replace(/<[^>]+>/g, ' ').trim() }))
      .filter((entry) => entry.text !== ''),
  );
  return [...fromSources, ...fromPages];
}

describe('words a person never sees, in the kit and the web', () => {
  it('reads JSX text, text attributes and prose, and leaves code, cache keys and developer errors alone', () => {
    const source = [
      "import { useTenant } from '../tenants/useTenant';",
      'export function Rol({ tenant }: { tenant: string }) {',
      "  if (!tenant) throw new Error('Rol needs a tenant slug');",
      "  console.warn('no tenant given', tenant);",
      '  const key = `tenant:${tenant}`;',
      "  const kind: 'tenant' | 'user' = 'tenant';",
      '  return (',
      '    <p aria-label="Rol del tenant" className="tenant" data-kind={kind} title={`Rol en ${tenant}`}>',
      "      Tu rol en este tenant {key} {'Elige un Workspace'}",
      '    </p>',
      '  );',
      '}',
    ].join('\n');
    const texts = textsOf('Rol.tsx', source).map(({ line, text }) => [line, text]);
    expect(texts).toEqual([
      [8, 'Rol del tenant'],
      [8, 'Rol en {}'],
      [9, 'Tu rol en este tenant'],
      [9, 'Elige un Workspace'],
    ]);
    expect(texts.map(([, text]) => codeWordsIn(String(text)))).toEqual([['tenant'], [], ['tenant'], ['Workspace']]);
  });

  it('finds the texts written in the kit and the web (so the check below reads something)', () => {
    const texts = shownTexts();
    const at = (file: string) => texts.filter((entry) => entry.file === file).map((entry) => entry.text);
    // Most texts live in the catalogue; the kit's patterns keep their own defaults (they may not use domain).
    expect(texts.length).toBeGreaterThan(50);
    // A pattern's default texts, a screen's JSX text, the web's page description.
    expect(at('packages/ui/src/patterns/Pagination/texts.ts')).toContain('Ya estás en la primera página.');
    expect(at('packages/ui/src/screens/ScoreBadge/ScoreBadge.tsx')).toContain('de 100');
    expect(at('apps/web/index.html')).toContain('SIIPRO — Sistema Integrado e Inteligente de Proyectos');
  });

  it('are in no text of the kit or the web ("espacio de trabajo" is what a person reads)', () => {
    const found = shownTexts()
      .filter((entry) => codeWordsIn(entry.text).length > 0)
      .map(({ file, line, text }) => `${file}:${line} ${text}`);
    expect(found).toEqual([]);
  });
});
