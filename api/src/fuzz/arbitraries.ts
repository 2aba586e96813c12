// Bad inputs for one OpenAPI operation: path parameters, query strings and bodies drawn from hostile values,
// wrong types, and shapes half like the schema (the right property names with wrong values), so validation and
// the code behind it both get reached.
import fc from 'fast-check';

export interface OpenApiSchema {
  type?: string | string[];
  properties?: Record<string, OpenApiSchema>;
  items?: OpenApiSchema;
  enum?: unknown[];
}

interface Parameter {
  in: 'path' | 'query' | 'header' | 'cookie';
  name: string;
}

export interface Operation {
  method: string;
  path: string;
  parameters?: Parameter[];
  requestBody?: { content: Record<string, { schema?: OpenApiSchema }> };
}

export interface FuzzRequest {
  url: string;
  init: { method: string; headers: Record<string, string>; body?: string };
  /** How the body was made (for the failure report). */
  bodyKind: string;
}

const NASTY_STRINGS = [
  '',
  ' ',
  '0',
  '-1',
  '1e309',
  '99999999999999999999999',
  'NaN',
  'null',
  'undefined',
  'true',
  '\u0000',
  '%00',
  '%',
  '../../etc/passwd',
  "' or 1=1 --",
  '<script>alert(1)</script>',
  '00000000-0000-0000-0000-000000000000',
  '2025-13-45',
  '2025-02-30T25:61:00Z',
  // What PostgreSQL cannot hold and SQLite keeps (issue #30 item 5): year 0000, past integer, a NUL inside text.
  '0000-01-01T00:00:00Z',
  '0000-01-01',
  '2147483648',
  'a\u0000b',
  '\ud800',
  '🏈'.repeat(50),
  'x'.repeat(5_000),
];

const nastyString = fc.oneof(fc.constantFrom(...NASTY_STRINGS), fc.string({ maxLength: 40 }), fc.uuid());

/** A JSON value that is likely wrong for any property. */
export const nastyValue: fc.Arbitrary<unknown> = fc.oneof(
  nastyString,
  fc.constantFrom(
    -1,
    0,
    1.5,
    -0.0001,
    2 ** 31,
    -(2 ** 31) - 1,
    2 ** 53 + 2,
    1e308,
    -1e308,
    true,
    false,
    null,
    [],
    {},
  ),
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.array(nastyString, { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 8 }), nastyString, { maxKeys: 3 }),
);

/** An object with (some of) the schema's property names, each holding a wrong-ish value or a valid enum one. */
function likeSchema(schema: OpenApiSchema): fc.Arbitrary<unknown> {
  const props = Object.entries(schema.properties ?? {});
  if (props.length === 0) return fc.jsonValue();
  const record: Record<string, fc.Arbitrary<unknown>> = {};
  for (const [name, prop] of props) {
    record[name] = prop.enum?.length ? fc.oneof(fc.constantFrom(...prop.enum), nastyValue) : nastyValue;
  }
  return fc.record(record, { requiredKeys: [] });
}

function bodyOf(
  op: Operation,
  ids: readonly string[],
): fc.Arbitrary<{ body?: string; type?: string; kind: string }> {
  // A GET cannot carry a body (the client refuses to send one).
  if (op.method.toLowerCase() === 'get') return fc.constant({ kind: 'none' });
  const content = op.requestBody?.content ?? {};
  const json = content['application/json']?.schema;
  const options: fc.Arbitrary<{ body?: string; type?: string; kind: string }>[] = [
    fc.constant({ kind: 'none' }),
    fc.jsonValue().map((v) => ({ body: JSON.stringify(v), type: 'application/json', kind: 'json value' })),
    fc
      .constantFrom('{', '{"a":', 'not json', '[1,2', '\u0000', '{"__proto__":{"x":1}}')
      .map((body) => ({ body, type: 'application/json', kind: 'broken json' })),
  ];
  if (json) {
    options.push(
      likeSchema(json).map((v) => ({
        body: JSON.stringify(v),
        type: 'application/json',
        kind: 'schema-like',
      })),
    );
  }
  if (content['text/csv']) {
    options.push(
      fc
        .array(fc.array(fc.oneof(nastyString, fc.constantFrom(...ids)), { maxLength: 8 }), { maxLength: 5 })
        .map((rows) => ({ body: rows.map((r) => r.join(',')).join('\n'), type: 'text/csv', kind: 'csv' })),
    );
  }
  return fc.oneof(...options);
}

/** A lone surrogate cannot be percent-encoded; a client would send U+FFFD in its place. */
const encodePathValue = (v: string) => encodeURIComponent(v.replace(/[\ud800-\udfff]/gu, '\ufffd'));

/** One request for the operation, with the given Authorization header (or none). */
export function requestFor(
  op: Operation,
  auth: Record<string, string>,
  ids: readonly string[],
): fc.Arbitrary<FuzzRequest> {
  const params = op.parameters ?? [];
  const pathValue = fc.oneof(nastyString, fc.constantFrom(...ids));
  const pathArb = fc.tuple(...params.filter((p) => p.in === 'path').map(() => pathValue));
  const queryArb = fc.tuple(
    ...params.filter((p) => p.in === 'query').map(() => fc.option(nastyValue, { nil: undefined })),
  );
  const headerArb = fc.tuple(
    ...params.filter((p) => p.in === 'header').map(() => fc.option(nastyString, { nil: undefined })),
  );
  return fc
    .tuple(pathArb, queryArb, headerArb, bodyOf(op, ids), fc.option(nastyString, { nil: undefined }))
    .map(([pathValues, queryValues, headerValues, body, extra]) => {
      let i = 0;
      const path = op.path.replace(/\{[^}]+\}/g, () => encodePathValue(pathValues[i++] ?? ''));
      const query = new URLSearchParams();
      params
        .filter((p) => p.in === 'query')
        .forEach((p, k) => {
          const v = queryValues[k];
          if (v !== undefined) query.set(p.name, typeof v === 'string' ? v : JSON.stringify(v));
        });
      if (extra !== undefined) query.set('unexpected', extra);
      const headers: Record<string, string> = { ...auth };
      params
        .filter((p) => p.in === 'header')
        .forEach((p, k) => {
          const v = headerValues[k];
          // Header values cannot hold control characters or non-Latin-1 text; the client would refuse them.
          if (v !== undefined && /^[\t\x20-\x7e]*$/.test(v)) headers[p.name] = v;
        });
      if (body.type) headers['content-type'] = body.type;
      const qs = query.toString();
      return {
        url: `${path}${qs ? `?${qs}` : ''}`,
        init: {
          method: op.method.toUpperCase(),
          headers,
          ...(body.body !== undefined ? { body: body.body } : {}),
        },
        bodyKind: body.kind,
      };
    });
}
