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

function newElement(parent: XmlElement | null, line: number): XmlElement {
  return {
    ns: '',
    name: '#document',
    prefix: '',
    attrs: {},
    children: [],
    text: '',
    parent,
    line,
    position: 1,
    // Declared up front so every element keeps one shape when its path or order is filled in later.
    path: undefined,
    documentOrder: undefined,
  };
}

/**
 * Builds the element tree from a parser's events and enforces the depth and element-count caps. Both
 * readers (the fast one and saxes) feed it, so their trees have the same shape by construction.
 */
export class XmlTreeBuilder {
  private readonly root = newElement(null, 0);
  private current = this.root;
  private depth = 0;
  private count = 0;
  private readonly documentOrder: XmlElement[] = [];
  // One canonical string per namespace URI the document uses, found without re-internalizing.
  private readonly namespaces = new Map<string, string>();

  constructor(
    private readonly maxDepth: number,
    private readonly maxElements: number,
  ) {}

  get insideRoot(): boolean {
    return this.current !== this.root;
  }

  open(uri: string, local: string, prefix: string, attrs: Record<string, string>, line: number): void {
    this.depth += 1;
    this.count += 1;
    if (this.depth > this.maxDepth) throw new XmlRefusedError('too-deep', `depth > ${this.maxDepth}`);
    if (this.count > this.maxElements)
      throw new XmlRefusedError('too-many-elements', `elements > ${this.maxElements}`);
    const parent = this.current;
    const element = newElement(parent, line);
    element.ns = this.namespaceOf(uri);
    element.name = canonical(local);
    element.prefix = prefix;
    element.attrs = attrs;
    for (let index = parent.children.length - 1; index >= 0; index -= 1) {
      const sibling = parent.children[index]!;
      if (sibling.name === element.name && sibling.ns === element.ns) {
        element.position = sibling.position + 1;
        break;
      }
    }
    parent.children.push(element);
    this.documentOrder.push(element);
    this.current = element;
  }

  text(value: string): void {
    if (this.current !== this.root) this.current.text += value;
  }

  close(): void {
    this.depth -= 1;
    this.current = this.current.parent ?? this.root;
  }

  /** The document element, detached from the document node, with every element in document order. */
  finish(): XmlElement {
    const documentElement = this.root.children[0];
    if (!documentElement) throw new XmlRefusedError('malformed', 'no root element');
    documentElement.parent = null;
    documentElement.documentOrder = this.documentOrder.slice(1);
    return documentElement;
  }

  private namespaceOf(uri: string): string {
    let value = this.namespaces.get(uri);
    if (value === undefined) {
      value = canonical(uri);
      this.namespaces.set(uri, value);
    }
    return value;
  }
}
