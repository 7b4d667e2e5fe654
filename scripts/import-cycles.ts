// The import graph of the source folders, read with the TypeScript parser, and its cycles. Only
// imports that load a module count: `import type` and `export type ... from` are erased at build
// (verbatimModuleSyntax), and a dynamic import() loads later, so neither can close a cycle.
// scripts/import-cycles.test.ts fails on any cycle in the tree (docs/decisions/024-import-cycles.md).
import fs from "node:fs";
import path from "node:path";
import ts from "typescript";

export const SOURCE_FOLDERS = ["app", "server", "common", "scripts", "e2e", "bench"];
const SKIPPED = new Set(["node_modules", "build", "migrations", ".react-router"]);
const EXTENSIONS = [".ts", ".tsx", ".mts", ".mjs", ".js"];
const ALIASES: [prefix: string, folder: string][] = [
  ["~/", "app/"],
  ["@common/", "common/"],
];

/** The module specifiers a file loads when it runs, in the order written. */
export function loadedSpecifiers(fileName: string, text: string): string[] {
  const source = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, false);
  const specifiers: string[] = [];
  for (const statement of source.statements) {
    if (ts.isImportDeclaration(statement)) {
      if (statement.importClause?.isTypeOnly) continue;
      if (ts.isStringLiteral(statement.moduleSpecifier)) specifiers.push(statement.moduleSpecifier.text);
    } else if (ts.isExportDeclaration(statement) && statement.moduleSpecifier && !statement.isTypeOnly) {
      if (ts.isStringLiteral(statement.moduleSpecifier)) specifiers.push(statement.moduleSpecifier.text);
    }
  }
  return specifiers;
}

function resolveFile(root: string, candidate: string): string | null {
  const tries = [candidate, ...EXTENSIONS.map((ext) => candidate + ext)];
  tries.push(...EXTENSIONS.map((ext) => path.join(candidate, `index${ext}`)));
  // A ".js" specifier may name a ".ts" file.
  if (/\.js$/.test(candidate)) tries.push(candidate.replace(/\.js$/, ".ts"), candidate.replace(/\.js$/, ".tsx"));
  for (const file of tries) {
    const absolute = path.join(root, file);
    if (fs.existsSync(absolute) && fs.statSync(absolute).isFile()) return path.relative(root, absolute);
  }
  return null;
}

/** The repository file a specifier names (relative or through an alias), or null for a package. */
export function resolveSpecifier(root: string, fromFile: string, specifier: string): string | null {
  for (const [prefix, folder] of ALIASES) {
    if (specifier.startsWith(prefix)) return resolveFile(root, folder + specifier.slice(prefix.length));
  }
  if (!specifier.startsWith(".")) return null;
  return resolveFile(root, path.join(path.dirname(fromFile), specifier));
}

function sourceFiles(root: string, folder: string): string[] {
  const absolute = path.join(root, folder);
  if (!fs.existsSync(absolute)) return [];
  return fs.readdirSync(absolute, { withFileTypes: true }).flatMap((entry) => {
    const relative = path.join(folder, entry.name);
    if (entry.isDirectory()) return SKIPPED.has(entry.name) ? [] : sourceFiles(root, relative);
    return /\.(ts|tsx|mts|mjs)$/.test(entry.name) && !entry.name.endsWith(".d.ts") ? [relative] : [];
  });
}

export type TImportGraph = Map<string, string[]>;

/** Every source file of the folders and the repository files it loads. */
export function readImportGraph(root: string, folders: string[] = SOURCE_FOLDERS): TImportGraph {
  const graph: TImportGraph = new Map();
  for (const file of folders.flatMap((folder) => sourceFiles(root, folder))) {
    const text = fs.readFileSync(path.join(root, file), "utf8");
    const targets = loadedSpecifiers(file, text)
      .map((specifier) => resolveSpecifier(root, file, specifier))
      .filter((target): target is string => target !== null);
    graph.set(file, [...new Set(targets)]);
  }
  return graph;
}

/**
 * The cycles of a graph, one per strongly connected part (Tarjan's algorithm), each written as
 * the files of one loop through it, "a -> b -> a".
 */
export function findCycles(graph: TImportGraph): string[][] {
  let nextIndex = 0;
  const index = new Map<string, number>();
  const lowLink = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const parts: string[][] = [];

  const visit = (node: string) => {
    index.set(node, nextIndex);
    lowLink.set(node, nextIndex);
    nextIndex += 1;
    stack.push(node);
    onStack.add(node);
    for (const next of graph.get(node) ?? []) {
      if (!index.has(next)) {
        visit(next);
        lowLink.set(node, Math.min(lowLink.get(node)!, lowLink.get(next)!));
      } else if (onStack.has(next)) {
        lowLink.set(node, Math.min(lowLink.get(node)!, index.get(next)!));
      }
    }
    if (lowLink.get(node) === index.get(node)) {
      const part: string[] = [];
      let member: string;
      do {
        member = stack.pop()!;
        onStack.delete(member);
        part.push(member);
      } while (member !== node);
      const selfLoop = (graph.get(node) ?? []).includes(node);
      if (part.length > 1 || selfLoop) parts.push(part);
    }
  };
  for (const node of [...graph.keys()].sort()) if (!index.has(node)) visit(node);
  return parts.map((part) => loopThrough(graph, new Set(part)));
}

/** One loop from the part's first file (alphabetically) back to itself, by breadth-first search. */
function loopThrough(graph: TImportGraph, part: Set<string>): string[] {
  const start = [...part].sort()[0];
  const cameFrom = new Map<string, string>();
  const queue = [start];
  while (queue.length > 0) {
    const node = queue.shift()!;
    for (const next of graph.get(node) ?? []) {
      if (!part.has(next)) continue;
      if (next === start) {
        const loop = [start];
        for (let step: string | undefined = node; step !== start && step; step = cameFrom.get(step))
          loop.splice(1, 0, step);
        return [...loop, start];
      }
      if (!cameFrom.has(next)) {
        cameFrom.set(next, node);
        queue.push(next);
      }
    }
  }
  return [start, start];
}
