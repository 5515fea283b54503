import { z } from 'zod';
import type { ImportSkipReason } from '@prosa/contract';

export interface SheetContact {
  /** The row's number in the sheet (the header is row 1). */
  row: number;
  name: string;
  number: string;
  email: string;
}

export interface ParsedSheet {
  contacts: SheetContact[];
  skipped: { row: number; reason: ImportSkipReason }[];
  /** Data rows that were not blank. */
  total: number;
}

const HEADERS = {
  name: ['nome', 'name', 'contato', 'contact'],
  number: ['numero', 'number', 'telefone', 'phone', 'celular', 'whatsapp'],
  email: ['email', 'e-mail', 'mail'],
} as const;

const normalise = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .trim()
    .toLowerCase();

const emailCheck = z.email();

/** Column index of each field from the header row (nome/Nome/name, numero/número/number, email/e-mail); null without a number column. */
export function sheetColumns(header: string[]): { name: number; number: number; email: number } | null {
  const labels = header.map(normalise);
  const find = (names: readonly string[]) => labels.findIndex((label) => names.includes(label));
  const number = find(HEADERS.number);
  if (number < 0) return null;
  return { name: find(HEADERS.name), number, email: find(HEADERS.email) };
}

/**
 * Turns sheet rows into contacts and a per-row report: a missing or malformed number (8 to 50
 * digits) or e-mail skips the row, as does a number already seen earlier in the sheet. A row
 * without a name takes its number as the name; names are cut at 50 characters.
 */
export function parseSheetRows(rows: string[][]): ParsedSheet | null {
  const columns = sheetColumns(rows[0] ?? []);
  if (!columns) return null;
  const contacts: SheetContact[] = [];
  const skipped: ParsedSheet['skipped'] = [];
  const seen = new Set<string>();
  let total = 0;
  rows.slice(1).forEach((cells, index) => {
    const row = index + 2;
    if (cells.every((cell) => !cell || !cell.trim())) return;
    total += 1;
    const cell = (col: number) => (col >= 0 ? (cells[col] ?? '').trim() : '');
    const raw = cell(columns.number);
    const number = raw.replace(/\D/g, '');
    const email = cell(columns.email).toLowerCase();
    if (!number) skipped.push({ row, reason: 'missing-number' });
    else if (number.length < 8 || number.length > 50) skipped.push({ row, reason: 'invalid-number' });
    else if (email && !emailCheck.safeParse(email).success) skipped.push({ row, reason: 'invalid-email' });
    else if (seen.has(number)) skipped.push({ row, reason: 'duplicate-in-sheet' });
    else {
      seen.add(number);
      contacts.push({ row, name: (cell(columns.name) || number).slice(0, 50), number, email });
    }
  });
  return { contacts, skipped, total };
}
