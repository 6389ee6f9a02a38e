import { XmlRefusedError, type XmlTreeBuilder } from './xml-tree.js';

/**
 * A fast reader for the plain XML that e-invoices are written in, built on string searches instead of a
 * character-by-character state machine. It accepts only a strict subset of well-formed XML (ASCII
 * names, the five predefined entities and character references, comments, CDATA, processing
 * instructions, an XML declaration in its usual form) and checks everything it accepts the way saxes does. Anything else — a DOCTYPE,
 * a processing instruction, an unusual name, a limit reached, any doubt about well-formedness — makes
 * it step aside (`false`), and the caller reads the document again with saxes, so refusals and their
 * messages stay saxes' own.
 */
export function readXmlFast(text: string, tree: XmlTreeBuilder): boolean {
  if (FORBIDDEN_CHARACTERS.test(text)) return false;
  // XML reads CR LF and a lone CR as LF before anything else (saxes does the same as it goes).
  const normalized = text.includes('\r') ? text.replace(/\r\n?/g, '\n') : text;
  try {
    new FastXmlReader(normalized, tree).read();
    return true;
  } catch (error) {
    if (error === STEP_ASIDE || error instanceof XmlRefusedError) return false;
    throw error;
  }
}

const STEP_ASIDE = new Error('left to the strict reader');

function stepAside(): never {
  throw STEP_ASIDE;
}

// Characters XML 1.0 forbids, surrogates (left to saxes' own pairing check) and a byte order mark.
// eslint-disable-next-line no-control-regex
const FORBIDDEN_CHARACTERS = /[\x00-\x08\x0B\x0C\x0E-\x1F\uD800-\uDFFF\uFFFE\uFFFF]|^\uFEFF/;
const DECLARATION =
  /^<\?xml[ \t\n]+version=(["'])1\.0\1(?:[ \t\n]+encoding=(["'])[A-Za-z][A-Za-z0-9._-]*\2)?(?:[ \t\n]+standalone=(["'])(?:yes|no)\3)?[ \t\n]*\?>/;
const WHITESPACE_ONLY = /^[ \t\n]*$/;
const ATTRIBUTE_WHITESPACE = /[\t\n]/g;
const REFERENCE = /&(?:(amp|lt|gt|quot|apos)|#([0-9]+)|#x([0-9a-fA-F]+));|&/g;
const PREDEFINED: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };
const XML_NAMESPACE = 'http://www.w3.org/XML/1998/namespace';
const XMLNS_NAMESPACE = 'http://www.w3.org/2000/xmlns/';

const SPACE = 0x20;
const TAB = 0x09;
const NEWLINE = 0x0a;
const SLASH = 0x2f;
const COLON = 0x3a;
const EQUALS = 0x3d;
const GREATER = 0x3e;
const BANG = 0x21;
const QUESTION = 0x3f;
const DOUBLE_QUOTE = 0x22;
const SINGLE_QUOTE = 0x27;

function isSpace(code: number): boolean {
  return code === SPACE || code === NEWLINE || code === TAB;
}

function isNameStart(code: number): boolean {
  return (code >= 0x61 && code <= 0x7a) || (code >= 0x41 && code <= 0x5a) || code === 0x5f;
}

function isNameCharacter(code: number): boolean {
  return isNameStart(code) || (code >= 0x30 && code <= 0x39) || code === 0x2d || code === 0x2e;
}

function isAllowedReference(code: number): boolean {
  return (
    code === TAB ||
    code === NEWLINE ||
    code === 0x0d ||
    (code >= SPACE && code <= 0xd7ff) ||
    (code >= 0xe000 && code <= 0xfffd) ||
    (code >= 0x10000 && code <= 0x10ffff)
  );
}

function replaceReference(_match: string, named?: string, decimal?: string, hex?: string): string {
  if (named) return PREDEFINED[named]!;
  let code: number;
  if (decimal) code = parseInt(decimal, 10);
  else if (hex) code = parseInt(hex, 16);
  else return stepAside();
  return isAllowedReference(code) ? String.fromCodePoint(code) : stepAside();
}

function resolveReferences(value: string): string {
  return value.includes('&') ? value.replace(REFERENCE, replaceReference) : value;
}

/** Where an open element's name stands in the text (its end tag is compared with it there). */
type OpenElement = { nameStart: number; nameEnd: number; outerScope: Map<string, string> };
type Attribute = { name: string; colon: number; value: string };

