export interface ParsedNewsDocument {
  title: string | null;
  date: string | null;
  originalSource: string | null;
  body: string;
}

const HEADERS: Record<string, keyof Omit<ParsedNewsDocument, 'body'>> = {
  title: 'title',
  date: 'date',
  'original source': 'originalSource',
};
const HEADER_LINE = /^([A-Za-z ]+):\s*(.*)$/;

/**
 * Splits a news document into its `Title:`, `Date:` and `Original Source:` header lines and the body
 * after the first blank line. Text without any of those headers is all body.
 */
export function parseNewsDocument(content: string): ParsedNewsDocument {
  const parsed: ParsedNewsDocument = { title: null, date: null, originalSource: null, body: '' };
  const lines = content.replace(/\r\n?/g, '\n').split('\n');
  let i = 0;
  let sawHeader = false;
  for (; i < lines.length; i += 1) {
    const line = (lines[i] ?? '').trim();
    if (line === '') break;
    const m = HEADER_LINE.exec(line);
    const key = m?.[1] === undefined ? undefined : HEADERS[m[1].trim().toLowerCase()];
    if (key === undefined || m?.[2] === undefined) {
      sawHeader = false;
      break;
    }
    parsed[key] = m[2].trim() === '' ? null : m[2].trim();
    sawHeader = true;
  }
  if (!sawHeader) {
    return { title: null, date: null, originalSource: null, body: content.trim() };
  }
  parsed.body = lines
    .slice(i + 1)
    .join('\n')
    .trim();
  return parsed;
}

/** The text fields of a news item (NewsItem) read from its document: an untitled document shows a blank title. */
export function newsItemText(content: string): ParsedNewsDocument & { title: string } {
  const parsed = parseNewsDocument(content);
  return {
    title: parsed.title ?? '',
    date: parsed.date,
    originalSource: parsed.originalSource,
    body: parsed.body,
  };
}
