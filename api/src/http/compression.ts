// Compressed answers (issue #28 item 3): the public record's page and the odds board ran to hundreds of
// kilobytes of JSON, which a throttled phone took over ten seconds to fetch. Hono's compress middleware gzips
// (or deflates) what the client accepts, through the web CompressionStream (global in Node 20; the Node server
// adapter streams the body). Text types only, JSON, CSV, the web app's scripts and styles among them; never the
// alerts' server-sent events (`text/event-stream` would be buffered by the compressor and arrive late), never a
// response already encoded or marked no-transform, nor a HEAD.
import { COMPRESSIBLE_CONTENT_TYPE_REGEX, compress } from 'hono/compress';
import type { MiddlewareHandler } from 'hono';

const EVENT_STREAM = /^\s*text\/event-stream/i;

/** True for a Content-Type worth compressing (JSON, CSV, HTML, JS, CSS, SVG...), never an event stream. */
export function isCompressible(contentType: string): boolean {
  return !EVENT_STREAM.test(contentType) && COMPRESSIBLE_CONTENT_TYPE_REGEX.test(contentType);
}

export function compression(): MiddlewareHandler {
  // The default threshold (1 KiB) applies when an answer states its length; c.json answers do not, and gzip of a
  // small JSON costs microseconds.
  return compress({ contentTypeFilter: isCompressible });
}
