import { EN16931_CODE_LISTS, XRECHNUNG_CODE_LISTS, type CodeListSource } from './en16931-code-lists.js';

export type CenRelease = keyof typeof EN16931_CODE_LISTS;
export type XRechnungSchematronRelease = keyof typeof XRECHNUNG_CODE_LISTS;

/** The code lists of one CEN release as sets, plus the raw lists for the official substring tests. */
export type CodeLists = { [K in keyof CodeListSource]: ReadonlySet<string> } & {
  /** BR-CL-08 (UBL) and BR-CO-09 (UBL) search the list as one string. */
  noteSubjectsText: string;
  vatPrefixesText: string;
  /** XRechnung's own ICD and EAS lists and the extension's additional schemes (BR-DEX-04 … 08). */
  xrechnungIcd: ReadonlySet<string>;
  xrechnungEas: ReadonlySet<string>;
  xrechnungExtensionSchemes: ReadonlySet<string>;
};

const built = new Map<string, CodeLists>();
const toSet = (codes: string): ReadonlySet<string> => new Set(codes.trim().split(/\s+/));

export function codeListsFor(release: CenRelease, xrechnung: XRechnungSchematronRelease): CodeLists {
  const key = `${release}|${xrechnung}`;
  const cached = built.get(key);
  if (cached) return cached;
  const source: CodeListSource = EN16931_CODE_LISTS[release];
  const xr = XRECHNUNG_CODE_LISTS[xrechnung];
  const sets = Object.fromEntries(Object.entries(source).map(([name, codes]) => [name, toSet(codes)])) as {
    [K in keyof CodeListSource]: ReadonlySet<string>;
  };
  const lists: CodeLists = {
    ...sets,
    noteSubjectsText: ` ${source.noteSubjects.trim().split(/\s+/).join(' ')} `,
    vatPrefixesText: ` ${source.vatPrefixes.trim().split(/\s+/).join(' ')} `,
    xrechnungIcd: toSet(xr.icd),
    xrechnungEas: toSet(xr.eas),
    xrechnungExtensionSchemes: toSet(xr.extensionSchemes),
  };
  built.set(key, lists);
  return lists;
}

/** The official code-list test: one code, no inner blank, in the list (whitespace normalised). */
export function inCodeList(list: ReadonlySet<string>, raw: string | undefined): boolean {
  if (raw === undefined) return false;
  const value = raw.replace(/\s+/g, ' ').trim();
  return value !== '' && !value.includes(' ') && list.has(value);
}
