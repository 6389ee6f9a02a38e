import { randomUUID } from 'node:crypto';
import { multipartBody, type HttpRequest } from '../lib/http.js';
import { isIdentifierSchema, operationUrl, type Operation } from '../lib/openapi.js';
import { sampleValue, type Field, type FieldHook } from '../lib/schema-sample.js';
import { caseOfField } from './id-fields.js';
import type { IdKind } from './id-kinds.js';

/** Where the values of identifier fields come from: the target data set, or the caller's own Mandant. */
export type Target = {
  /** The id to send for a kind; `undefined` when the data set holds none (a random id is sent). */
  idOf: (kind: IdKind) => string | undefined;
  mandantId: string;
  mandnr: number;
};

/** One call of an operation, ready to send but for the caller's Authorization header. */
export type Probe = {
  operation: Operation;
  request: HttpRequest;
  /** Identifier fields no rule of the generator knows (the operation has no case). */
  uncovered: string[];
};

const PDF_PROBE = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj 2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj 3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 595 842]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
  'latin1',
);

type MultipartCase = {
  query?: Record<string, IdKind>;
  fields: Record<string, IdKind | { text: string }>;
  file: { field: string; name: string; content: Buffer };
};

/**
 * Operations that take multipart bodies (the OpenAPI document does not describe those): their
 * identifier fields and file. A multipart route missing here has no case.
 */
const multipartCases: Record<string, MultipartCase> = {
  'POST /api/job/main/addfilestostack': {
    query: { mandantId: 'mandant', stackId: 'stack' },
    fields: {},
    file: { field: 'files', name: 'probe.pdf', content: PDF_PROBE },
  },
  'POST /api/cap/stack/upload': {
    query: { mandantId: 'mandant', stackId: 'stack' },
    fields: {},
    file: { field: 'files', name: 'probe.pdf', content: PDF_PROBE },
  },
  'POST /api/cap/stack/addattachment': {
    query: { mandantId: 'mandant', documentId: 'document' },
    fields: {},
    file: { field: 'file', name: 'probe.pdf', content: PDF_PROBE },
  },
  'POST /api/cap/einvoice/check': {
    fields: {},
    file: { field: 'file', name: 'probe.pdf', content: PDF_PROBE },
  },
  'POST /api/man/system/uploadcustomlogo': {
    fields: {},
    file: { field: 'file', name: 'logo.png', content: Buffer.from('89504e470d0a1a0a', 'hex') },
  },
  'POST /api/man/system/senddocumentmail': {
    fields: {
      mandantId: 'mandant',
      to: { text: 'probe@example.org' },
      subject: { text: 'Probe' },
      message: { text: 'Probe' },
      pdfFileName: { text: 'probe.pdf' },
    },
    file: { field: 'file', name: 'probe.pdf', content: PDF_PROBE },
  },
  'POST /api/man/konten/import': {
    fields: { mandantId: 'mandant' },
    file: { field: 'file', name: 'konten.csv', content: Buffer.from('Konto;Bezeichnung\r\n4712;Probe\r\n') },
  },
  'POST /api/man/personenkonten/import': {
    fields: { mandantId: 'mandant' },
    file: { field: 'file', name: 'kreditoren.csv', content: Buffer.from('Konto;Name\r\n70999;Probe\r\n') },
  },
  'POST /api/man/kostenstellen/import': {
    fields: { mandantId: 'mandant' },
    file: { field: 'file', name: 'kost.csv', content: Buffer.from('Nummer;Name\r\n999;Probe\r\n') },
  },
  'POST /api/man/externfibu/import': {
    fields: { mandantId: 'mandant' },
    file: { field: 'file', name: 'EXTF_Buchungsstapel.csv', content: Buffer.from('"EXTF";700;21\r\n') },
  },
  'POST /api/cap/wawi/ImportCsv': {
    fields: { mandantId: 'mandant' },
    file: { field: 'file', name: 'wareneingang.csv', content: Buffer.from('BELEGNR;MENGE\r\nWE-1;1\r\n') },
  },
  'POST /api/cap/RuleMan/ImportMasks': {
    query: { mandantId: 'mandant' },
    fields: {},
    file: { field: 'file', name: 'regeln.json', content: Buffer.from('{"format":"probe"}') },
  },
  'POST /api/wf/workflows/addfile2workflow': {
    fields: { InstanceId: 'workflow', ColourType: { text: '0' } },
    file: { field: 'file', name: 'probe.pdf', content: PDF_PROBE },
  },
  'POST /api/wf/webscan/AddFile2WorkflowMobile': {
    fields: { InstanceId: 'workflow' },
    file: { field: 'file', name: 'probe.pdf', content: PDF_PROBE },
  },
};

