// NUL (PostgreSQL text refuses it) and a UTF-16 surrogate without its partner (no valid UTF-8).
// eslint-disable-next-line no-control-regex -- finding NUL is the point
const UNSAFE_TEXT = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/**
 * Arrays and plain records: a prototype of Object.prototype or null, or one step above null (the
 * query string parser builds its result from a null-prototype class for speed).
 */
function isPlainContainer(value: unknown): value is Record<string, unknown> | unknown[] {
  if (Array.isArray(value)) return true;
  if (typeof value !== 'object' || value === null) return false;
  const prototype: unknown = Object.getPrototypeOf(value);
  return prototype === Object.prototype || prototype === null || Object.getPrototypeOf(prototype) === null;
}

/**
 * The path (`body.items.0.name`) of the first string, or object key, in a parsed request part that
 * holds a NUL character or a lone surrogate; null when there is none. Walks without recursion, so
 * deeply nested input cannot overflow the stack; buffers and files are not looked into.
 */
export function findUnsafeText(value: unknown, root: string): string | null {
  const pending: [unknown, string][] = [[value, root]];
  while (pending.length > 0) {
    const [current, path] = pending.pop() as [unknown, string];
    if (typeof current === 'string') {
      if (UNSAFE_TEXT.test(current)) return path;
    } else if (isPlainContainer(current)) {
      for (const [key, child] of Object.entries(current)) {
        const childPath = `${path}.${key}`;
        if (UNSAFE_TEXT.test(key)) return childPath;
        pending.push([child, childPath]);
      }
    }
  }
  return null;
}
