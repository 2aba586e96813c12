import { describe, expect, it } from 'vitest';
import { usePaymentsContext } from '../checkout/payments-test-setup';
import { escapeHtml, linkify } from './html';

describe('local dev pages', () => {
  const t = usePaymentsContext();
  /** A message in the outbox the mail page lists. */
  const mail = (to: string, subject: string, text: string, kind: string) =>
    t.repos.mailOutbox.add({ to, subject, text, kind });

  it('/dev/mail lists the outbox newest first with clickable links and escaped content', async () => {
    await mail(
      'a@example.com',
      'Confirm your e-mail',
      'Confirm: http://localhost:8787/auth/v1/verify?token=abc&type=signup.',
      'confirmation',
    );
    await new Promise((r) => setTimeout(r, 5));
    await mail(
      'b@example.com',
      'Reset <password>',
      'Reset here: http://localhost:8787/reset-password#access_token=xyz',
      'recovery',
    );
    const res = await t.request('/dev/mail');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/text\/html/);
    const html = await res.text();
    expect(html.indexOf('Reset &lt;password&gt;')).toBeGreaterThan(-1);
    expect(html.indexOf('Reset &lt;password&gt;')).toBeLessThan(html.indexOf('Confirm your e-mail'));
    expect(html).toContain('<a href="http://localhost:8787/auth/v1/verify?token=abc&amp;type=signup">');
    expect(html).toContain('<a href="http://localhost:8787/reset-password#access_token=xyz">');
  });

  it('explains an unknown billing portal or checkout link', async () => {
    expect((await t.request('/dev/billing-portal/bps_local_nope')).status).toBe(404);
    expect(await (await t.request('/dev/checkout/cs_local_nope')).text()).toContain(
      'does not exist or has expired',
    );
    const pay = await t.request('/dev/checkout/cs_local_nope/pay', { method: 'POST' });
    expect(pay.status).toBe(404);
    expect(pay.headers.get('content-type')).toMatch(/text\/html/);
  });

  it('serves the dev pages only to a caller on this machine, judged by the socket', async () => {
    await mail(
      'admin@example.com',
      'Reset your password',
      'Reset here: http://localhost:8787/reset-password#access_token=secret-token',
      'recovery',
    );
    for (const local of ['127.0.0.1', '::1', '::ffff:127.0.0.1'])
      expect((await t.request('/dev/mail', { from: local })).status).toBe(200);
    // An outsider took over the admin account by reading its reset link here.
    const outsider = await t.request('/dev/mail', { from: '192.168.1.20' });
    expect(outsider.status).toBe(403);
    const page = await outsider.text();
    expect(page).not.toContain('secret-token');
    expect(page).toContain('only to a browser on the machine running EdgeBoard');
    expect(
      (await t.request('/dev/checkout/cs_local_x/pay', { method: 'POST', from: '10.0.0.7' })).status,
    ).toBe(403);
    // A header is no proof of anything, and a local proxy forwarding someone else's request is refused.
    expect(
      (await t.request('/dev/mail', { from: '203.0.113.9', headers: { 'x-forwarded-for': '127.0.0.1' } }))
        .status,
    ).toBe(403);
    expect((await t.request('/dev/mail', { headers: { 'x-forwarded-for': '203.0.113.9' } })).status).toBe(
      403,
    );
    // No socket at all (not served by the Node server): not provably local.
    expect((await t.app.request('/dev/mail')).status).toBe(403);
  });

  it('html helpers escape and link', () => {
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;');
    expect(linkify('see https://x.test/a?b=1, then <b>')).toBe(
      'see <a href="https://x.test/a?b=1">https://x.test/a?b=1</a>, then &lt;b&gt;',
    );
    expect(linkify('javascript:alert(1)')).toBe('javascript:alert(1)');
  });
});
