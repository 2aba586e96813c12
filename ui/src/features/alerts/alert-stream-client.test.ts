import { describe, expect, it, vi } from 'vitest';
import { parseEvents, runAlertStream } from './alert-stream-client';

const streamOf = (...chunks: string[]) =>
  new Response(
    new ReadableStream<Uint8Array>({
      start(c) {
        for (const chunk of chunks) c.enqueue(new TextEncoder().encode(chunk));
        c.close();
      },
    }),
    { status: 200, headers: { 'Content-Type': 'text/event-stream' } },
  );

describe('parseEvents', () => {
  it('splits complete events, skips comments and keeps the unfinished rest', () => {
    expect(parseEvents(': ping\n\nevent: notice\nid: 4\ndata: {"a":1}\n\nevent: noti')).toEqual({
      events: [{ event: 'notice', id: '4', data: '{"a":1}' }],
      rest: 'event: noti',
    });
  });
});

describe('runAlertStream', () => {
  it('sends the bearer token, reports notices, and resumes after a drop from the last event id', async () => {
    const closed = new AbortController();
    const seen: string[] = [];
    const reopened = vi.fn();
    const requests: Record<string, string>[] = [];
    const fetchFn = vi.fn<typeof fetch>((_url, init) => {
      requests.push(init?.headers as Record<string, string>);
      if (requests.length === 1)
        return Promise.resolve(
          streamOf('event: ready\ndata: 3\n\n', 'event: notice\nid: 4\ndata: {"id":4}\n\n'),
        );
      if (requests.length === 2)
        return Promise.resolve(
          streamOf('event: ready\ndata: 4\n\nevent: notice\nid: 5\n', 'data: {"id":5}\n\n'),
        );
      return Promise.resolve(new Response('{}', { status: 401 }));
    });
    await runAlertStream({
      url: 'http://localhost/api/alerts/stream',
      getToken: () => Promise.resolve('tok'),
      onNotice: (d) => seen.push(d),
      onOpen: reopened,
      signal: closed.signal,
      fetchFn,
      delay: () => Promise.resolve(),
    });
    expect(seen).toEqual(['{"id":4}', '{"id":5}']);
    expect(requests[0]).toMatchObject({ authorization: 'Bearer tok', accept: 'text/event-stream' });
    expect(requests[0]?.['last-event-id']).toBeUndefined();
    expect(requests[1]?.['last-event-id']).toBe('4');
    expect(requests[2]?.['last-event-id']).toBe('5');
    // Only a reopened stream refetches (the first one opens right after the bell's own fetch).
    expect(reopened).toHaveBeenCalledTimes(1);
  });

  it('backs off 1, 2, 4 s on failures and stops when aborted or signed out', async () => {
    const closed = new AbortController();
    const waits: number[] = [];
    let calls = 0;
    await runAlertStream({
      url: 'http://localhost/api/alerts/stream',
      getToken: () => Promise.resolve(calls < 3 ? 'tok' : null),
      onNotice: () => undefined,
      signal: closed.signal,
      fetchFn: () => {
        calls += 1;
        return Promise.reject(new TypeError('offline'));
      },
      delay: (ms) => {
        waits.push(ms);
        return Promise.resolve();
      },
    });
    expect(waits).toEqual([1_000, 2_000, 4_000]);
  });

  it('reconnects with the current token when the server ends a stream, and waits out a 429’s Retry-After', async () => {
    const closed = new AbortController();
    const tokens = ['first', 'second', 'third'];
    const sent: string[] = [];
    const waits: number[] = [];
    let calls = 0;
    await runAlertStream({
      url: 'http://localhost/api/alerts/stream',
      getToken: () => Promise.resolve(tokens[Math.min(calls, tokens.length - 1)] ?? null),
      onNotice: () => undefined,
      signal: closed.signal,
      fetchFn: (_url, init) => {
        calls += 1;
        sent.push((init?.headers as Record<string, string>).authorization ?? '');
        // The stream's lifetime ends (the server closes it), then too many streams, then signed out.
        if (calls === 1) return Promise.resolve(streamOf('event: ready\ndata: 0\n\n'));
        if (calls === 2)
          return Promise.resolve(new Response('{}', { status: 429, headers: { 'Retry-After': '30' } }));
        return Promise.resolve(new Response('{}', { status: 401 }));
      },
      delay: (ms) => {
        waits.push(ms);
        return Promise.resolve();
      },
    });
    expect(sent).toEqual(['Bearer first', 'Bearer second', 'Bearer third']);
    expect(waits).toEqual([1_000, 30_000]);
  });
});
