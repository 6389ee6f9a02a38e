import type { HttpRequest } from '../lib/http.js';
import type { Operation } from '../lib/openapi.js';
import { buildProbe, type Target } from '../isolation/probes.js';
import type { Random } from './random.js';

/** Values of the wrong kind, and strings that break careless code. */
const hostileValues = (random: Random): unknown[] => [
  null,
  true,
  -1,
  0,
  1e308,
  -(2 ** 53) - 2,
  Number.MAX_SAFE_INTEGER,
  '',
  ' ',
  'x'.repeat(1_000_000),
  'ä'.repeat(200_000),
  'a\u0000b',
  '\ud800',
  'abc\udfff',
  '💶'.repeat(1000),
  '../../etc/passwd',
  "'; DROP TABLE job; --",
  '${7*7}{{7*7}}',
  '<script>alert(1)</script>',
  '2026-02-30',
  '31.02.2026',
  '9999-99-99T99:99:99Z',
  '1,234.567,89',
  'NaN',
  '-0',
  '1e400',
  '00000000-0000-0000-0000-000000000000',
  'ffffffff-ffff-ffff-ffff-ffffffffffff',
  [],
  [null],
  {},
  JSON.parse('{"__proto__":{"polluted":true}}'),
  { constructor: { prototype: { polluted: true } } },
  Array.from({ length: 10_000 }, (_, index) => index),
  nested(200 + random.int(1500)),
];

/** An array nested `depth` levels deep. */
function nested(depth: number): unknown {
  let value: unknown = 'tief';
  for (let level = 0; level < depth; level += 1) value = [value];
  return value;
}

type Path = (string | number)[];

/** Every place inside a JSON value, so one of them can be changed. */
function placesOf(value: unknown, at: Path = [], found: Path[] = []): Path[] {
  found.push(at);
  if (Array.isArray(value)) value.forEach((item, index) => placesOf(item, [...at, index], found));
  else if (value && typeof value === 'object')
    for (const [key, item] of Object.entries(value)) placesOf(item, [...at, key], found);
  return found;
}

function replaceAt(value: unknown, at: Path, replacement: unknown): unknown {
  if (at.length === 0) return replacement;
  const [head, ...rest] = at;
  if (Array.isArray(value))
    return value.map((item, index) => (index === head ? replaceAt(item, rest, replacement) : item));
  if (value && typeof value === 'object') {
    return {
      ...(value as Record<string, unknown>),
      [head as string]: replaceAt((value as Record<string, unknown>)[head as string], rest, replacement),
    };
  }
  return value;
}

/**
 * A hostile variant of a well-formed JSON body: one or more places get a wrong type, a huge
 * string, NUL or a lone surrogate; or unknown fields are added; or the whole body is replaced by
 * deep nesting, broken JSON or the wrong content type.
 */
function mutateBody(request: HttpRequest, random: Random): HttpRequest {
  const headers = { ...request.headers };
  const body = request.body;
  const mode = random.int(10);
  if (mode === 0)
    return {
      ...request,
      headers: { ...headers, 'content-type': 'application/json' },
      body: `{"a":${'['.repeat(100_000)}`,
    };
  if (mode === 1)
    return {
      ...request,
      headers: { ...headers, 'content-type': 'application/json' },
      body: random.pick(['{', '{"a":}', 'nul', '\u0000', '"\\ud800"', '[1,]', '{"a":1}{"b":2}']),
    };
  if (mode === 2)
    return {
      ...request,
      headers: {
        ...headers,
        'content-type': random.pick([
          'text/plain',
          'application/xml',
          'multipart/form-data; boundary=x',
          'application/x-www-form-urlencoded',
        ]),
      },
      body: JSON.stringify(body ?? {}),
    };
  if (mode === 3 && body && typeof body === 'object' && !Buffer.isBuffer(body))
    return {
      ...request,
      body: {
        ...(body as Record<string, unknown>),
        unbekannt: random.pick(hostileValues(random)),
        ['x'.repeat(10_000)]: 1,
      },
    };
  if (mode === 4)
    return {
      ...request,
      headers: { ...headers, 'content-type': 'application/json' },
      body: `${'['.repeat(50_000)}"tief"${']'.repeat(50_000)}`,
    };
  let mutated: unknown = body ?? {};
  const changes = 1 + random.int(3);
  for (let change = 0; change < changes; change += 1) {
    const places = placesOf(mutated);
    mutated = replaceAt(mutated, random.pick(places), random.pick(hostileValues(random)));
  }
  return {
    ...request,
    headers: { ...headers, 'content-type': 'application/json' },
    body: JSON.stringify(mutated),
  };
}

/** Percent-encodes text; a lone surrogate becomes the invalid UTF-8 bytes a careless client would send. */
function encodeHostile(text: string): string {
  return [...text]
    .map((character) => {
      try {
        return encodeURIComponent(character);
      } catch {
        return '%ED%A0%80';
      }
    })
    .join('');
}

/**
 * Query and path values broken the same ways, as text. Values stay below 1,000 characters: a URL
 * beyond Node's 16 KB header limit ends at the HTTP parser (tested on its own in server.test.ts).
 */
function mutateUrl(url: string, random: Random): string {
  const [path, query = ''] = url.split('?');
  const text = String(
    random.pick(
      hostileValues(random).filter((value) => typeof value === 'string' || typeof value === 'number'),
    ),
  ).slice(0, 1000);
  const encoded = encodeHostile(text);
  if (random.chance(0.3)) {
    const segments = (path as string).split('/');
    segments[segments.length - 1] = encoded;
    return `${segments.join('/')}${query ? `?${query}` : ''}`;
  }
  const params = new URLSearchParams(query);
  const keys = [...params.keys()];
  const changed =
    keys.length && random.chance(0.7)
      ? random.pick(keys)
      : random.pick(['unbekannt', 'mandantId', 'id', '__proto__']);
  params.delete(changed);
  if (random.chance(0.2) && keys.length) params.append(random.pick(keys), 'doppelt');
  const rest = params.toString();
  return `${path}?${rest ? `${rest}&` : ''}${changed}=${encoded}`;
}

/** A hostile call of `operation`: a valid call (real ids where known) with its body or URL broken. */
export function hostileCall(operation: Operation, target: Target, random: Random): HttpRequest {
  const { request } = buildProbe(operation, target);
  if (Buffer.isBuffer(request.body)) return { ...request, url: mutateUrl(request.url, random) };
  if (request.body !== undefined && random.chance(0.75)) return mutateBody(request, random);
  return { ...request, url: mutateUrl(request.url, random) };
}
