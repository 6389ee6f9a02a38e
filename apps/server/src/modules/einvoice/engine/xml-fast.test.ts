import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { findSharedEInvoiceCorpus } from '../conformance/locations.js';
import { buildCiiInvoice, buildUblInvoice } from '../testing/invoice-builder.js';
import { decodeXml, parseXml, XmlLimits } from './xml.js';
import { readXmlFast } from './xml-fast.js';
import { readXmlStrictly } from './xml-saxes.js';
import { XmlRefusedError, XmlTreeBuilder, type XmlElement } from './xml-tree.js';

/** Every field of every element, in document order: two trees print alike only when they are alike. */
function printTree(element: XmlElement): string {
  const lines: string[] = [];
  const visit = (node: XmlElement) => {
    const { ns, name, prefix, attrs, text, line, position, children } = node;
    lines.push(
      JSON.stringify([ns, name, prefix, Object.entries(attrs), text, line, position, children.length]),
    );
    for (const item of children) visit(item);
  };
  visit(element);
  return lines.join('\n');
}

function outcome(read: () => XmlElement): string {
  try {
    return printTree(read());
  } catch (error) {
    if (error instanceof XmlRefusedError) return `refused ${error.kind}: ${error.detail}`;
    throw error;
  }
}

const newTree = () => new XmlTreeBuilder(XmlLimits.maxDepth, XmlLimits.maxElements);

function strictly(text: string): XmlElement {
  const tree = newTree();
  readXmlStrictly(text, tree);
  return tree.finish();
}

/** True when the fast reader took the document itself (rather than leaving it to saxes). */
function readFast(text: string): boolean {
  return readXmlFast(text, newTree());
}

const plainDocuments = [
  buildUblInvoice({ lines: 3 }),
  buildCiiInvoice({ lines: 3 }),
  '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\r\n<a\r\n  x="1\t2\r\n3"\n  y=\'&lt;&#65;&#x42;&quot;\'>\r\nT&amp;T<![CDATA[<raw> & ]]>  </a >',
  '<!-- before --><?tool data?><r xmlns="urn:d" xmlns:p="urn:p"><p:x p:k="v" xml:lang="de"/><y xmlns=""><z/></y><p:x/><?pi?><!----></r>\n<!-- after -->',
  '<r xmlns:p="urn:1"><p:a xmlns:p="urn:2"><p:b/></p:a><p:a/></r>',
];

const unusualDocuments = [
  '<a>]]></a>',
  '<a>&foo;</a>',
  '<a>&#0;</a>',
  '<a>&#X41;</a>',
  '<a>& b</a>',
  '<a b="<"/>',
  '<a b="1"c="2"/>',
  '<a x="1" x="2"/>',
  '<a p:x="1" xmlns:q="urn:q"/>',
  '<p:a/>',
  '<a></b>',
  '<a>',
  '<a/><b/>',
  'text<a/>',
  '<a/>text',
  '<!-- a -- b --><a/>',
  '<?xml version="1.1"?><a/>',
  ' <?xml version="1.0"?><a/>',
  '<?xml version = "1.0"?><a/>',
  '<a><?xml x?></a>',
  '<a>\u0001</a>',
  '<a xmlns:p=""/>',
  '<xmlns:a/>',
  '<a xmlns:xml="urn:x"/>',
  '<a:b:c xmlns:a="urn:a"/>',
  '<a b=1/>',
  '<a / >',
  '<Rechnungsbetrag-Ä/>',
  '',
  '<!DOCTYPE a><a/>',
  '<?xml version="1.0"?><!DOCTYPE r [<!ENTITY x SYSTEM "file:///etc/passwd">]><r>&x;</r>',
];

describe('fast XML reader', () => {
  it('reads plain documents itself, into the very tree saxes builds', () => {
    for (const text of plainDocuments) {
      expect(readFast(text), text).toBe(true);
      expect(outcome(() => parseXml(text))).toBe(outcome(() => strictly(text)));
    }
  });

  it('leaves everything unusual to saxes, so refusals and their messages stay saxes’ own', () => {
    for (const text of unusualDocuments) {
      expect(readFast(text), text).toBe(false);
      expect(
        outcome(() => parseXml(text)),
        text,
      ).toBe(outcome(() => strictly(text)));
    }
    expect(outcome(() => parseXml('<!DOCTYPE a><a/>'))).toBe('refused dtd: DOCTYPE');
  });

  it('leaves the depth and element caps to saxes too', () => {
    const deep = `${'<a>'.repeat(70)}${'</a>'.repeat(70)}`;
    expect(outcome(() => parseXml(deep))).toBe(outcome(() => strictly(deep)));
    expect(outcome(() => parseXml(deep))).toContain('refused too-deep');
  });

  it('agrees with saxes on damaged invoices: the same tree or the same refusal', () => {
    let seed = 20_261_128;
    const random = (below: number) => {
      seed = (seed * 1_103_515_245 + 12_345) & 0x7fffffff;
      return seed % below;
    };
    const damage = ['<', '>', '&', '"', '/', ':', '=', ' ', '\r', ']]>', '--', '<?', '&#1;', 'xmlns:x=""'];
    const sources = plainDocuments.map((text) => text.slice(0, 3000));
    let accepted = 0;
    for (let round = 0; round < 400; round += 1) {
      let text = sources[round % sources.length]!;
      const at = random(text.length);
      text =
        round % 2 === 0
          ? text.slice(0, at) + text.slice(at + 1 + random(3))
          : text.slice(0, at) + damage[random(damage.length)]! + text.slice(at);
      const fast = outcome(() => parseXml(text));
      expect(fast, text).toBe(outcome(() => strictly(text)));
      if (!fast.startsWith('refused')) accepted += 1;
    }
    expect(accepted).toBeGreaterThan(0);
  });

  it('builds the same trees as saxes on the invoices at hand: generated ones, and the shared corpus when it exists', () => {
    const documents = new Map<string, string>([
      ['generated CII', buildCiiInvoice()],
      ['generated UBL', buildUblInvoice()],
    ]);
    const corpus = findSharedEInvoiceCorpus();
    if (corpus) {
      const expected = JSON.parse(readFileSync(path.join(corpus, 'expected.json'), 'utf8')) as object;
      Object.keys(expected)
        .filter((file, index) => file.endsWith('.xml') && index % 5 === 0)
        .forEach((file) => documents.set(file, decodeXml(readFileSync(path.join(corpus, file)))));
    }
    let readFastCount = 0;
    for (const [name, text] of documents) {
      if (readFast(text)) readFastCount += 1;
      expect(
        outcome(() => parseXml(text)),
        name,
      ).toBe(outcome(() => strictly(text)));
    }
    expect(readFastCount).toBeGreaterThan(documents.size * 0.9);
  });
});
