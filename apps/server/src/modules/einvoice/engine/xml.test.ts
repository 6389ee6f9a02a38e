import { describe, expect, it } from 'vitest';
import { describeReason } from '../messages/rule-messages.js';
import { validateXml } from './validate.js';
import { countAt, firstAt, parseXml, xmlPath, XmlRefusedError } from './xml.js';

function refusal(xml: string | Uint8Array, limits?: Parameters<typeof parseXml>[1]) {
  try {
    parseXml(xml, limits);
  } catch (error) {
    if (error instanceof XmlRefusedError) return error.kind;
    throw error;
  }
  return null;
}

describe('secure XML parsing', () => {
  it('parses namespaces, text and element paths', () => {
    const root = parseXml('<a:Invoice xmlns:a="urn:a"><a:Line>1</a:Line><a:Line>2</a:Line></a:Invoice>');
    expect(root).toMatchObject({ ns: 'urn:a', name: 'Invoice' });
    expect(root.children.map((line) => line.text)).toEqual(['1', '2']);
    expect(xmlPath(root.children[1]!)).toBe('/a:Invoice/a:Line[2]');
  });

  it('follows paths: counts up to a limit, finds the first element a test accepts', () => {
    const root = parseXml(
      '<r><L><N>1</N><N k="x">2</N></L><L><N>3</N><N k="y">4</N></L><Other><N>5</N></Other></r>',
    );
    expect(countAt(root, 'L/N')).toBe(4);
    expect(countAt(root, 'L/N', 3)).toBe(3);
    expect(countAt(root, 'L/Missing')).toBe(0);
    expect(firstAt(root, 'L/N')?.text).toBe('1');
    expect(firstAt(root, 'L/N', (found) => found.attrs.k === 'y')?.text).toBe('4');
    expect(firstAt(root, 'L/N', () => false)).toBeUndefined();
  });

  it('gives every element the same names whether or not a document used them before', () => {
    const names = (xml: string) => parseXml(xml).children.map((element) => `${element.ns}|${element.name}`);
    const xml = '<r xmlns="urn:x"><Zq9Unusual/><y:Name xmlns:y="urn:y"/><Zq9Unusual/></r>';
    expect(names(xml)).toEqual(['urn:x|Zq9Unusual', 'urn:y|Name', 'urn:x|Zq9Unusual']);
    expect(names(xml)).toEqual(names(xml));
  });

  it('refuses a DTD with an external entity (XXE) and says so in German', () => {
    const xxe = '<?xml version="1.0"?><!DOCTYPE r [<!ENTITY x SYSTEM "file:///etc/passwd">]><r>&x;</r>';
    expect(refusal(xxe)).toBe('dtd');
    const result = validateXml(xxe);
    expect(result.reasons).toEqual(['xml-refused']);
    expect(describeReason('xml-refused', result.refusal?.kind).de).toContain('DTD');
  });

  it('refuses entity expansion (billion laughs) before expanding anything', () => {
    const laughs = `<?xml version="1.0"?><!DOCTYPE lolz [<!ENTITY lol "lol">${Array.from({ length: 9 }, (_, index) => `<!ENTITY lol${index + 1} "${`&lol${index ? index : ''};`.repeat(10)}">`).join('')}]><lolz>&lol9;</lolz>`;
    expect(refusal(laughs)).toBe('dtd');
  });

  it('refuses a plain DOCTYPE without entities too', () => {
    expect(refusal('<!DOCTYPE html><html/>')).toBe('dtd');
  });

  it('refuses deep nesting', () => {
    const deep = `${'<a>'.repeat(200)}${'</a>'.repeat(200)}`;
    expect(refusal(deep)).toBe('too-deep');
    expect(describeReason('xml-refused', 'too-deep').de).toBe(
      'Die XML-Datei ist zu tief verschachtelt und wird nicht verarbeitet.',
    );
  });

  it('refuses oversized input without parsing it', () => {
    expect(refusal('<a>0123456789</a>', { maxBytes: 10 })).toBe('too-large');
    expect(describeReason('xml-refused', 'too-large').de).toContain('zu groß');
  });

  it('measures text input in UTF-8 bytes, not in characters', () => {
    const umlauts = `<a>${'ä'.repeat(6)}</a>`;
    expect(umlauts.length).toBe(13);
    expect(refusal(umlauts, { maxBytes: 16 })).toBe('too-large');
    expect(refusal(umlauts, { maxBytes: 19 })).toBeNull();
  });

  it('refuses too many elements', () => {
    expect(refusal(`<a>${'<b/>'.repeat(50)}</a>`, { maxElements: 20 })).toBe('too-many-elements');
  });

  it('reports malformed XML and unknown encodings as not well-formed', () => {
    expect(refusal('<a><b></a>')).toBe('malformed');
    expect(validateXml('<a><b></a>').reasons).toEqual(['xml-not-well-formed']);
    expect(refusal(Buffer.from('<?xml version="1.0" encoding="EBCDIC-XYZ"?><a/>'))).toBe('encoding');
  });

  it('decodes ISO-8859-1 documents as declared', () => {
    const latin1 = Buffer.concat([
      Buffer.from('<?xml version="1.0" encoding="ISO-8859-1"?><a>'),
      Buffer.from([0xe4]),
      Buffer.from('</a>'),
    ]);
    expect(parseXml(latin1).text).toBe('ä');
  });
});
