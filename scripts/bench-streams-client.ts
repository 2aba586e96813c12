// The client half of `npm run bench:streams`: opens BENCH_STREAMS alert streams on raw sockets (the HTTP request
// written by hand, the SSE answer scanned for its events: no fetch client per stream), reads the server's memory
// before and after, its CPU over an idle window with the streams open, then asks it to publish a week of plays and
// times each stream's first notice from the moment the publish was sent. Prints one JSON line (StreamsResult).
import { readFileSync } from 'node:fs';
import { connect, type Socket } from 'node:net';

export interface ServerStats {
  rss: number;
  heapUsed: number;
  cpu: { user: number; system: number };
}

export interface StreamsResult {
  streams: number;
  opened: number;
  refused: Record<string, number>;
  openMs: number;
  before: ServerStats;
  after: ServerStats;
  idleSeconds: number;
  idleCpuPercent: number;
  pingsDuringIdle: number;
  publish: { plays: number; notices: number; matchMs: number; answeredMs: number };
  noticeMs: number[];
  missing: number;
}

const port = Number(process.env.BENCH_PORT);
const streams = Number(process.env.BENCH_STREAMS);
const idleSeconds = Number(process.env.BENCH_IDLE_SECONDS ?? '10');
const tokens = JSON.parse(readFileSync(process.env.BENCH_TOKENS ?? '', 'utf8')) as string[];
const OPEN_AT_ONCE = 200;

async function call<T>(method: string, path: string): Promise<T> {
  const res = await fetch(`http://127.0.0.1:${String(port)}${path}`, { method });
  if (!res.ok) throw new Error(`${method} ${path}: ${String(res.status)} ${await res.text()}`);
  return (await res.json()) as T;
}

interface Stream {
  socket: Socket;
  noticeAt: number | null;
}

let publishAt = 0;
let pings = 0;

/** Opens one stream; resolves once its `ready` event arrived, or with the refusal's status line. */
function open(token: string): Promise<Stream | string> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    const s: Stream = { socket, noticeAt: null };
    let tail = '';
    let ready = false;
    let status = '';
    socket.setEncoding('utf8');
    socket.on('connect', () => {
      socket.write(
        `GET /api/alerts/stream HTTP/1.1\r\nHost: 127.0.0.1\r\nAuthorization: Bearer ${token}\r\nAccept: text/event-stream\r\n\r\n`,
      );
    });
    socket.on('data', (chunk: string) => {
      // Only the last few bytes are kept between chunks: enough to find an event name split across two.
      const text = tail + chunk;
      tail = text.slice(-32);
      if (!ready) {
        status ||= text.slice(0, text.indexOf('\r\n'));
        if (status !== 'HTTP/1.1 200 OK') {
          socket.destroy();
          resolve(status);
          return;
        }
        if (text.includes('event: ready')) {
          ready = true;
          resolve(s);
        }
      }
      if (text.includes(': ping')) pings += 1;
      if (s.noticeAt === null && publishAt > 0 && text.includes('event: notice'))
        s.noticeAt = performance.now();
    });
    socket.on('error', (err) => {
      if (!ready) resolve(err.message);
    });
  });
}

async function main() {
  const before = await call<ServerStats>('GET', '/bench/stats?gc=1');
  const opened: Stream[] = [];
  const refused: Record<string, number> = {};
  const openStarted = performance.now();
  for (let i = 0; i < streams; i += OPEN_AT_ONCE) {
    const batch = await Promise.all(
      Array.from({ length: Math.min(OPEN_AT_ONCE, streams - i) }, (_, j) =>
        open(tokens[(i + j) % tokens.length] ?? ''),
      ),
    );
    for (const r of batch) {
      if (typeof r === 'string') refused[r] = (refused[r] ?? 0) + 1;
      else opened.push(r);
    }
  }
  const openMs = performance.now() - openStarted;
  const after = await call<ServerStats>('GET', '/bench/stats?gc=1');

  pings = 0;
  const idleStart = await call<ServerStats>('GET', '/bench/stats');
  const idleT0 = performance.now();
  await new Promise((r) => setTimeout(r, idleSeconds * 1000));
  const idleEnd = await call<ServerStats>('GET', '/bench/stats');
  const wallUs = (performance.now() - idleT0) * 1000;
  const cpuUs = idleEnd.cpu.user + idleEnd.cpu.system - idleStart.cpu.user - idleStart.cpu.system;
  const pingsDuringIdle = pings;

  publishAt = performance.now();
  const published = await call<{ plays: number; notices: number; matchMs: number }>('POST', '/bench/publish');
  const answeredMs = performance.now() - publishAt;
  // Every stream gets its notice or the wait gives up (a stream that never hears is reported missing).
  const deadline = performance.now() + 180_000;
  while (opened.some((s) => s.noticeAt === null) && performance.now() < deadline)
    await new Promise((r) => setTimeout(r, 20));
  const noticeMs = opened
    .filter((s) => s.noticeAt !== null)
    .map((s) => (s.noticeAt ?? 0) - publishAt)
    .sort((a, b) => a - b);
  for (const s of opened) s.socket.destroy();

  const result: StreamsResult = {
    streams,
    opened: opened.length,
    refused,
    openMs,
    before,
    after,
    idleSeconds: wallUs / 1e6,
    idleCpuPercent: (cpuUs / wallUs) * 100,
    pingsDuringIdle,
    publish: { ...published, answeredMs },
    noticeMs,
    missing: opened.length - noticeMs.length,
  };
  console.log(JSON.stringify(result));
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
