import type { JsonSchema } from './openapi.js';

/** Where a value goes: the field's name, its schema and its place (`body.lines[].ID`, `query.id`). */
export type Field = { name: string; schema: JsonSchema; location: string };

/** Decides a field's value before the sampler does; `undefined` lets the sampler choose. */
export type FieldHook = (field: Field) => { value: unknown } | undefined;

const FIXED_UUID = '3f2b9c1e-7a4d-4e8f-9b6a-2c5d8e1f4a7b';

/** Candidates tried, in order, against a pattern the sampler does not know. */
const patternCandidates = [
  '1',
  '12',
  '2026-03-05',
  '2026-03-05T10:00:00Z',
  '100.00',
  '#336699',
  'a',
  'Ab_1',
  'abcdefghijklmnop0123',
  'DE89370400440532013000',
];

function sampleString(schema: JsonSchema): string {
  if (schema.format === 'uuid') return FIXED_UUID;
  if (schema.format === 'date') return '2026-03-05';
  if (schema.format === 'date-time') return '2026-03-05T10:00:00Z';
  if (schema.format === 'email') return 'probe@example.org';
  const min = schema.minLength ?? 0;
  const max = schema.maxLength ?? Infinity;
  const fits = (text: string) => text.length >= min && text.length <= max;
  if (schema.pattern) {
    const pattern = new RegExp(schema.pattern, 'u');
    const found = patternCandidates.find((candidate) => pattern.test(candidate) && fits(candidate));
    if (found) return found;
  }
  const text = 'Probe'.padEnd(Math.max(min, 5), 'x');
  return text.slice(0, Math.max(min, Math.min(text.length, max)));
}

function sampleNumber(schema: JsonSchema, integer: boolean): number {
  const low = typeof schema.minimum === 'number' ? schema.minimum : undefined;
  const high = typeof schema.maximum === 'number' ? schema.maximum : undefined;
  let value = low !== undefined && low > 1 ? low : 1;
  if (high !== undefined && value > high) value = high;
  if (schema.exclusiveMinimum === true && low !== undefined && value === low) value += 1;
  if (typeof schema.exclusiveMinimum === 'number' && value <= schema.exclusiveMinimum)
    value = schema.exclusiveMinimum + 1;
  return integer ? Math.round(value) : value;
}

function typeOf(schema: JsonSchema): string | undefined {
  if (Array.isArray(schema.type)) return schema.type.find((type) => type !== 'null');
  return schema.type;
}

/** The first alternative that is not `null`. */
function alternative(schema: JsonSchema): JsonSchema | undefined {
  const options = schema.anyOf ?? schema.oneOf;
  if (!options) return undefined;
  return options.find((option) => typeOf(option) !== 'null' && option.const !== null) ?? options[0];
}

/**
 * A value that satisfies `schema` (the JSON Schema subset zod emits), with every optional property
 * filled too so each field of an operation reaches the server; `hook` decides fields by name first.
 */
export function sampleValue(field: Field, hook: FieldHook = () => undefined, depth = 0): unknown {
  const decided = hook(field);
  if (decided) return decided.value;
  const { schema } = field;
  if (schema.const !== undefined) return schema.const;
  if (schema.enum?.length) return schema.enum.find((value) => value !== null) ?? schema.enum[0];
  const inner = alternative(schema);
  if (inner) return sampleValue({ ...field, schema: inner }, hook, depth);
  if (schema.allOf?.length)
    return sampleValue({ ...field, schema: schema.allOf[0] as JsonSchema }, hook, depth);
  switch (typeOf(schema)) {
    case 'string':
      return sampleString(schema);
    case 'integer':
      return sampleNumber(schema, true);
    case 'number':
      return sampleNumber(schema, false);
    case 'boolean':
      return typeof schema.default === 'boolean' ? schema.default : false;
    case 'array': {
      if (depth > 6 || !schema.items) return [];
      const count = Math.max(1, Math.min(schema.minItems ?? 1, schema.maxItems ?? 1));
      return Array.from({ length: count }, () =>
        sampleValue(
          { name: field.name, schema: schema.items as JsonSchema, location: `${field.location}[]` },
          hook,
          depth + 1,
        ),
      );
    }
    case 'object':
      return sampleObject(field, hook, depth);
    default:
      if (schema.properties) return sampleObject(field, hook, depth);
      return schema.default ?? 'Probe';
  }
}

function sampleObject(field: Field, hook: FieldHook, depth: number): Record<string, unknown> {
  const result: Record<string, unknown> = {};
  if (depth > 6) return result;
  for (const [name, schema] of Object.entries(field.schema.properties ?? {})) {
    result[name] = sampleValue({ name, schema, location: `${field.location}.${name}` }, hook, depth + 1);
  }
  return result;
}
