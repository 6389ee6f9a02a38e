/**
 * Expands KoSIT's xml-mutate processing instructions (`<?xmute mutator="…" …?>`) of a test instance
 * into mutants, each with the rule expectations the test author stated (`schematron-valid`,
 * `schematron-invalid`: rule IDs prefixed with the rule set, e.g. `cenubl:BR-CL-14`).
 * Mutators: identity (the instance itself), remove (the next element), empty (its content), code (its
 * content replaced by each listed value, split at `separator`, default ","); with `attribute=` they act on
 * that attribute of the element instead. Others are left out.
 */
export type Stated = { valid: string[]; invalid: string[] };
export type Mutant = { suffix: string; text: string; stated: Stated; description: string };

const PI = /<\?xmute\s([\s\S]*?)\?>/g;

function attributes(body: string): Record<string, string> {
  const result: Record<string, string> = {};
  for (const match of body.matchAll(/([\w-]+)\s*=\s*"([^"]*)"/g)) result[match[1]!] = match[2]!;
  return result;
}

const ruleIds = (value: string | undefined) =>
  (value ?? '')
    .split(/\s+/)
    .filter(Boolean)
    .map((entry) => entry.slice(entry.indexOf(':') + 1));

/** Start and end offsets of the element that begins at or after `from`, and its content. */
export function elementRange(
  text: string,
  from: number,
): { start: number; end: number; contentStart: number; contentEnd: number } | null {
  let index = from;
  for (;;) {
    index = text.indexOf('<', index);
    if (index < 0) return null;
    if (text.startsWith('<!--', index)) index = text.indexOf('-->', index) + 3;
    else if (text.startsWith('<?', index)) index = text.indexOf('?>', index) + 2;
    else break;
  }
  const nameMatch = /^<([\w.:-]+)/.exec(text.slice(index));
  if (!nameMatch) return null;
  const name = nameMatch[1]!;
  const startTagEnd = text.indexOf('>', index);
  if (text[startTagEnd - 1] === '/')
    return { start: index, end: startTagEnd + 1, contentStart: startTagEnd, contentEnd: startTagEnd };
  const tag = new RegExp(`<(/?)${name.replace(/[.]/g, '\\.')}(?=[\\s>/])[^>]*?(/?)>`, 'g');
  tag.lastIndex = startTagEnd + 1;
  let depth = 1;
  for (let match = tag.exec(text); match; match = tag.exec(text)) {
    if (match[2] === '/') continue;
    depth += match[1] === '/' ? -1 : 1;
    if (depth === 0)
      return {
        start: index,
        end: match.index + match[0].length,
        contentStart: startTagEnd + 1,
        contentEnd: match.index,
      };
  }
  return null;
}

const escapeText = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/"/g, '&quot;');

/** The start tag with `name` set to `value`, or removed when value is null. */
function withAttribute(startTag: string, name: string, value: string | null): string {
  const pattern = new RegExp(`\\s${name}\\s*=\\s*("[^"]*"|'[^']*')`);
  if (value === null) return startTag.replace(pattern, '');
  const replacement = ` ${name}="${escapeText(value)}"`;
  if (pattern.test(startTag)) return startTag.replace(pattern, replacement);
  return startTag.replace(/\s*(\/?)>$/, `${replacement}$1>`);
}

export function expandMutants(text: string): { identity: Stated; mutants: Mutant[] } {
  const identity: Stated = { valid: [], invalid: [] };
  const mutants: Mutant[] = [];
  let counter = 0;
  for (const match of text.matchAll(PI)) {
    const attrs = attributes(match[1]!);
    const stated: Stated = {
      valid: ruleIds(attrs['schematron-valid']),
      invalid: ruleIds(attrs['schematron-invalid']),
    };
    const description = attrs.description ?? attrs.id ?? '';
    const mutator = attrs.mutator;
    if (mutator === 'identity') {
      identity.valid.push(...stated.valid);
      identity.invalid.push(...stated.invalid);
      continue;
    }
    const range = elementRange(text, match.index + match[0].length);
    if (!range) continue;
    counter += 1;
    const startTagEnd = text.indexOf('>', range.start) + 1;
    const startTag = text.slice(range.start, startTagEnd);
    const replaceStartTag = (value: string | null) =>
      text.slice(0, range.start) + withAttribute(startTag, attrs.attribute!, value) + text.slice(startTagEnd);
    const replaceContent = (value: string) =>
      text.slice(0, range.contentStart) + escapeText(value) + text.slice(range.contentEnd);
    const push = (suffix: string, mutated: string, what: string) =>
      mutants.push({ suffix, text: mutated, stated, description: `${what}: ${description}` });
    if (mutator === 'remove') {
      push(
        `m${counter}`,
        attrs.attribute ? replaceStartTag(null) : text.slice(0, range.start) + text.slice(range.end),
        'remove',
      );
    } else if (mutator === 'empty') {
      push(`m${counter}`, attrs.attribute ? replaceStartTag('') : replaceContent(''), 'empty');
    } else if (mutator === 'code' && (attrs.attribute || range.contentEnd > range.contentStart)) {
      const values = (attrs.values ?? '')
        .split(attrs.separator ?? ',')
        .map((value) => value.trim())
        .filter(Boolean);
      values.forEach((value, position) =>
        push(
          `m${counter}-${position + 1}`,
          attrs.attribute ? replaceStartTag(value) : replaceContent(value),
          `code ${value}`,
        ),
      );
    }
  }
  return { identity, mutants };
}
