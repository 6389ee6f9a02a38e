import type { XmlElement } from './xml.js';

/**
 * Many short paths below one element, evaluated in one walk: the paths share their steps in a
 * tree, so a document is visited once per table instead of once per rule.
 */
export type PathTrie = {
  next: Map<string, PathTrie>;
  /** Rules whose path ends at this element. */
  ends: number[];
  /** Rules whose path ends at an attribute of this element. */
  attributeEnds: { attribute: string; index: number }[];
};

function node(): PathTrie {
  return { next: new Map(), ends: [], attributeEnds: [] };
}

/** Builds the tree from slash-separated element paths; a last step `@name` is an attribute. */
export function buildPathTrie(paths: string[]): PathTrie {
  const root = node();
  paths.forEach((path, index) => {
    let current = root;
    const steps = path.split('/');
    const last = steps[steps.length - 1]!;
    const attribute = last.startsWith('@') ? last.slice(1) : undefined;
    for (const step of attribute ? steps.slice(0, -1) : steps) {
      let child = current.next.get(step);
      if (!child) {
        child = node();
        current.next.set(step, child);
      }
      current = child;
    }
    if (attribute) current.attributeEnds.push({ attribute, index });
    else current.ends.push(index);
  });
  return root;
}

/**
 * Counts, per path, what it reaches below `element` (counts stop at `cap`); `firstMatch` keeps the
 * first element each path reached, for locations.
 */
export function countPaths(
  element: XmlElement,
  trie: PathTrie,
  counts: number[],
  firstMatch: (XmlElement | undefined)[],
  cap = 2,
) {
  for (const child of element.children) {
    const next = trie.next.get(child.name);
    if (!next) continue;
    for (const index of next.ends) {
      if ((counts[index] ?? 0) < cap) counts[index] = (counts[index] ?? 0) + 1;
      firstMatch[index] ??= child;
    }
    for (const { attribute, index } of next.attributeEnds) {
      if (child.attrs[attribute] === undefined) continue;
      if ((counts[index] ?? 0) < cap) counts[index] = (counts[index] ?? 0) + 1;
      firstMatch[index] ??= child;
    }
    if (next.next.size > 0) countPaths(child, next, counts, firstMatch, cap);
  }
}
