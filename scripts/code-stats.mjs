#!/usr/bin/env node
/**
 * Size, comment and dependency figures of the source: the largest files, the median file, the
 * share of lines that are only comment, and the import cycles between folders. Tests are left
 * out; `--json` prints the figures as JSON, and `--cycles` prints only the folder cycles and fails
 * when there is one (`npm run lint` runs it; docs/architecture.md "Layers").
 *
 *   node scripts/code-stats.mjs [--json | --cycles] [--top N]
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const workspaces = ['contract/src', 'server/src', 'server/scripts', 'web/src'];
/** Subpath imports (package.json "imports") by prefix, to the folder they stand for. */
const aliases = [
  ['#server/', 'server/src/'],
  ['#web/', 'web/src/'],
];
const sourceFile = /\.(ts|tsx|mts)$/;
const testFile = /\.test\.(ts|tsx)$|(^|\/)test\//;

function walk(dir) {
  return readdirSync(path.join(root, dir)).flatMap((name) => {
    const relative = `${dir}/${name}`;
    if (statSync(path.join(root, relative)).isDirectory()) return walk(relative);
    return sourceFile.test(name) && !testFile.test(relative) ? [relative] : [];
  });
}

/**
 * Non-blank lines, and lines holding nothing but comment. Comments are found as TypeScript finds
 * them, as the leading and trailing comment ranges of every node (so text inside strings and
 * template literals never counts); a line is comment-only when each of its non-blank characters
 * lies in a comment.
 */
function countLines(file, text) {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, false, fileKind(file));
  const inComment = new Uint8Array(text.length);
  const seen = new Set();
  const mark = (ranges) => {
    for (const { pos, end } of ranges ?? []) {
      if (seen.has(pos)) continue;
      seen.add(pos);
      inComment.fill(1, pos, end);
    }
  };
  const visit = (node) => {
    mark(ts.getLeadingCommentRanges(text, node.pos));
    mark(ts.getTrailingCommentRanges(text, node.end));
    ts.forEachChild(node, visit);
  };
  visit(source);
  mark(ts.getLeadingCommentRanges(text, source.endOfFileToken.pos));
  const lines = text.split('\n');
  if (lines.at(-1) === '') lines.pop();
  let offset = 0;
  let nonBlank = 0;
  let commentOnly = 0;
  for (const line of lines) {
    if (line.trim() !== '') {
      nonBlank += 1;
      let onlyComment = true;
      for (let index = 0; index < line.length; index += 1) {
        if (!/\s/.test(line[index]) && !inComment[offset + index]) {
          onlyComment = false;
          break;
        }
      }
      if (onlyComment) commentOnly += 1;
    }
    offset += line.length + 1;
  }
  return { lines: lines.length, nonBlank, commentOnly };
}

/** The script kind TypeScript parses `file` as. */
function fileKind(file) {
  return file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
}

/** The repository path a specifier in `from` names, or undefined for a package. */
function resolveImport(from, specifier) {
  for (const [prefix, folder] of aliases) {
    if (specifier.startsWith(prefix)) return folder + specifier.slice(prefix.length);
  }
  if (specifier.startsWith('.'))
    return path.posix.normalize(path.posix.join(path.posix.dirname(from), specifier));
  return undefined;
}

/** Strongly connected folders (Tarjan): each set of two or more folders that import each other. */
function folderCycles(edges) {
  const index = new Map();
  const low = new Map();
  const stack = [];
  const onStack = new Set();
  const cycles = [];
  let next = 0;
  const visit = (node) => {
    index.set(node, next);
    low.set(node, next);
    next += 1;
    stack.push(node);
    onStack.add(node);
    for (const target of edges.get(node) ?? []) {
      if (!index.has(target)) {
        visit(target);
        low.set(node, Math.min(low.get(node), low.get(target)));
      } else if (onStack.has(target)) {
        low.set(node, Math.min(low.get(node), index.get(target)));
      }
    }
    if (low.get(node) === index.get(node)) {
      const members = [];
      let member;
      do {
        member = stack.pop();
        onStack.delete(member);
        members.push(member);
      } while (member !== node);
      if (members.length > 1) cycles.push(members.sort());
    }
  };
  for (const node of edges.keys()) if (!index.has(node)) visit(node);
  return cycles;
}

const args = process.argv.slice(2);
const top = Number(args[args.indexOf('--top') + 1]) || 10;
const files = workspaces.flatMap(walk);
const stats = files.map((file) => ({
  file,
  ...countLines(file, readFileSync(path.join(root, file), 'utf8')),
}));
const bySize = [...stats].sort((a, b) => b.lines - a.lines);
const sizes = stats.map((entry) => entry.lines).sort((a, b) => a - b);
const median =
  sizes.length % 2
    ? sizes[(sizes.length - 1) / 2]
    : (sizes[sizes.length / 2 - 1] + sizes[sizes.length / 2]) / 2;

const commentShare = {};
for (const workspace of workspaces) {
  const own = stats.filter((entry) => entry.file.startsWith(`${workspace}/`));
  const nonBlank = own.reduce((sum, entry) => sum + entry.nonBlank, 0);
  const comments = own.reduce((sum, entry) => sum + entry.commentOnly, 0);
  commentShare[workspace] = nonBlank === 0 ? 0 : Math.round((1000 * comments) / nonBlank) / 10;
}

const edges = new Map();
for (const file of files) {
  const from = path.posix.dirname(file);
  const imported = ts.preProcessFile(readFileSync(path.join(root, file), 'utf8'), true, true).importedFiles;
  for (const { fileName } of imported) {
    const target = resolveImport(file, fileName);
    if (!target) continue;
    const to = path.posix.dirname(target);
    if (to === from) continue;
    if (!edges.has(from)) edges.set(from, new Set());
    edges.get(from).add(to);
  }
}
const cycles = folderCycles(edges);

const figures = {
  files: stats.length,
  medianLines: median,
  largest: bySize.slice(0, top).map(({ file, lines }) => ({ file, lines })),
  commentShare,
  folderCycles: cycles,
};
if (args.includes('--cycles')) {
  for (const cycle of cycles) console.error(`import cycle between folders: ${cycle.join(' ⇄ ')}`);
  process.exitCode = cycles.length > 0 ? 1 : 0;
} else if (args.includes('--json')) {
  console.log(JSON.stringify(figures, null, 2));
} else {
  console.log(`${figures.files} source files (tests left out), median ${median} lines`);
  console.log(
    `largest:\n${figures.largest.map(({ file, lines }) => `  ${String(lines).padStart(5)}  ${file}`).join('\n')}`,
  );
  console.log(
    `comment-only lines, share of non-blank lines: ${Object.entries(commentShare)
      .map(([workspace, share]) => `${workspace} ${share} %`)
      .join(', ')}`,
  );
  console.log(`import cycles between folders: ${cycles.length}`);
  for (const cycle of cycles) console.log(`  ${cycle.join(' ⇄ ')}`);
}
