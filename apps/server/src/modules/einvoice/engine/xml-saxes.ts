import { SaxesParser } from 'saxes';
import { XmlRefusedError, type XmlTreeBuilder } from './xml-tree.js';

/**
 * The complete, strict reader (saxes): every document the fast reader leaves aside comes here, so DTDs
 * (and with them any external entity or entity expansion) are refused and every well-formedness error
 * is reported with saxes' own message.
 */
export function readXmlStrictly(text: string, tree: XmlTreeBuilder): void {
  const parser = new SaxesParser({ xmlns: true, position: true });
  let failure: Error | null = null;
  parser.on('doctype', () => {
    throw new XmlRefusedError('dtd', 'DOCTYPE');
  });
  parser.on('opentag', (tag) => {
    const attrs: Record<string, string> = {};
    for (const key in tag.attributes) {
      const attribute = tag.attributes[key]!;
      if (attribute.prefix === 'xmlns' || attribute.name === 'xmlns') continue;
      attrs[attribute.local] = attribute.value;
    }
    tree.open(tag.uri, tag.local, tag.prefix, attrs, parser.line);
  });
  parser.on('text', (value) => tree.text(value));
  parser.on('cdata', (value) => tree.text(value));
  parser.on('closetag', () => tree.close());
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
}
