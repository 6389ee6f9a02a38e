import { RE2JS } from 're2js';

/**
 * User patterns run on RE2JS, a linear-time engine: no pattern can backtrack catastrophically.
 * RE2 has no back-references or lookarounds; such patterns are refused when a rule is saved.
 */
export type CompiledPattern = {
  source: string;
  /** Lower-cased text a match must contain (a cheap test that skips most segments), or null. */
  requiredLiteral: string | null;
  /**
   * Every non-empty match: offsets of the whole match and of the first capture group, if it took
   * part. `folded` is `foldForLiteral(text)` when the caller has it already.
   */
  matches(text: string, folded?: string): PatternMatch[];
};
export type PatternMatch = { start: number; end: number; group: { start: number; end: number } | null };

export type PatternProblem = 'rules.pattern_invalid' | 'rules.pattern_unsupported';

const UNSUPPORTED = /\(\?<?[=!]|\\[1-9]|\\k<|\(\?<=|\(\?<!/;

/** Why a pattern cannot be a rule's pattern, or null when RE2 accepts it. */
export function patternProblem(source: string): PatternProblem | null {
  try {
    RE2JS.compile(source, RE2JS.CASE_INSENSITIVE);
    return null;
  } catch {
    return UNSUPPORTED.test(source) ? 'rules.pattern_unsupported' : 'rules.pattern_invalid';
  }
}

/** Characters whose Unicode case folding reaches an ASCII letter (Kelvin sign, long s). */
export function foldForLiteral(text: string): string {
  return text
    .toLowerCase()
    .replace(/\u212a/g, 'k')
    .replace(/\u017f/g, 's');
}

const LITERAL_CHAR = /[a-z0-9 :#%&,;'"<>=@_~`!\-/]/i;
const ESCAPED_LITERAL = /[.\-/\\()[\]{}*+?^$|:#]/;

/**
 * The longest run of plain ASCII characters every match must contain, read from the top level of
 * the pattern (groups, classes and quantified characters end a run; a top-level "|" means none).
 */
export function requiredLiteral(source: string): string | null {
  const runs: string[] = [];
  let run = '';
  const endRun = () => {
    if (run) runs.push(run);
    run = '';
  };
  for (let index = 0; index < source.length; index += 1) {
    const character = source[index]!;
    const next = source[index + 1];
    if (character === '|') return null;
    if (character === '(' || character === '[') {
      endRun();
      index = skipGroup(source, index);
      if (index < 0) return null;
      continue;
    }
    if (character === '?' || character === '*' || character === '+' || character === '{') {
      // The quantified character is optional or repeated: it ends the run and does not count.
      run = run.slice(0, -1);
      endRun();
      if (character === '{') index = Math.max(index, source.indexOf('}', index));
      continue;
    }
    if (character === '\\') {
      if (next !== undefined && ESCAPED_LITERAL.test(next)) {
        run += next;
        index += 1;
      } else {
        endRun();
        index += 1;
      }
      continue;
    }
    if (LITERAL_CHAR.test(character)) run += character;
    else endRun();
  }
  endRun();
  const longest = runs.sort((a, b) => b.length - a.length)[0];
  return longest && longest.trim().length >= 2 ? foldForLiteral(longest) : null;
}

/** Index of the character closing the group or class that opens at `start`, or -1. */
function skipGroup(source: string, start: number): number {
  let depth = 0;
  let inClass = false;
  for (let index = start; index < source.length; index += 1) {
    const character = source[index]!;
    if (character === '\\') {
      index += 1;
      continue;
    }
    if (inClass) {
      if (character === ']' && index > start + 1) {
        inClass = false;
        if (depth === 0) return index;
      }
      continue;
    }
    if (character === '[') inClass = true;
    else if (character === '(') depth += 1;
    else if (character === ')') {
      depth -= 1;
      if (depth === 0) return index;
    }
  }
  return -1;
}

/** Compiles a pattern that passed `patternProblem`; an invalid one compiles to a pattern that finds nothing. */
export function compilePattern(source: string): CompiledPattern {
  let compiled: RE2JS | null = null;
  try {
    compiled = RE2JS.compile(source, RE2JS.CASE_INSENSITIVE);
  } catch {
    compiled = null;
  }
  const literal = compiled ? requiredLiteral(source) : null;
  return {
    source,
    requiredLiteral: literal,
    matches(text, folded) {
      if (!compiled) return [];
      if (literal && !(folded ?? foldForLiteral(text)).includes(literal)) return [];
      const found: PatternMatch[] = [];
      const matcher = compiled.matcher(text);
      const hasGroup = matcher.groupCount() >= 1;
      while (matcher.find()) {
        const start = matcher.start();
        const end = matcher.end();
        if (end === start) continue;
        const groupStart = hasGroup ? matcher.start(1) : -1;
        found.push({
          start,
          end,
          group: groupStart >= 0 ? { start: groupStart, end: matcher.end(1) } : null,
        });
      }
      return found;
    },
  };
}

/** A pattern that matches `text` literally, with any run of blanks matching any whitespace. */
export function literalPattern(text: string): string {
  return text
    .trim()
    .split(/\s+/)
    .map((word) => RE2JS.quote(word))
    .join('\\s*');
}
