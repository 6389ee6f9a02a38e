import { elementRange } from './xmute.js';

/**
 * Splits a CEN unit-test set (vefa `testSet`: several `<test>`s, each with an `<assert>` naming the
 * rules expected to pass (`success`), fail (`error`) or warn (`warning`) and an invoice fragment) into
 * standalone fragments with those expectations.
 */
export type UnitTest = { index: number; text: string; success: string[]; error: string[]; warning: string[] };

const listOf = (block: string, tag: string) =>
  [...block.matchAll(new RegExp(`<${tag}>([^<]*)</${tag}>`, 'g'))].map((match) => match[1]!.trim());

export function splitUnitTests(text: string): UnitTest[] {
  const tests: UnitTest[] = [];
  let from = 0;
  for (;;) {
    const start = text.indexOf('<test>', from);
    if (start < 0) return tests;
    const end = text.indexOf('</test>', start);
    const block = text.slice(start + '<test>'.length, end);
    from = end + '</test>'.length;
    const assertEnd = block.indexOf('</assert>');
    const assertBlock = block.slice(0, assertEnd);
    const range = elementRange(block, assertEnd + '</assert>'.length);
    if (!range) continue;
    tests.push({
      index: tests.length + 1,
      text: `<?xml version="1.0" encoding="UTF-8"?>\n${block.slice(range.start, range.end)}\n`,
      success: listOf(assertBlock, 'success'),
      error: listOf(assertBlock, 'error'),
      warning: listOf(assertBlock, 'warning'),
    });
  }
}
