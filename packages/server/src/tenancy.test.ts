import { readFileSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { getTableColumns, is, Table } from 'drizzle-orm';
import ts from 'typescript';
import * as schema from './db/schema/index.js';
import { describe, expect, it } from 'vitest';

/**
 * Tenancy by construction: every query of a company's table names its company. A select, update
 * or delete of a table with a `companyId` column must say which company in the same statement —
 * its where clause (or a condition built in the same function) mentions `companyId` — unless the
 * function running it is named `unscoped…`: the deliberate exceptions (a login finds its user by
 * e-mail across companies, a webhook finds its connection by id, the super user lists every
 * company), each listed in docs/ARCHITECTURE.md. The features folders are read from source.
 */
const srcRoot = import.meta.dirname;
// Every table of the schema with a `companyId` column, so a new table is checked the day it lands,
// and the companies themselves.
const COMPANY_TABLES = new Set(['companies', ...Object.entries(schema).flatMap(([name, value]) => (is(value, Table) && 'companyId' in getTableColumns(value) ? [name] : []))]);

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') && !entry.name.includes('fixtures') && !entry.name.includes('test-helpers') ? [path] : [];
  });
}

/**
 * The named function a query runs in: a function or method declaration, or a function assigned to
 * a name (directly, or through a wrapper such as `preparedStatement('…', (executor) => …)`).
 */
function enclosingFunction(node: ts.Node): { name: string; body: ts.Node } | undefined {
  let body: ts.Node | undefined;
  for (let current = node.parent; current; current = current.parent) {
    if ((ts.isFunctionDeclaration(current) || ts.isMethodDeclaration(current)) && current.name) return { name: current.name.getText(), body: current };
    if (ts.isArrowFunction(current) || ts.isFunctionExpression(current)) body ??= current;
    if (body && ts.isVariableDeclaration(current) && ts.isIdentifier(current.name)) return { name: current.name.text, body };
  }
  return undefined;
}

/** The outermost call chain the table appears in (`tx.select().from(t).where(…).limit(1)`). */
function chainOf(node: ts.Node): ts.Node {
  let top = node;
  while (top.parent && (ts.isPropertyAccessExpression(top.parent) || (ts.isCallExpression(top.parent) && top.parent.expression === top))) top = top.parent;
  return top;
}

/**
 * What a chain's `.where(…)` is built from when it is not written inline: a condition variable
 * (`.where(where)`) or a function building it (`.where(historyOf(ticket))`).
 */
function whereIdentifiers(chain: ts.Node): string[] {
  const names: string[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isCallExpression(node) && ts.isPropertyAccessExpression(node.expression) && node.expression.name.text === 'where') {
      for (const argument of node.arguments) {
        if (ts.isIdentifier(argument)) names.push(argument.text);
        else if (ts.isCallExpression(argument) && ts.isIdentifier(argument.expression)) names.push(argument.expression.text);
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(chain);
  return names;
}

/** Whether one of `names` is a condition or a condition-building function of this file that names the company. */
function declaredWithCompany(scope: ts.Node, names: string[]): boolean {
  let found = false;
  const visit = (node: ts.Node) => {
    if (ts.isVariableDeclaration(node) && names.includes(node.name.getText()) && node.initializer && /companyId/.test(node.initializer.getText())) found = true;
    if (ts.isFunctionDeclaration(node) && node.name && names.includes(node.name.text) && /companyId/.test(node.getText())) found = true;
    ts.forEachChild(node, visit);
  };
  visit(scope);
  return found;
}

export function unscopedQueries(root = join(srcRoot, 'features')): string[] {
  const found: string[] = [];
  for (const file of sourceFiles(root)) {
    const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
    const visit = (node: ts.Node) => {
      if (ts.isCallExpression(node) && ts.isPropertyAccessExpression(node.expression) && ['from', 'update', 'delete'].includes(node.expression.name.text)) {
        const [table] = node.arguments;
        if (node.arguments.length === 1 && table && ts.isIdentifier(table) && COMPANY_TABLES.has(table.text)) {
          const chain = chainOf(node);
          const fn = enclosingFunction(node);
          const text = chain.getText();
          const scoped = /companyId/.test(text) || (table.text === 'companies' && /companies\.id\b/.test(text)) || (fn !== undefined && fn.name.startsWith('unscoped')) || declaredWithCompany(fn?.body ?? source, whereIdentifiers(chain)) || declaredWithCompany(source, whereIdentifiers(chain));
          if (!scoped) {
            const { line } = source.getLineAndCharacterOfPosition(node.getStart());
            found.push(`${relative(srcRoot, file)}:${line + 1} ${fn?.name ?? '?'}: ${node.expression.name.text}(${table.text})`);
          }
        }
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return found;
}

describe('tenancy by construction', () => {
  it('every query of a company’s table in the features names its company, or is a named exception', () => {
    expect(unscopedQueries()).toEqual([]);
  });

  it('the check sees the queries it should (a query by id alone is caught)', () => {
    expect(unscopedQueries(join(srcRoot, 'test', 'tenancy-sample'))).toEqual(['test/tenancy-sample/by-id-alone.ts:7 byIdAlone: from(tickets)']);
  });
});
