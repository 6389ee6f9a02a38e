import { SaxesParser } from 'saxes';

/** An element of a parsed document: namespace URI, local name, attributes, children and own text. */
export type XmlElement = {
  ns: string;
  name: string;
  prefix: string;
  attrs: Record<string, string>;
  children: XmlElement[];
  text: string;
  parent: XmlElement | null;
  line: number;
  /** 1-based position among siblings of the same name. */
  position: number;
  path?: string | undefined;
  /** On the document element only: every element below it in document order. */
  documentOrder?: XmlElement[] | undefined;
};

export const XmlLimits = {
  maxBytes: 20 * 1024 * 1024,
  maxDepth: 64,
  maxElements: 500_000,
} as const;

export type XmlFailureKind =
  'dtd' | 'too-deep' | 'too-large' | 'too-many-elements' | 'encoding' | 'malformed';

/** Why a document was refused before any business check ran. */
export class XmlRefusedError extends Error {
  constructor(
    readonly kind: XmlFailureKind,
    readonly detail: string,
  ) {
    super(detail);
    this.name = 'XmlRefusedError';
  }
}

const SUPPORTED_ENCODINGS: Record<string, string> = {
  'utf-8': 'utf-8',
  utf8: 'utf-8',
  'iso-8859-1': 'latin1',
  'iso-8859-15': 'iso-8859-15',
  latin1: 'latin1',
  'windows-1252': 'windows-1252',
  'us-ascii': 'utf-8',
  'utf-16': 'utf-16le',
};

type Decoder = InstanceType<typeof TextDecoder>;
const decoders = new Map<string, Decoder>();

/** One decoder per encoding for the whole process (decoding whole buffers keeps no state). */
function decoderFor(label: string): Decoder {
  let decoder = decoders.get(label);
  if (!decoder) {
    decoder = new TextDecoder(label);
    decoders.set(label, decoder);
  }
  return decoder;
}

/** Turns the bytes into text following the BOM or the encoding the XML declaration names. */
export function decodeXml(bytes: Uint8Array): string {
  if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf)
    return decoderFor('utf-8').decode(bytes.subarray(3));
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return decoderFor('utf-16le').decode(bytes.subarray(2));
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return decoderFor('utf-16be').decode(bytes.subarray(2));
  const head = Buffer.from(bytes.subarray(0, 200)).toString('latin1');
  const declared = /^<\?xml[^>]*encoding\s*=\s*["']([^"']+)["']/.exec(head)?.[1]?.toLowerCase();
  if (!declared) return decoderFor('utf-8').decode(bytes);
  const label = SUPPORTED_ENCODINGS[declared];
  if (!label) throw new XmlRefusedError('encoding', `unsupported encoding "${declared}"`);
  return decoderFor(label).decode(bytes);
}

/**
 * Element names and namespace URIs are looked up and compared thousands of times per document by the
 * rules. The parser hands out fresh strings; their canonical copies (the engine's internalized strings,
 * the same objects as the names written in the rules) compare by identity instead of character by
 * character. Bounded, so a stream of documents with made-up names cannot grow it without limit.
 */
const canonicalStrings = new Map<string, string>();
const CANONICAL_STRINGS_LIMIT = 20_000;

function canonical(raw: string): string {
  let value = canonicalStrings.get(raw);
  if (value === undefined) {
    // A property key is internalized; reading it back gives the internalized copy.
    value = Object.keys({ [raw]: true })[0]!;
    if (canonicalStrings.size < CANONICAL_STRINGS_LIMIT) canonicalStrings.set(value, value);
  }
  return value;
}

/**
 * Parses XML into an element tree with the safe defaults an invoice needs: any DOCTYPE (and so any
 * DTD, external entity or entity expansion) is refused, and size, depth and element count are capped.
 */
export type XmlLimitOptions = { maxBytes?: number; maxDepth?: number; maxElements?: number };

export function parseXml(input: Uint8Array | string, limits: XmlLimitOptions = {}): XmlElement {
  const maxBytes = limits.maxBytes ?? XmlLimits.maxBytes;
  const maxDepth = limits.maxDepth ?? XmlLimits.maxDepth;
  const maxElements = limits.maxElements ?? XmlLimits.maxElements;
  const size = typeof input === 'string' ? Buffer.byteLength(input, 'utf8') : input.byteLength;
  if (size > maxBytes) throw new XmlRefusedError('too-large', `${size} bytes > ${maxBytes}`);
  const text = typeof input === 'string' ? input : decodeXml(input);

  const parser = new SaxesParser({ xmlns: true, position: true });
  const root: XmlElement = {
    ns: '',
    name: '#document',
    prefix: '',
    attrs: {},
    children: [],
    text: '',
    parent: null,
    line: 0,
    position: 1,
    path: undefined,
    documentOrder: undefined,
  };
  let current = root;
  let depth = 0;
  let count = 0;
  let failure: Error | null = null;
  const documentOrder: XmlElement[] = [];
  // The parser gives every element of one namespace declaration the same string object: found by identity.
  const namespaces = new Map<string, string>();
  const namespaceOf = (uri: string) => {
    let value = namespaces.get(uri);
    if (value === undefined) {
      value = canonical(uri);
      namespaces.set(uri, value);
    }
    return value;
  };

  parser.on('doctype', () => {
    throw new XmlRefusedError('dtd', 'DOCTYPE');
  });
  parser.on('opentag', (tag) => {
    depth += 1;
    count += 1;
    if (depth > maxDepth) throw new XmlRefusedError('too-deep', `depth > ${maxDepth}`);
    if (count > maxElements) throw new XmlRefusedError('too-many-elements', `elements > ${maxElements}`);
    const attrs: Record<string, string> = {};
    for (const key in tag.attributes) {
      const attribute = tag.attributes[key]!;
      if (attribute.prefix === 'xmlns' || attribute.name === 'xmlns') continue;
      attrs[attribute.local] = attribute.value;
    }
    const element: XmlElement = {
      ns: namespaceOf(tag.uri),
      name: canonical(tag.local),
      prefix: tag.prefix,
      attrs,
      children: [],
      text: '',
      parent: current,
      line: parser.line,
      position: 1,
      // Declared up front so every element keeps one shape when its path or order is filled in later.
      path: undefined,
      documentOrder: undefined,
    };
    for (let index = current.children.length - 1; index >= 0; index -= 1) {
      const sibling = current.children[index]!;
      if (sibling.name === element.name && sibling.ns === element.ns) {
        element.position = sibling.position + 1;
        break;
      }
    }
    current.children.push(element);
    documentOrder.push(element);
    current = element;
  });
  parser.on('text', (value) => {
    if (current !== root) current.text += value;
  });
  parser.on('cdata', (value) => {
    if (current !== root) current.text += value;
  });
  parser.on('closetag', () => {
    depth -= 1;
    current = current.parent ?? root;
  });
  parser.on('error', (error) => {
    failure ??= error;
  });
  try {
    parser.write(text).close();
  } catch (error) {
    if (error instanceof XmlRefusedError) throw error;
    throw new XmlRefusedError('malformed', error instanceof Error ? error.message : String(error));
  }
  if (failure) throw new XmlRefusedError('malformed', (failure as Error).message);
  const documentElement = root.children[0];
  if (!documentElement) throw new XmlRefusedError('malformed', 'no root element');
  documentElement.parent = null;
  documentElement.documentOrder = documentOrder.slice(1);
  return documentElement;
}

