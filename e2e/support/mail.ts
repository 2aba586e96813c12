// Reads the local mail outbox (/dev/mail), where local mode puts every e-mail it would send.
import { expect, type APIRequestContext } from '@playwright/test';

const ANCHOR = /<a href="([^"]+)">/g;

function unescapeHtml(text: string): string {
  return text
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
}

/** The newest link in a mail to `to` whose URL contains `contains`, waiting for the mail to arrive. */
export async function linkFromMail(
  request: APIRequestContext,
  to: string,
  contains: string,
): Promise<string> {
  let found: string | undefined;
  await expect
    .poll(
      async () => {
        const html = await (await request.get('/dev/mail')).text();
        // One card per mail, newest first.
        const card = html.split('<div class="card">').find((c) => c.includes(`<strong>To:</strong> ${to}<`));
        if (card === undefined) return undefined;
        found = [...card.matchAll(ANCHOR)]
          .map((m) => unescapeHtml(m[1] ?? ''))
          .find((url) => url.includes(contains));
        return found;
      },
      { message: `a mail to ${to} with a link containing ${contains}`, timeout: 10_000 },
    )
    .toBeDefined();
  return found ?? '';
}
