import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

/**
 * Import cycles among a folder's source files, as TypeScript resolves the imports (relative paths,
 * `#platform/*` subpath imports, the web's `@/` alias). Type-only and dynamic imports count too: a
 * cycle of types still ties the files' meaning together. Each cycle is one strongly connected
 * group of files, reported as one closed path through it.
 */
export function importCycles(folder: string, tsconfigPath: string): string[][] {
  const read: { config?: unknown } = ts.readConfigFile(tsconfigPath, (file) => ts.sys.readFile(file));
  const { options } = ts.parseJsonConfigFileContent(read.config, ts.sys, path.dirname(tsconfigPath));
  const root = path.resolve(folder);
  const files = sourceFiles(root);
  const known = new Set(files);
  const edges = new Map<string, string[]>();
  for (const file of files) {
    const { importedFiles } = ts.preProcessFile(fs.readFileSync(file, 'utf8'), true, true);
    const targets = importedFiles
      .map(({ fileName }) => ts.resolveModuleName(fileName, file, options, ts.sys).resolvedModule?.resolvedFileName)
      .filter((target): target is string => target !== undefined && known.has(path.resolve(target)))
      .map((target) => path.resolve(target));
    edges.set(file, [...new Set(targets)]);
  }
  return stronglyConnected(files, edges)
    .filter((group) => group.length > 1 || edges.get(group[0]!)!.includes(group[0]!))
    .map((group) => closedPath(group, edges).map((file) => path.relative(root, file)));
}

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' || entry.name === 'migrations' ? [] : sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts') ? [full] : [];
  });
}

/** Tarjan's algorithm, iterative so a deep import chain cannot overflow the stack. */
function stronglyConnected(nodes: string[], edges: Map<string, string[]>): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const onStack = new Set<string>();
  const stack: string[] = [];
  const groups: string[][] = [];
  let next = 0;
  for (const start of nodes) {
    if (index.has(start)) continue;
    const work: { node: string; child: number }[] = [{ node: start, child: 0 }];
    index.set(start, next); low.set(start, next); next++;
    stack.push(start); onStack.add(start);
    while (work.length > 0) {
      const frame = work.at(-1)!;
      const children = edges.get(frame.node)!;
      if (frame.child < children.length) {
        const child = children[frame.child++]!;
        if (!index.has(child)) {
          index.set(child, next); low.set(child, next); next++;
          stack.push(child); onStack.add(child);
          work.push({ node: child, child: 0 });
        } else if (onStack.has(child)) {
          low.set(frame.node, Math.min(low.get(frame.node)!, index.get(child)!));
        }
        continue;
      }
      work.pop();
      const parent = work.at(-1);
      if (parent) low.set(parent.node, Math.min(low.get(parent.node)!, low.get(frame.node)!));
      if (low.get(frame.node) === index.get(frame.node)) {
        const group: string[] = [];
        let member: string;
        do {
          member = stack.pop()!;
          onStack.delete(member);
          group.push(member);
        } while (member !== frame.node);
        groups.push(group);
      }
    }
  }
  return groups;
}

/** A shortest path from the group's first file back to itself, staying inside the group. */
function closedPath(group: string[], edges: Map<string, string[]>): string[] {
  const inGroup = new Set(group);
  const start = [...group].sort()[0]!;
  const cameFrom = new Map<string, string>();
  const queue = [start];
  while (queue.length > 0) {
    const node = queue.shift()!;
    for (const next of edges.get(node)!) {
      if (!inGroup.has(next)) continue;
      if (next === start) {
        const chain = [node];
        while (chain[0] !== start) chain.unshift(cameFrom.get(chain[0]!)!);
        return [...chain, start];
      }
      if (!cameFrom.has(next)) {
        cameFrom.set(next, node);
        queue.push(next);
      }
    }
  }
  return [start];
}

/** The project's three source trees, each with the tsconfig that resolves its imports. */
export const SOURCE_TREES = [
  { folder: 'apps/api/src', tsconfig: 'apps/api/tsconfig.json' },
  { folder: 'apps/web/src', tsconfig: 'apps/web/tsconfig.json' },
  { folder: 'packages/domain/src', tsconfig: 'packages/domain/tsconfig.json' },
];

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const root = path.resolve(import.meta.dirname, '..');
  let found = 0;
  for (const { folder, tsconfig } of SOURCE_TREES) {
    for (const cycle of importCycles(path.join(root, folder), path.join(root, tsconfig))) {
      found++;
      console.error(`Import cycle in ${folder}: ${cycle.join(' → ')}`);
    }
  }
  if (found > 0) {
    console.error(`${found} import cycle(s). Move what both files need into a lower file (docs/architecture.md).`);
    process.exit(1);
  }
  console.log(`No import cycle in ${SOURCE_TREES.map((t) => t.folder).join(', ')}.`);
}
