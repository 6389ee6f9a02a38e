import { readXmlFast } from './xml-fast.js';
import { readXmlStrictly } from './xml-saxes.js';
import { XmlRefusedError, XmlTreeBuilder, type XmlElement } from './xml-tree.js';

export { XmlRefusedError, type XmlElement, type XmlFailureKind } from './xml-tree.js';

export const XmlLimits = {
  maxBytes: 20 * 1024 * 1024,
  maxDepth: 64,
  maxElements: 500_000,
} as const;

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

  const fast = new XmlTreeBuilder(maxDepth, maxElements);
  if (readXmlFast(text, fast)) return fast.finish();
  const strict = new XmlTreeBuilder(maxDepth, maxElements);
  readXmlStrictly(text, strict);
  return strict.finish();
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
