// Ids derived from a stable key: the demo world's entities and the picks generation writes (the back office's
// and the jobs') hash the same keys the same way, so a regenerated pick keeps its id. Production code, not test
// data: it lives here, not in fixtures.

/** 32-bit FNV-1a of a string: stableId's hash (the demo world's generator seeds its forks with it too). */
export function fnv1a(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/**
 * A deterministic id in UUID layout (version 8, "custom", RFC 9562) from a stable key, so an entity
 * keeps its id whatever else the generator adds.
 */
export function stableId(key: string): string {
  const parts = [fnv1a(`a:${key}`), fnv1a(`b:${key}`), fnv1a(`c:${key}`), fnv1a(`d:${key}`)];
  const hex = parts.map((p) => p.toString(16).padStart(8, '0')).join('');
  const variant = ((parseInt(hex.charAt(16), 16) & 0x3) | 0x8).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-8${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}
