import type { JsonSchema } from './openapi-routes.js';

/** Text in scripts and forms a careless test would never type: accents, emoji pairs, right-to-left, combining marks, quotes, LIKE and regex wildcards. */
const UNUSUAL_TEXT = 'ç😀شe\u0301\'"\\%_*(';

/** `length` UTF-16 units (as zod counts them), never splitting an emoji pair. */
function textOfLength(length: number, unit: string): string {
  const text = unit.repeat(Math.ceil(length / unit.length) + 1).slice(0, length);
  return /[\ud800-\udbff]$/.test(text) ? `${text.slice(0, -1)}x` : text;
}

/**
 * Values a field's own schema allows, at its edges: the shortest and longest texts made of unusual
 * characters, the smallest and largest numbers, the fullest array, each listed value. The server
 * must take every one of them without a 5xx, since the schema says they are fine.
 */
export function edgeValuesOf(schema: JsonSchema | undefined, depth = 0): unknown[] {
  if (!schema || depth > 3) return [];
  const variants = schema.anyOf ?? schema.oneOf;
  if (variants) return variants.flatMap((variant) => edgeValuesOf(variant, depth + 1));
  if (schema.enum) return schema.enum;
  if (schema.const !== undefined) return [schema.const];
  const type = Array.isArray(schema.type) ? schema.type.find((name) => name !== 'null') : schema.type;
  switch (type) {
    case 'string': {
      if (schema.pattern || schema.format) return [];
      const lengths = [...new Set([schema.minLength ?? 0, Math.min(schema.maxLength ?? 2000, 100_000)])];
      return lengths.map((length) => textOfLength(length, UNUSUAL_TEXT));
    }
    case 'integer':
    case 'number': {
      const values = [schema.minimum, schema.maximum].filter((value): value is number => value !== undefined && Number.isFinite(value));
      return values.length ? values : [0];
    }
    case 'boolean':
      return [true, false];
    case 'array': {
      const item = edgeValuesOf(schema.items, depth + 1)[0];
      if (item === undefined) return [[]];
      return [[], Array.from({ length: Math.min(schema.maxItems ?? 50, 1000) }, () => item)];
    }
    default:
      return [];
  }
}