/** Whether an operation without a described body is a multipart upload (its summary says so). */
const looksMultipart = (operation: Operation) =>
  !operation.body && /multipart|upload/i.test(operation.summary) && operation.method !== 'GET';

function valueOf(kind: IdKind | 'position' | 'mandnr', target: Target): unknown {
  if (kind === 'position') return '1';
  if (kind === 'mandnr') return target.mandnr;
  if (kind === 'capability') return randomUUID().replace(/-/g, '');
  if (kind === 'mandant') return target.mandantId;
  return target.idOf(kind) ?? randomUUID();
}

/** Builds the call of `operation` with the target's ids in every identifier field. */
export function buildProbe(operation: Operation, target: Target): Probe {
  const uncovered: string[] = [];
  const hook: FieldHook = (field: Field) => {
    const found = caseOfField(operation, field, isIdentifierSchema(field.schema));
    if (found === undefined) {
      uncovered.push(field.location);
      return undefined;
    }
    if (found === null) return undefined;
    const value = valueOf(found.kind, target);
    const isArray = field.schema.type === 'array' || Boolean(field.schema.items);
    return { value: isArray ? [value] : value };
  };
  const pathValues: Record<string, unknown> = {};
  const query: Record<string, unknown> = {};
  for (const parameter of operation.parameters) {
    const field = {
      name: parameter.name,
      schema: parameter.schema,
      location: `${parameter.in}.${parameter.name}`,
    };
    if (parameter.in === 'path') {
      // A path parameter always names something: it needs a rule even when it is no uuid.
      const before = uncovered.length;
      const value = sampleValue(field, hook);
      if (uncovered.length === before && caseOfField(operation, field, true) === undefined)
        uncovered.push(field.location);
      pathValues[parameter.name] = value;
    } else if (parameter.in === 'query') query[parameter.name] = sampleValue(field, hook);
  }
  const headers: Record<string, string> = { 'accept-language': 'de' };
  let body: unknown;
  const multipart = multipartCases[operation.key];
  if (multipart) {
    for (const [name, kind] of Object.entries(multipart.query ?? {})) query[name] = valueOf(kind, target);
    const fields = Object.fromEntries(
      Object.entries(multipart.fields).map(([name, value]) => [
        name,
        typeof value === 'string' ? String(valueOf(value, target)) : value.text,
      ]),
    );
    const encoded = multipartBody(fields, [multipart.file]);
    headers['content-type'] = encoded.contentType;
    body = encoded.body;
  } else if (looksMultipart(operation)) {
    uncovered.push('multipart body');
  } else if (operation.body) {
    const value = sampleValue({ name: 'body', schema: operation.body.schema, location: 'body' }, hook);
    if (operation.body.contentType === 'application/x-www-form-urlencoded') {
      headers['content-type'] = operation.body.contentType;
      body = new URLSearchParams(
        Object.entries(value as Record<string, unknown>).map(([name, item]): [string, string] => [
          name,
          String(item),
        ]),
      ).toString();
    } else body = value;
  } else if (operation.method !== 'GET' && operation.method !== 'DELETE') {
    body = {};
  }
  return {
    operation,
    request: { method: operation.method, url: operationUrl(operation, pathValues, query), headers, body },
    uncovered,
  };
}

/** Operations with identifier fields (or a multipart body) the generator has no rule for. */
export function uncoveredOperations(operations: Operation[]): string[] {
  const anyTarget: Target = { mandantId: randomUUID(), mandnr: 1, idOf: () => randomUUID() };
  return operations
    .map((operation) => ({ operation, uncovered: buildProbe(operation, anyTarget).uncovered }))
    .filter((entry) => entry.uncovered.length > 0)
    .map((entry) => `${entry.operation.key}: ${entry.uncovered.join(', ')}`);
}
