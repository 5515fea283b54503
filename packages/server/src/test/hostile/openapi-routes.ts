/** The routes of `/docs/json`, in the shape the sweep needs: where each value goes and what it is. */

export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  format?: string;
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  maxItems?: number;
  pattern?: string;
  default?: unknown;
}

export interface SweptRoute {
  method: string;
  /** OpenAPI form: `/tags/{id}`. */
  path: string;
  pathParams: string[];
  query: Record<string, JsonSchema>;
  /** JSON body schema, when the route reads JSON. */
  jsonBody?: JsonSchema;
  /** Multipart body schema (fields and files), when the route reads a multipart form. */
  multipartBody?: JsonSchema;
}

interface OpenApiOperation {
  parameters?: { in: string; name: string; schema?: JsonSchema }[];
  requestBody?: { content: Record<string, { schema?: JsonSchema }> };
}

export function routesOf(document: { paths: Record<string, Record<string, OpenApiOperation>> }): SweptRoute[] {
  return Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods)
      .filter(([method]) => method !== 'head')
      .map(([method, operation]) => {
        const parameters = operation.parameters ?? [];
        const content = operation.requestBody?.content ?? {};
        return {
          method: method.toUpperCase(),
          path,
          pathParams: parameters.filter((parameter) => parameter.in === 'path').map((parameter) => parameter.name),
          query: Object.fromEntries(parameters.filter((parameter) => parameter.in === 'query').map((parameter) => [parameter.name, parameter.schema ?? {}])),
          jsonBody: content['application/json']?.schema,
          multipartBody: content['multipart/form-data']?.schema,
        };
      }),
  );
}

/** A plausible value for a schema: the baseline a hostile value replaces one field of. */
export function sampleOf(schema: JsonSchema | undefined, depth = 0): unknown {
  if (!schema || depth > 6) return undefined;
  if (schema.const !== undefined) return schema.const;
  if (schema.default !== undefined) return schema.default;
  if (schema.enum?.length) return schema.enum[0];
  const variants = schema.anyOf ?? schema.oneOf;
  if (variants?.length) return sampleOf(variants.find((variant) => variant.type !== 'null') ?? variants[0], depth + 1);
  if (schema.allOf?.length) return sampleOf(schema.allOf[0], depth + 1);
  const type = Array.isArray(schema.type) ? schema.type.find((name) => name !== 'null') : schema.type;
  switch (type) {
    case 'object': {
      const required = new Set(schema.required ?? []);
      return Object.fromEntries(
        Object.entries(schema.properties ?? {})
          .filter(([name]) => required.has(name))
          .map(([name, property]) => [name, sampleOf(property, depth + 1)]),
      );
    }
    case 'array':
      return [];
    case 'integer':
    case 'number':
      return Math.max(schema.minimum ?? 1, 1);
    case 'boolean':
      return true;
    case 'string':
      if (schema.format === 'email') return 'sweep@example.com';
      if (schema.format === 'binary') return 'file';
      return 'texto'.padEnd(Math.max(schema.minLength ?? 0, 5), 'x').slice(0, schema.maxLength ?? 50);
    default:
      return 'texto';
  }
}

/** The top-level fields a body schema names (through unions of objects too). */
export function bodyFields(schema: JsonSchema | undefined): string[] {
  if (!schema) return [];
  const variants = schema.anyOf ?? schema.oneOf ?? schema.allOf ?? [schema];
  return [...new Set(variants.flatMap((variant) => Object.keys(variant.properties ?? {})))];
}

/** The schema of one top-level field of a body (the first variant naming it). */
export function fieldSchema(schema: JsonSchema | undefined, field: string): JsonSchema | undefined {
  if (!schema) return undefined;
  const variants = schema.anyOf ?? schema.oneOf ?? schema.allOf ?? [schema];
  return variants.map((variant) => variant.properties?.[field]).find((found) => found !== undefined);
}
