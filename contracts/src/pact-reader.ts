// Reads the V4 pact files the consumer tests write, and turns an interaction into a concrete request once its
// provider states have handed back their values (the `fromProviderState` generators), as the verifier does.
import { readFileSync } from 'node:fs';
import { z } from 'zod';

const Generator = z.object({ type: z.string(), expression: z.string().optional() });
const Body = z.object({ content: z.unknown(), contentType: z.string().optional() }).optional();

export const PactInteraction = z.object({
  description: z.string(),
  providerStates: z
    .array(z.object({ name: z.string(), params: z.record(z.string(), z.unknown()).optional() }))
    .optional(),
  request: z.object({
    method: z.string(),
    path: z.string(),
    query: z.record(z.string(), z.array(z.string())).optional(),
    headers: z.record(z.string(), z.array(z.string())).optional(),
    body: Body,
    generators: z
      .object({
        path: Generator.optional(),
        query: z.record(z.string(), Generator).optional(),
        header: z.record(z.string(), Generator).optional(),
        body: z.record(z.string(), Generator).optional(),
      })
      .optional(),
  }),
  response: z.object({
    status: z.number(),
    headers: z.record(z.string(), z.array(z.string())).optional(),
    body: Body,
  }),
});
export type PactInteraction = z.infer<typeof PactInteraction>;

const PactFile = z.object({
  consumer: z.object({ name: z.string() }),
  provider: z.object({ name: z.string() }),
  interactions: z.array(PactInteraction),
});
export type PactFile = z.infer<typeof PactFile>;

export function readPact(path: string): PactFile {
  return PactFile.parse(JSON.parse(readFileSync(path, 'utf8')));
}

export type StateValues = Record<string, unknown>;

function inject(expression: string, values: StateValues): string {
  return expression.replace(/\$\{(\w+)\}/g, (_, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`No provider-state value "${name}" for ${expression}`);
    return typeof value === 'string' ? value : JSON.stringify(value);
  });
}

/**
 * The value of a generator's expression: a lone `${name}` keeps the value's own JSON type (a week stays a
 * number), as the Pact verifier does; anything longer is a string.
 */
function generated(expression: string, values: StateValues): unknown {
  const lone = /^\$\{(\w+)\}$/.exec(expression)?.[1];
  if (lone !== undefined && values[lone] !== undefined) return values[lone];
  return inject(expression, values);
}

/** Sets `$.a.b` or `$.a[0].b` in a JSON body (the paths the consumer tests generate into). */
function setAt(body: unknown, path: string, value: unknown): void {
  const keys = path
    .replace(/^\$\.?/, '')
    .split(/\.|\[(\d+)\]/)
    // The index group is undefined on the dots (split's types say string) and the dots leave empty strings.
    .filter(Boolean);
  const last = keys.pop();
  let node = body as Record<string, unknown>;
  for (const k of keys) node = node[k] as Record<string, unknown>;
  if (last !== undefined) node[last] = value;
}

export interface ConcreteRequest {
  method: string;
  path: string;
  headers: Record<string, string>;
  body: string | undefined;
}

/** The interaction's request with provider-state values injected, as the provider would receive it. */
export function concreteRequest(i: PactInteraction, values: StateValues): ConcreteRequest {
  const g = i.request.generators ?? {};
  const path = g.path?.expression !== undefined ? inject(g.path.expression, values) : i.request.path;
  const query = new URLSearchParams();
  for (const [k, vs] of Object.entries(i.request.query ?? {})) {
    const gen = g.query?.[k]?.expression;
    for (const v of vs) query.append(k, gen === undefined ? v : inject(gen, values));
  }
  const headers: Record<string, string> = {};
  for (const [k, vs] of Object.entries(i.request.headers ?? {})) headers[k] = vs.join(', ');
  for (const [k, gen] of Object.entries(g.header ?? {}))
    if (gen.expression !== undefined) headers[k] = inject(gen.expression, values);
  let body: string | undefined;
  const declared = i.request.body?.contentType;
  if (i.request.body !== undefined && declared !== undefined && !/json/i.test(declared)) {
    // A text body (the prop-line CSV) is sent as written.
    body = String(i.request.body.content);
  } else if (i.request.body !== undefined) {
    const content = structuredClone(i.request.body.content);
    for (const [p, gen] of Object.entries(g.body ?? {}))
      if (gen.expression !== undefined) setAt(content, p, generated(gen.expression, values));
    body = JSON.stringify(content);
  }
  const qs = query.toString();
  return { method: i.request.method, path: qs ? `${path}?${qs}` : path, headers, body };
}
