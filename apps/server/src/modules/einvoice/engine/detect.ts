import type { Syntax } from './model.js';
import { Namespaces } from '../rules/schema-structure.js';
import type { XmlElement } from './xml.js';

export const XRECHNUNG_CIUS_ID = 'urn:cen.eu:en16931:2017#compliant#urn:xeinkauf.de:kosit:xrechnung_3.0';
export const XRECHNUNG_EXTENSION_ID = `${XRECHNUNG_CIUS_ID}#conformant#urn:xeinkauf.de:kosit:extension:xrechnung_3.0`;
export const XRECHNUNG_CVD_ID = `${XRECHNUNG_CIUS_ID}#compliant#urn:xeinkauf.de:kosit:xrechnung:cvd_0.9`;

export type DocumentKind =
  { kind: 'invoice'; syntax: Syntax } | { kind: 'zugferd1' } | { kind: 'other'; root: string };

/** What the root element says the document is. */
export function detectDocument(root: XmlElement): DocumentKind {
  if (
    (root.name === 'Invoice' && root.ns === Namespaces.ublInvoice) ||
    (root.name === 'CreditNote' && root.ns === Namespaces.ublCreditNote)
  ) {
    return { kind: 'invoice', syntax: 'UBL' };
  }
  if (root.name === 'CrossIndustryInvoice' && root.ns === Namespaces.rsm)
    return { kind: 'invoice', syntax: 'CII' };
  if (root.name === 'CrossIndustryDocument') return { kind: 'zugferd1' };
  return { kind: 'other', root: root.ns ? `{${root.ns}}${root.name}` : root.name };
}

const SYNTAX_NAMESPACES: Record<Syntax, ReadonlySet<string>> = {
  UBL: new Set([
    Namespaces.ublInvoice,
    Namespaces.ublCreditNote,
    Namespaces.cac,
    Namespaces.cbc,
    Namespaces.ext,
  ]),
  CII: new Set([Namespaces.rsm, Namespaces.ram, Namespaces.udt, Namespaces.qdt]),
};

/**
 * The official rules name elements with their namespace; an element of another namespace (e.g. an
 * unprefixed `ClassifiedTaxCategory` inside a UBL credit note) is not the element they mean. Such
 * elements get their namespace in front of their name so no business term or rule reads them.
 */
export function hideForeignElements(root: XmlElement, syntax: Syntax) {
  const known = SYNTAX_NAMESPACES[syntax];
  for (const element of root.documentOrder ?? []) {
    if (!known.has(element.ns) && !element.name.startsWith('{'))
      element.name = `{${element.ns}}${element.name}`;
  }
}

export type ProfileInfo = {
  /** Readable profile, e.g. "XRechnung 3.0", "Factur-X EN16931", "Peppol BIS Billing 3.0". */
  profile: string;
  xrechnung: boolean;
  extension: boolean;
  cvd: boolean;
  outdated: boolean;
};

const PROFILE_NAMES: Record<string, string> = {
  minimum: 'MINIMUM',
  basicwl: 'BASIC WL',
  basic: 'BASIC',
  en16931: 'EN16931',
  extended: 'EXTENDED',
};

/** Where the XML came from: a file of its own or the attachment of a hybrid PDF (Factur-X/ZUGFeRD). */
export type XmlContainer = 'xml' | 'pdf';

/**
 * Recognises the specification identifier (BT-24) and what it implies for the rule sets. Older
 * versions are named with their version and marked `outdated`: XRechnung before 3.0, ZUGFeRD 1.0
 * and 2.0 (`urn:zugferd.de:2p0:…`), and the early Factur-X form with colons instead of `#`. The plain
 * EN 16931 identifier is the Factur-X/ZUGFeRD EN16931 profile when the XML sits in a hybrid PDF.
 */
export function detectProfile(
  customizationId: string | undefined,
  container: XmlContainer = 'xml',
): ProfileInfo {
  const id = (customizationId ?? '').trim();
  const lower = id.toLowerCase();
  const base = {
    xrechnung: lower.includes('xrechnung'),
    extension: id === XRECHNUNG_EXTENSION_ID,
    cvd: id === XRECHNUNG_CVD_ID,
    outdated: false,
  };
  if (id === XRECHNUNG_EXTENSION_ID) return { ...base, profile: 'XRechnung 3.0 Extension' };
  if (id === XRECHNUNG_CVD_ID) return { ...base, profile: 'XRechnung 3.0 CVD' };
  if (id === XRECHNUNG_CIUS_ID) return { ...base, profile: 'XRechnung 3.0' };
  const version = /xrechnung_(\d+\.\d+)/.exec(lower)?.[1];
  if (version) return { ...base, profile: `XRechnung ${version}`, outdated: Number(version) < 3 };
  if (lower.includes('peppol.eu:2017:poacc:billing')) return { ...base, profile: 'Peppol BIS Billing 3.0' };
  const zugferd2 = /zugferd\.de:2p0:(minimum|basicwl|basic|en16931|extended)/.exec(lower);
  if (zugferd2) return { ...base, profile: `ZUGFeRD 2.0 ${PROFILE_NAMES[zugferd2[1]!]}`, outdated: true };
  const facturX = /factur-x\.eu:1p0:(minimum|basicwl|basic|en16931|extended)/.exec(lower);
  if (facturX) {
    const name = PROFILE_NAMES[facturX[1]!];
    return lower.startsWith('urn:cen.eu:en16931:2017:compliant:')
      ? { ...base, profile: `Factur-X ${name} (alte Kennung)`, outdated: true }
      : { ...base, profile: `Factur-X/ZUGFeRD ${name}` };
  }
  if (lower.includes('ferd:crossindustrydocument'))
    return { ...base, profile: 'ZUGFeRD 1.0', outdated: true };
  if (id === 'urn:cen.eu:en16931:2017')
    return { ...base, profile: container === 'pdf' ? 'Factur-X/ZUGFeRD EN16931' : 'EN 16931' };
  return { ...base, profile: id ? 'unbekannt' : '' };
}
