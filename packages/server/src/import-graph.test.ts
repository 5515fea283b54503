import { readFileSync, readdirSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The server's import graph, read from the sources: every relative import (type-only ones too),
 * resolved to a file. Tests are left out: they may reach anywhere.
 */
const srcRoot = import.meta.dirname;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'test' ? [] : sourceFiles(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [path] : [];
  });
}

function importGraph(): Map<string, string[]> {
  const graph = new Map<string, string[]>();
  const pattern = /(?:from\s+|import\s*\(\s*|import\s+)'(\.{1,2}\/[^']+)'/g;
  for (const file of sourceFiles(srcRoot)) {
    const text = readFileSync(file, 'utf8');
    const targets = [...text.matchAll(pattern)].map((match) => relative(srcRoot, resolve(dirname(file), match[1]!.replace(/\.js$/, '.ts'))));
    graph.set(relative(srcRoot, file), targets);
  }
  return graph;
}

/** Strongly connected groups of more than one file (or a file importing itself): the import cycles. */
function cycles(graph: Map<string, string[]>): string[][] {
  let index = 0;
  const indexOf = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  const visit = (node: string) => {
    indexOf.set(node, index);
    low.set(node, index);
    index += 1;
    stack.push(node);
    onStack.add(node);
    for (const next of graph.get(node) ?? []) {
      if (!graph.has(next)) continue;
      if (!indexOf.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node)!, low.get(next)!));
      } else if (onStack.has(next)) low.set(node, Math.min(low.get(node)!, indexOf.get(next)!));
    }
    if (low.get(node) === indexOf.get(node)) {
      const group: string[] = [];
      let member: string;
      do {
        member = stack.pop()!;
        onStack.delete(member);
        group.push(member);
      } while (member !== node);
      if (group.length > 1 || (graph.get(node) ?? []).includes(node)) found.push(group.sort());
    }
  };
  for (const node of graph.keys()) if (!indexOf.has(node)) visit(node);
  return found;
}

/**
 * The floors of the conversation engine, top to bottom: what each folder may not import. Messages
 * reach customers only through `messages/`; tickets move only through `ticket-actions/` (and the
 * bot's own moves); `tickets/` knows no sender.
 */
const FORBIDDEN: Record<string, string[]> = {
  'features/tickets': ['features/messages', 'features/bot', 'features/ticket-actions', 'features/inbound'],
  'features/messages': ['features/bot', 'features/ticket-actions', 'features/inbound'],
  'features/bot': ['features/ticket-actions', 'features/inbound'],
  'features/ticket-actions': ['features/bot', 'features/inbound'],
  // The lower layers know no feature and no HTTP.
  db: ['features', 'http', 'realtime', 'sessions', 'providers'],
  shared: ['features', 'http', 'realtime', 'sessions', 'providers', 'jobs'],
  jobs: ['features', 'http'],
};

const folderOf = (file: string) => Object.keys(FORBIDDEN).find((folder) => file.startsWith(`${folder}/`));

describe('the server’s import graph', () => {
  const graph = importGraph();

  it('has no import cycle', () => {
    expect(cycles(graph)).toEqual([]);
  });

  it('keeps every folder off the floors above it', () => {
    const violations: string[] = [];
    for (const [file, targets] of graph) {
      const folder = folderOf(file);
      if (!folder) continue;
      for (const target of targets) {
        if (FORBIDDEN[folder]!.some((forbidden) => target.startsWith(`${forbidden}/`))) violations.push(`${file} → ${target}`);
      }
    }
    expect(violations).toEqual([]);
  });

  it('sees the whole tree (the reader resolves imports)', () => {
    expect(graph.size).toBeGreaterThan(150);
    expect(graph.get('main.ts')?.length).toBeGreaterThan(5);
  });
});
