// `npm run lint:functions`: lists every function, arrow function and method in apps/*/src and
// packages/*/src (tests and test helpers left out) with its length in lines, longest first, and fails
// when one reaches the ceiling. House style: one idea per function.
//   node scripts/function-lengths.mjs [--all] [--min N]
//     --all    list every function (default: only those of 120 lines or more)
//     --min N  list functions of N lines or more
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { repositoryRoot } from './lib/setup.mjs';

const CEILING = 300;
const WATCH = 120;

const sourceRoots = ['apps', 'packages'].flatMap((group) =>
  readdirSync(path.join(repositoryRoot, group), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => path.join(repositoryRoot, group, entry.name, 'src')),
);

function isTestFile(relativePath) {
  return /\.(test|spec|e2e)\.tsx?$/.test(relativePath) || relativePath.split(path.sep).includes('test');
}

function sourceFiles() {
  return sourceRoots.flatMap((root) => {
    let entries;
    try {
      entries = readdirSync(root, { recursive: true });
    } catch {
      return [];
    }
    return entries
      .filter((file) => /\.tsx?$/.test(file) && !file.endsWith('.d.ts') && !isTestFile(file))
      .map((file) => path.join(root, file));
  });
}

function nameOf(node) {
  if (node.name && ts.isIdentifier(node.name)) return node.name.text;
  if (node.name) return node.name.getText();
  if (ts.isConstructorDeclaration(node)) return 'constructor';
  const parent = node.parent;
  if (ts.isVariableDeclaration(parent) || ts.isPropertyAssignment(parent) || ts.isPropertyDeclaration(parent))
    return parent.name.getText();
  if (ts.isCallExpression(parent)) return `<callback of ${parent.expression.getText().slice(0, 40)}>`;
  if (ts.isExportAssignment(parent)) return '<default export>';
  return '<anonymous>';
}

function isFunctionLike(node) {
  return (
    ts.isFunctionDeclaration(node) ||
    ts.isFunctionExpression(node) ||
    ts.isArrowFunction(node) ||
    ts.isMethodDeclaration(node) ||
    ts.isConstructorDeclaration(node) ||
    ts.isGetAccessorDeclaration(node) ||
    ts.isSetAccessorDeclaration(node)
  );
}

function measureFile(file) {
  const text = readFileSync(file, 'utf8');
  const kind = file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, kind);
  const found = [];
  const visit = (node) => {
    if (isFunctionLike(node) && node.body) {
      const start = source.getLineAndCharacterOfPosition(node.getStart(source)).line;
      const end = source.getLineAndCharacterOfPosition(node.getEnd()).line;
      found.push({
        file: path.relative(repositoryRoot, file),
        line: start + 1,
        name: nameOf(node),
        lines: end - start + 1,
      });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

const args = process.argv.slice(2);
const minIndex = args.indexOf('--min');
const listFrom = args.includes('--all') ? 0 : minIndex >= 0 ? Number(args[minIndex + 1]) : WATCH;

const functions = sourceFiles()
  .flatMap(measureFile)
  .sort((a, b) => b.lines - a.lines || a.file.localeCompare(b.file));

for (const fn of functions.filter((entry) => entry.lines >= listFrom)) {
  console.log(`${String(fn.lines).padStart(5)}  ${fn.name}  ${fn.file}:${fn.line}`);
}
const watched = functions.filter((fn) => fn.lines >= WATCH).length;
const tooLong = functions.filter((fn) => fn.lines >= CEILING);
console.log(
  `\n${functions.length} functions; ${watched} of ${WATCH}+ lines; ${tooLong.length} of ${CEILING}+ lines`,
);
if (tooLong.length) {
  console.error(`Functions of ${CEILING} lines or more must be split by idea (house style).`);
  process.exit(1);
}