class FastXmlReader {
  private position = 0;
  private line = 1;
  private nextNewline: number;
  private scope = new Map<string, string>();
  private readonly open: OpenElement[] = [];
  private sawRoot = false;
  private closedRoot = false;
  /** Where the last name read had its colon (-1 without one). */
  private colon = -1;

  constructor(
    private readonly text: string,
    private readonly tree: XmlTreeBuilder,
  ) {
    this.nextNewline = text.indexOf('\n');
  }

  read(): void {
    const { text } = this;
    if (text.startsWith('<?xml')) this.position = DECLARATION.exec(text)?.[0].length ?? stepAside();
    for (;;) {
      const start = this.position;
      const less = text.indexOf('<', start);
      if (less === -1) {
        this.characters(start, text.length);
        break;
      }
      if (less > start) this.characters(start, less);
      const next = text.charCodeAt(less + 1);
      if (next === SLASH) this.closeTag(less);
      else if (next === BANG) this.markup(less);
      else if (next === QUESTION) this.processingInstruction(less);
      else this.openTag(less);
    }
    if (!this.sawRoot || this.open.length > 0) stepAside();
  }

  private characters(start: number, end: number): void {
    const segment = this.text.slice(start, end);
    if (this.open.length === 0) {
      if (!WHITESPACE_ONLY.test(segment)) stepAside();
      return;
    }
    if (segment.includes(']]>')) stepAside();
    this.tree.text(resolveReferences(segment));
  }

  /** Comments anywhere, CDATA inside the root; a DOCTYPE or anything else goes to saxes. */
  private markup(less: number): void {
    const { text } = this;
    if (text.startsWith('<!--', less)) {
      const end = text.indexOf('-->', less + 4);
      if (end === -1) stepAside();
      const content = text.slice(less + 4, end);
      if (content.includes('--') || content.endsWith('-')) stepAside();
      this.position = end + 3;
    } else if (text.startsWith('<![CDATA[', less) && this.open.length > 0) {
      const end = text.indexOf(']]>', less + 9);
      if (end === -1) stepAside();
      this.tree.text(text.slice(less + 9, end));
      this.position = end + 3;
    } else stepAside();
  }

  /** `<?target …?>` (tools put them in test files); its content is ignored, as the tree has no place for it. */
  private processingInstruction(less: number): void {
    const { text } = this;
    const targetEnd = this.name(less + 2);
    if (this.colon !== -1 || text.slice(less + 2, targetEnd).toLowerCase() === 'xml') stepAside();
    const after = text.charCodeAt(targetEnd);
    if (after !== QUESTION && !isSpace(after)) stepAside();
    const end = text.indexOf('?>', targetEnd);
    if (end === -1) stepAside();
    this.position = end + 2;
  }

  /** Reads an ASCII name with at most one colon between two non-empty parts; returns its end. */
  private name(start: number): number {
    const { text } = this;
    if (!isNameStart(text.charCodeAt(start))) stepAside();
    this.colon = -1;
    let index = start + 1;
    for (;;) {
      const code = text.charCodeAt(index);
      if (isNameCharacter(code)) index += 1;
      else if (code === COLON && this.colon === -1 && isNameStart(text.charCodeAt(index + 1))) {
        this.colon = index;
        index += 2;
      } else return index;
    }
  }

  private openTag(less: number): void {
    if (this.closedRoot) stepAside();
    const { text } = this;
    const nameEnd = this.name(less + 1);
    const colon = this.colon;
    const attributes: Attribute[] = [];
    let index = nameEnd;
    let selfClosing = false;
    for (;;) {
      let code = text.charCodeAt(index);
      const spaced = isSpace(code);
      while (isSpace(code)) code = text.charCodeAt(++index);
      if (code === GREATER) break;
      if (code === SLASH) {
        if (text.charCodeAt(index + 1) !== GREATER) stepAside();
        index += 1;
        selfClosing = true;
        break;
      }
      if (!spaced) stepAside();
      index = this.attribute(index, attributes);
    }
    const outerScope = this.scope;
    const attrs = this.declareNamespaces(attributes);
    const prefix = colon === -1 ? '' : text.slice(less + 1, colon);
    const local = text.slice(colon === -1 ? less + 1 : colon + 1, nameEnd);
    const uri = this.elementNamespace(prefix);
    this.tree.open(uri, local, prefix, attrs, this.lineAt(index));
    this.sawRoot = true;
    this.position = index + 1;
    if (selfClosing) this.closeElement(outerScope);
    else this.open.push({ nameStart: less + 1, nameEnd, outerScope });
  }

