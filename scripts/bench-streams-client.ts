// The client half of `npm run bench:streams`: opens BENCH_STREAMS alert streams on raw sockets (the request
// written by hand, the answer scanned for event names; no HTTP client, no parser per stream, so the client costs
// far less than the server it measures), reads the server's memory before and after, its CPU over an idle window
// with the streams open, then asks it to publish a week of picks and times each stream's first notice from the
// moment the publish was sent. Prints one JSON line (StreamsResult).
import { readFileSync } from 'node:fs';
import { connect, type Socket } from 'node:net';
import type { PublishResult, ServerStats } from './bench-streams-server';

export interface StreamsResult {
  streams: number;
  opened: number;
  /** Why streams were not opened (status line or socket error), with how many. */
  refused: Record<string, number>;
  openMs: number;
  before: ServerStats;
  after: ServerStats;
  idleMs: number;
  /** Server CPU µs (user + system) over the idle window. */
  idleCpuUs: number;
  pingsDuringIdle: number;
  /** Client CPU µs over the idle window: the client must be the cheap side. */
  clientIdleCpuUs: number;
  publish: PublishResult & { answeredMs: number };
  /** Publish sent → first notice, per stream that heard one, ascending. */
  noticeMs: number[];
  missing: number;
  /** Streams the server closed before the publish (a lifetime or session end, an error). */
  closedEarly: number;
}

const port = Number(process.env.BENCH_PORT);
const streams = Number(process.env.BENCH_STREAMS);
const idleMs = Number(process.env.BENCH_IDLE_SECONDS ?? '10') * 1000;
const tokens = JSON.parse(readFileSync(process.env.BENCH_TOKENS ?? '', 'utf8')) as string[];
/** Connections opened at once: the listen backlog (511 by default) must not overflow. */
const OPEN_AT_ONCE = 200;
/** How long every stream gets to hear its notice before it counts as missing. */
const NOTICE_DEADLINE_MS = 60_000;

async function call<T>(method: string, path: string): Promise<T> {
  const res = await fetch(`http://127.0.0.1:${String(port)}${path}`, { method });
  if (!res.ok) throw new Error(`${method} ${path}: ${String(res.status)} ${await res.text()}`);
  return (await res.json()) as T;
}

interface Stream {
  socket: Socket;
  noticeAt: number | null;
  closed: boolean;
}

let publishAt = 0;
let pings = 0;
let waitingForNotice = 0;
let allHeard: (() => void) | null = null;

/** Opens one stream; resolves with it once its `ready` event arrived, or with why it was refused. */
function open(token: string): Promise<Stream | string> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    const s: Stream = { socket, noticeAt: null, closed: false };
    let tail = '';
    let ready = false;
    let status: string | null = null;
    socket.setEncoding('latin1');
    socket.on('connect', () => {
      socket.write(
        `GET /api/alerts/stream HTTP/1.1\r\nHost: 127.0.0.1\r\nAuthorization: Bearer ${token}\r\n` +
          `Accept: text/event-stream\r\n\r\n`,
      );
    });
    socket.on('data', (chunk: string) => {
      // Only a few bytes are kept between chunks: enough to find an event name split across two.
      const text = tail + chunk;
      tail = text.slice(-16);
      if (!ready) {
        status ??= text.slice(0, Math.max(0, text.indexOf('\r\n'))) || 'no status line';
        if (!status.startsWith('HTTP/1.1 200')) {
          socket.destroy();
          resolve(status);
          return;
        }
        if (!text.includes('event: ready')) return;
        ready = true;
        resolve(s);
      }
      if (text.includes(': ping')) pings += 1;
      if (s.noticeAt === null && publishAt > 0 && text.includes('event: notice')) {
        s.noticeAt = performance.now();
        waitingForNotice -= 1;
        if (waitingForNotice === 0) allHeard?.();
      }
    });
    socket.on('close', () => {
      s.closed = true;
      if (!ready) resolve('closed before ready');
    });
    socket.on('error', (err) => {
      if (!ready) resolve(err.message);
    });
  });
}

const cpuUs = (s: { user: number; system: number }) => s.user + s.system;

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
  const clientStart = process.cpuUsage();
  const idleT0 = performance.now();
  await new Promise((r) => setTimeout(r, idleMs));
  const idleEnd = await call<ServerStats>('GET', '/bench/stats');
  const measuredIdleMs = performance.now() - idleT0;
  const clientIdleCpuUs = cpuUs(process.cpuUsage(clientStart));
  const pingsDuringIdle = pings;

  const live = opened.filter((s) => !s.closed);
  waitingForNotice = live.length;
  const heard = new Promise<void>((resolve) => {
    allHeard = resolve;
    if (waitingForNotice === 0) resolve();
  });
  publishAt = performance.now();
  const published = await call<PublishResult>('POST', '/bench/publish');
  const answeredMs = performance.now() - publishAt;
  await Promise.race([heard, new Promise((r) => setTimeout(r, NOTICE_DEADLINE_MS))]);
  const noticeMs = live
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
    idleMs: measuredIdleMs,
    idleCpuUs: cpuUs(idleEnd.cpu) - cpuUs(idleStart.cpu),
    pingsDuringIdle,
    clientIdleCpuUs,
    publish: { ...published, answeredMs },
    noticeMs,
    missing: live.length - noticeMs.length,
    closedEarly: opened.length - live.length,
  };
  console.log(JSON.stringify(result));
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
