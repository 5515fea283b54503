import { readFileSync } from 'node:fs';
import { join } from 'node:path';

const folder = join(import.meta.dirname, '..', 'fixtures');

/** A webhook fixture's exact bytes: tests sign these, as Meta signs what it sends. */
export function fixtureText(name: string): string {
  return readFileSync(join(folder, `${name}.json`), 'utf8');
}

export function fixture(name: string): unknown {
  return JSON.parse(fixtureText(name)) as unknown;
}

/** The number the fixtures are addressed to (Meta's documentation example). */
export const FIXTURE_PHONE_NUMBER_ID = '106540352242922';
export const FIXTURE_CUSTOMER = '16505551234';
