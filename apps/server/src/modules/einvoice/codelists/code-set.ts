/** A code list as a set, built from a space-separated list of codes. */
export function codeSet(codes: string): ReadonlySet<string> {
  return new Set(codes.trim().split(/\s+/));
}