/** The element's XPath-like location, e.g. `/Invoice/cac:InvoiceLine[2]/cbc:ID`. */
export function xmlPath(element: XmlElement): string {
  if (element.path) return element.path;
  const name = element.prefix ? `${element.prefix}:${element.name}` : element.name;
  const step = element.position > 1 ? `${name}[${element.position}]` : name;
  element.path = element.parent ? `${xmlPath(element.parent)}/${step}` : `/${step}`;
  return element.path;
}

export function child(element: XmlElement | undefined, name: string): XmlElement | undefined {
  if (!element) return undefined;
  for (const candidate of element.children) if (candidate.name === name) return candidate;
  return undefined;
}

export function childrenNamed(element: XmlElement | undefined, name: string): XmlElement[] {
  if (!element) return [];
  return element.children.filter((candidate) => candidate.name === name);
}

const splitPaths = new Map<string, string[]>();

function stepsOf(path: string): string[] {
  let steps = splitPaths.get(path);
  if (!steps) {
    steps = path.split('/');
    splitPaths.set(path, steps);
  }
  return steps;
}

/** Follows a slash-separated path of local names, taking the first match at every step. */
export function at(element: XmlElement | undefined, path: string): XmlElement | undefined {
  let node = element;
  for (const step of stepsOf(path)) {
    node = child(node, step);
    if (!node) return undefined;
  }
  return node;
}

/** Every element reached by a slash-separated path of local names. */
export function all(element: XmlElement | undefined, path: string): XmlElement[] {
  if (!element) return [];
  let nodes: XmlElement[] = [element];
  for (const step of stepsOf(path)) {
    const next: XmlElement[] = [];
    for (const node of nodes)
      for (const candidate of node.children) if (candidate.name === step) next.push(candidate);
    if (next.length === 0) return next;
    nodes = next;
  }
  return nodes;
}

/** Counts the elements a path reaches, stopping once `limit` is reached (cheap presence checks). */
export function countAt(element: XmlElement, path: string, limit = Infinity): number {
  return countSteps(element, stepsOf(path), 0, limit, 0);
}

function countSteps(
  node: XmlElement,
  steps: string[],
  depth: number,
  limit: number,
  counted: number,
): number {
  const step = steps[depth];
  const last = depth === steps.length - 1;
  let count = counted;
  for (const candidate of node.children) {
    if (count >= limit) return count;
    if (candidate.name !== step) continue;
    if (last) count += 1;
    else count = countSteps(candidate, steps, depth + 1, limit, count);
  }
  return count;
}

/** The first element a path reaches, depth first, without collecting the others. */
export function firstAt(
  element: XmlElement,
  path: string,
  accept?: (found: XmlElement) => boolean,
): XmlElement | undefined {
  return firstOnSteps(element, stepsOf(path), 0, accept);
}

function firstOnSteps(
  node: XmlElement,
  steps: string[],
  depth: number,
  accept: ((found: XmlElement) => boolean) | undefined,
): XmlElement | undefined {
  const step = steps[depth];
  for (const candidate of node.children) {
    if (candidate.name !== step) continue;
    if (depth === steps.length - 1) {
      if (!accept || accept(candidate)) return candidate;
    } else {
      const found = firstOnSteps(candidate, steps, depth + 1, accept);
      if (found) return found;
    }
  }
  return undefined;
}

/** Text of the element (trimmed), or undefined when the element is absent. */
export function textOf(element: XmlElement | undefined): string | undefined {
  return element ? element.text.trim() : undefined;
}

export function textAt(element: XmlElement | undefined, path: string): string | undefined {
  return textOf(at(element, path));
}

/** Every element below `element` in document order (precomputed for the document element). */
export function descendants(element: XmlElement): XmlElement[] {
  if (element.documentOrder) return element.documentOrder;
  const result: XmlElement[] = [];
  const visit = (node: XmlElement) => {
    for (const child of node.children) {
      result.push(child);
      visit(child);
    }
  };
  visit(element);
  return result;
}
