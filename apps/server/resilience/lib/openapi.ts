import type { Http } from './http.js';

/** The part of JSON Schema the server's OpenAPI document uses (zod → JSON Schema). */
export type JsonSchema = {
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
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number | boolean;
  minItems?: number;
  maxItems?: number;
  nullable?: boolean;
  default?: unknown;
  additionalProperties?: boolean | JsonSchema;
};

export type Parameter = { name: string; in: 'path' | 'query' | 'header' | 'cookie'; schema: JsonSchema };

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH';

export type Operation = {
  method: HttpMethod;
  /** The OpenAPI path with `{name}` placeholders. */
  path: string;
  /** `METHOD path`, the operation's name in tables and reports. */
  key: string;
  summary: string;
  parameters: Parameter[];
  /** The JSON or form body the operation declares; multipart and body-less calls have none. */
  body: { contentType: string; schema: JsonSchema } | null;
};

type OpenApiDocument = {
  paths: Record<
    string,
    Record<
      string,
      {
        summary?: string;
        parameters?: Parameter[];
        requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
      }
    >
  >;
};

const methods = new Set(['get', 'post', 'put', 'delete', 'patch']);

/** Every operation of the document, sorted by path and method so runs and tables are stable. */
export function operationsOf(document: OpenApiDocument): Operation[] {
  const operations: Operation[] = [];
  for (const [path, entries] of Object.entries(document.paths)) {
    for (const [method, entry] of Object.entries(entries)) {
      if (!methods.has(method)) continue;
      const content = entry.requestBody?.content ?? {};
      const contentType = Object.keys(content).find((type) => content[type]?.schema);
      const upper = method.toUpperCase() as HttpMethod;
      operations.push({
        method: upper,
        path,
        key: `${upper} ${path}`,
        summary: entry.summary ?? '',
        parameters: entry.parameters ?? [],
        body: contentType ? { contentType, schema: content[contentType]?.schema as JsonSchema } : null,
      });
    }
  }
  return operations.sort((a, b) => a.key.localeCompare(b.key));
}

/** The operations the running server documents at `/api/docs/json`. */
export async function fetchOperations(http: Http): Promise<Operation[]> {
  const response = await http({ method: 'GET', url: '/api/docs/json' });
  if (response.status !== 200) throw new Error(`OpenAPI document: ${response.status}`);
  return operationsOf(response.json() as OpenApiDocument);
}

/** The URL of an operation with its path placeholders and query filled in. */
export function operationUrl(
  operation: Operation,
  pathValues: Record<string, unknown>,
  query: Record<string, unknown>,
): string {
  const path = operation.path.replace(/\{([^}]+)\}/g, (_, name: string) =>
    encodeURIComponent(String(pathValues[name] ?? '')),
  );
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    if (value === undefined) continue;
    if (Array.isArray(value)) for (const item of value) search.append(name, String(item));
    else search.append(name, typeof value === 'object' ? JSON.stringify(value) : String(value));
  }
  const text = search.toString();
  return text ? `${path}?${text}` : path;
}

/** Whether a schema (or one of its alternatives, or its items) is a uuid: such a field names a record. */
export function isIdentifierSchema(schema: JsonSchema | undefined): boolean {
  if (!schema) return false;
  if (schema.format === 'uuid') return true;
  if (schema.items && isIdentifierSchema(schema.items)) return true;
  return [...(schema.anyOf ?? []), ...(schema.oneOf ?? [])].some(isIdentifierSchema);
}