  /** Reads `name="value"` at `start` into the list; returns the index after the closing quote. */
  private attribute(start: number, attributes: Attribute[]): number {
    const { text } = this;
    const nameEnd = this.name(start);
    const quote = text.charCodeAt(nameEnd + 1);
    if (text.charCodeAt(nameEnd) !== EQUALS || (quote !== DOUBLE_QUOTE && quote !== SINGLE_QUOTE))
      stepAside();
    const valueEnd = text.indexOf(quote === DOUBLE_QUOTE ? '"' : "'", nameEnd + 2);
    if (valueEnd === -1) stepAside();
    const raw = text.slice(nameEnd + 2, valueEnd);
    if (raw.includes('<')) stepAside();
    const value = resolveReferences(raw.replace(ATTRIBUTE_WHITESPACE, ' '));
    const colon = this.colon === -1 ? -1 : this.colon - start;
    attributes.push({ name: text.slice(start, nameEnd), colon, value });
    return valueEnd + 1;
  }

  /**
   * Applies the element's namespace declarations (wherever they stand among its attributes) and
   * returns its other attributes by local name. Two attributes with one local name, a declaration of
   * the reserved prefixes or URIs, or an unbound prefix go to saxes.
   */
  private declareNamespaces(attributes: Attribute[]): Record<string, string> {
    const attrs: Record<string, string> = {};
    if (attributes.length === 0) return attrs;
    const locals: string[] = [];
    let ownScope = false;
    for (const { name, colon, value } of attributes) {
      const local = colon === -1 ? name : name.slice(colon + 1);
      if (locals.includes(local)) stepAside();
      locals.push(local);
      if (name !== 'xmlns' && !name.startsWith('xmlns:')) continue;
      const uri = value.trim();
      const declared = colon === -1 ? '' : local;
      if (uri === XML_NAMESPACE || uri === XMLNS_NAMESPACE || declared === 'xml' || declared === 'xmlns')
        stepAside();
      if (declared !== '' && uri === '') stepAside();
      // The first declaration on an element gives it its own copy of the scope.
      if (!ownScope) this.scope = new Map(this.scope);
      ownScope = true;
      this.scope.set(declared, uri);
    }
    for (const { name, colon, value } of attributes) {
      if (colon !== -1) {
        const prefix = name.slice(0, colon);
        if (prefix === 'xmlns') continue;
        if (prefix !== 'xml' && !this.scope.get(prefix)) stepAside();
        attrs[name.slice(colon + 1)] = value;
      } else if (name !== 'xmlns') attrs[name] = value;
    }
    return attrs;
  }

  private elementNamespace(prefix: string): string {
    if (prefix === '') return this.scope.get('') ?? '';
    if (prefix === 'xml' || prefix === 'xmlns') stepAside();
    return this.scope.get(prefix) || stepAside();
  }

  /** `</name>` with the name the element was opened with, whitespace allowed before `>`. */
  private closeTag(less: number): void {
    const { text } = this;
    const element = this.open.pop() ?? stepAside();
    const length = element.nameEnd - element.nameStart;
    for (let offset = 0; offset < length; offset += 1)
      if (text.charCodeAt(element.nameStart + offset) !== text.charCodeAt(less + 2 + offset)) stepAside();
    let end = less + 2 + length;
    while (isSpace(text.charCodeAt(end))) end += 1;
    if (text.charCodeAt(end) !== GREATER) stepAside();
    this.position = end + 1;
    this.closeElement(element.outerScope);
  }

  private closeElement(outerScope: Map<string, string>): void {
    this.tree.close();
    this.scope = outerScope;
    if (this.open.length === 0) this.closedRoot = true;
  }

  /** The 1-based line of `index`, counting newlines as the reading moves forward. */
  private lineAt(index: number): number {
    while (this.nextNewline !== -1 && this.nextNewline < index) {
      this.line += 1;
      this.nextNewline = this.text.indexOf('\n', this.nextNewline + 1);
    }
    return this.line;
  }
}
