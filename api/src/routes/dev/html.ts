// Tiny HTML helpers for the local-only pages (no templating library for three pages).

const ENTITIES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (ch) => ENTITIES[ch] ?? ch);
}

/** Escaped text with its http(s) URLs turned into links (confirmation and reset links in the outbox). */
export function linkify(text: string): string {
  const parts: string[] = [];
  let last = 0;
  for (const m of text.matchAll(/https?:\/\/[^\s<>"']+[^\s<>"'.,;:!?)]/g)) {
    const index = m.index;
    parts.push(escapeHtml(text.slice(last, index)));
    const url = escapeHtml(m[0]);
    parts.push(`<a href="${url}">${url}</a>`);
    last = index + m[0].length;
  }
  parts.push(escapeHtml(text.slice(last)));
  return parts.join('');
}

export function page(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${escapeHtml(title)} · EdgeBoard (local)</title>
<style>
body{font-family:system-ui,sans-serif;max-width:44rem;margin:2.5rem auto;padding:0 1rem;color:#111827;background:#f9fafb}
.card{background:#fff;border:1px solid #e5e7eb;border-radius:.75rem;padding:1.5rem;margin:1rem 0}
.muted{color:#6b7280;font-size:.9rem}.price{font-size:2rem;font-weight:700}
button{font:inherit;padding:.6rem 1.2rem;border-radius:.5rem;border:1px solid #d1d5db;background:#fff;cursor:pointer;margin-right:.5rem}
button.primary{background:#2563eb;border-color:#2563eb;color:#fff}form{display:inline}
pre{white-space:pre-wrap;word-break:break-word;font:inherit}.banner{background:#fef3c7;border:1px solid #fcd34d;padding:.5rem .75rem;border-radius:.5rem}
</style></head><body><p class="banner">Local mode: no card is charged and no e-mail leaves this machine.</p>${body}</body></html>`;
}
