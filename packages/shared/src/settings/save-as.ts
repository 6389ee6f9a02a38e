/**
 * The file name a downloaded document gets from the user's setting `saveAs`: placeholders in
 * braces take the document's capture-mask values ({Belegnummer}, {Datum}, {Kreditor}, {Betrag})
 * or its title ({Titel}); characters no file system accepts become "_". When every placeholder is
 * empty the title is the name, so a document without index data still downloads sensibly.
 */
export const saveAsPlaceholders = {
  Belegnummer: 'Kennung',
  Datum: 'Belegdatum',
  Kreditor: 'Kreditor',
  Betrag: 'Betrag',
} as const;

type NamedDocument = { title: string; index: readonly { field: string; value: string }[] };

export function saveAsFileName(pattern: string, document: NamedDocument, extension = 'pdf'): string {
  const title = document.title.replace(/\.[^.]+$/, '');
  const valueOf = (name: string): string => {
    if (name === 'Titel') return title;
    const field = saveAsPlaceholders[name as keyof typeof saveAsPlaceholders];
    return field ? (document.index.find((entry) => entry.field === field)?.value.trim() ?? '') : '';
  };
  const placeholders = [...pattern.matchAll(/\{(\w+)\}/g)].map((match) => match[1] as string);
  const filled = pattern.replace(/\{(\w+)\}/g, (_all, name: string) => valueOf(name));
  const anyValue = placeholders.length === 0 || placeholders.some((name) => valueOf(name) !== '');
  const safe = [...(anyValue ? filled : title)]
    .map((char) => (char.charCodeAt(0) < 32 || '\\/:*?"<>|'.includes(char) ? '_' : char))
    .join('');
  const name = safe.trim().slice(0, 150);
  return `${name || title || 'Beleg'}.${extension}`;
}
