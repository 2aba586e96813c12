// Security (issue #30 item 4): behind the README's load balancer (TRUST_PROXY=true) the limits read the address
// the balancer appended to X-Forwarded-For. Reading the first entry, which the client writes, let one client
// forge a new address per request: 60 sign-ins and 15 sign-ups went past every limit.
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../testing/test-app';
import { opened } from '../testing/per-suite';
import { PUBLIC_WRITE_LIMITS } from './rate-limit.middleware';

const t = opened(() => createTestApp({ env: { TRUST_PROXY: 'true' } }), 'each');

/** A request through the balancer: the client's forged chain, then what the balancer appends. */
function through(path: string, body: unknown, forged: string, client: string) {
  return t.app.request(
    path,
    {
      method: 'POST',
      body: JSON.stringify(body),
      headers: { 'content-type': 'application/json', 'x-forwarded-for': `${forged}, ${client}` },
    },
    // The socket is the balancer's.
    { incoming: { socket: { remoteAddress: '10.0.0.2' } } },
  );
}

describe('forged X-Forwarded-For behind a trusted proxy', () => {
  it('counts sign-ins against the address the proxy appended, whatever the client wrote before it', async () => {
    const { limit } = PUBLIC_WRITE_LIMITS.signIn;
    const statuses: number[] = [];
    for (let i = 0; i < limit + 30; i++) {
      const res = await through(
        '/auth/v1/token?grant_type=password',
        { email: `spray${i}@x.dev`, password: 'Wrong-Pass-1!' },
        `203.0.113.${i % 250}`,
        '198.51.100.7',
      );
      statuses.push(res.status);
    }
    expect(statuses.filter((s) => s === 400)).toHaveLength(limit);
    expect(statuses.slice(limit).every((s) => s === 429)).toBe(true);
    // Another client behind the same balancer keeps its own counter.
    const other = await through(
      '/auth/v1/token?grant_type=password',
      { email: 'someone@x.dev', password: 'Wrong-Pass-1!' },
      '203.0.113.1',
      '198.51.100.8',
    );
    expect(other.status).toBe(400);
  });

  it('counts sign-ups the same way', async () => {
    const { limit } = PUBLIC_WRITE_LIMITS.signup;
    const statuses: number[] = [];
    for (let i = 0; i < limit + 5; i++) {
      const res = await through(
        '/auth/v1/signup',
        { email: `new${i}@x.dev`, password: 'Correct-Horse-9!', data: { name: 'New', is_over_18: true } },
        `203.0.113.${i}`,
        '198.51.100.9',
      );
      statuses.push(res.status);
    }
    expect(statuses.slice(0, limit).every((s) => s === 200)).toBe(true);
    expect(statuses.slice(limit).every((s) => s === 429)).toBe(true);
  });
});
