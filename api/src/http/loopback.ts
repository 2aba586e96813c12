// Who may see the local-only pages (/dev/*: the mail outbox with password-reset links, the stand-in checkout).
// Only a caller on this machine, judged by the socket's remote address, never by a header a client can send.
import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context, MiddlewareHandler } from 'hono';

/** 127.0.0.0/8, ::1, and IPv4 loopback written as an IPv4-mapped IPv6 address. */
export function isLoopbackAddress(address: string | undefined): boolean {
  if (!address) return false;
  const v4 = address.startsWith('::ffff:') ? address.slice('::ffff:'.length) : address;
  return /^127(\.\d{1,3}){3}$/.test(v4) || address === '::1' || address === '0:0:0:0:0:0:0:1';
}

/** The socket's remote address, or undefined when the request did not come through the Node server. */
export function socketAddress(c: Context): string | undefined {
  try {
    return getConnInfo(c).remote.address;
  } catch {
    // app.request() in tests and any non-Node runtime: no socket, so no proof the caller is local.
    return undefined;
  }
}

/**
 * A proxy on the same machine (a tunnel, a reverse proxy) makes every caller look local; such proxies add a
 * forwarding header, so its presence alone refuses the request.
 */
const FORWARDING_HEADERS = ['forwarded', 'x-forwarded-for', 'x-real-ip'];

export function isLocalCaller(c: Context): boolean {
  if (FORWARDING_HEADERS.some((h) => c.req.header(h) !== undefined)) return false;
  return isLoopbackAddress(socketAddress(c));
}

/** Lets only local callers through; everyone else gets `refuse` (the dev pages answer a readable 403). */
export function loopbackOnly(refuse: (c: Context) => Response | Promise<Response>): MiddlewareHandler {
  return async (c, next) => {
    if (!isLocalCaller(c)) return refuse(c);
    await next();
  };
}
