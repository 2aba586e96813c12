// Compares two JSON answers by shape, with Pact's rule for answers: every key of the contract present (more
// are allowed), and at every key the same JSON type (numbers are one
// type), recursively; arrays compare their first elements. null matches any type, because the two worlds
// hold different data and many fields are nullable (a game not yet played has no score). Returns the
// differences, empty when the shapes agree.
type Json = null | boolean | number | string | Json[] | { [k: string]: Json };

const typeOf = (v: Json) => (v === null ? 'null' : Array.isArray(v) ? 'array' : typeof v);

export function shapeDifferences(expected: unknown, actual: unknown, at = '$'): string[] {
  const e = expected as Json;
  const a = actual as Json;
  if (e === null || a === null) return [];
  if (typeOf(e) !== typeOf(a)) return [`${at}: expected ${typeOf(e)}, got ${typeOf(a)}`];
  if (Array.isArray(e) && Array.isArray(a)) {
    if (e.length === 0 || a.length === 0) return [];
    return shapeDifferences(e[0], a[0], `${at}[0]`);
  }
  if (typeof e === 'object' && typeof a === 'object') {
    const eo = e as Record<string, Json>;
    const ao = a as Record<string, Json>;
    const missing = Object.keys(eo).filter((k) => !(k in ao));
    return [
      ...missing.map((k) => `${at}.${k}: missing`),
      ...Object.keys(eo)
        .filter((k) => k in ao)
        .flatMap((k) => shapeDifferences(eo[k], ao[k], `${at}.${k}`)),
    ];
  }
  return [];
}
