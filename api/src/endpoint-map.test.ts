// docs/endpoints.md names, for every operation of the API, its route file, its use case, the repositories
// behind it and its test (issue #17: a newcomer must be able to find them). This keeps the table true: an
// operation added without a row, a row whose operation is gone, or a route file that does not declare the
// path fails here (the doc-links check already fails on a cell naming a file that does not exist).
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { testAppPerSuite } from './testing/per-suite';

const ROOT = resolve(import.meta.dirname, '../..');
const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;

interface Row {
  endpoint: string;
  route: string;
  useCase: string;
  repositories: string[];
  test: string;
}

/** The table's rows: `| `GET /api/x` | `route.ts` | `use-case.ts` | `repo.ts`, … | `x.test.ts` |`. */
function endpointRows(markdown: string): Row[] {
  const code = (cell: string) => [...cell.matchAll(/`([^`]+)`/g)].map((m) => m[1] ?? '');
  return markdown
    .split('\n')
    .filter((line) => /^\|\s*`(GET|POST|PUT|PATCH|DELETE) /.test(line))
    .map((line) => {
      const [endpoint = '', route = '', useCase = '', repositories = '', test = ''] = line
        .split('|')
        .slice(1, -1)
        .map((c) => c.trim());
      return {
        endpoint: code(endpoint)[0] ?? '',
        route: code(route)[0] ?? '',
        useCase: code(useCase)[0] ?? '',
        repositories: code(repositories),
        test: code(test)[0] ?? '',
      };
    });
}

/**
 * Whether a route file names the path: whole (`'/api/bets'`), or as a group's prefix and the route's own rest
 * (`'/api/admin/users'` and `'/{id}/activity'`, or a quoted `'activity'` the rest is built from).
 */
function declares(file: string, method: string, path: string): boolean {
  if (!existsSync(file)) return false;
  const text = readFileSync(file, 'utf8');
  const quoted = (s: string) => text.includes(`'${s}'`);
  if (quoted(path)) return true;
  // The shared builders (api/src/routes/admin/admin-schemas.ts, a group's deleteById) declare `<prefix>/{id}`.
  const builder = { GET: 'itemRoute(', PUT: 'editRoute(', DELETE: 'deleteById(' }[method];
  // The rest may also be built from a name the file quotes (`/${group}` for 'application').
  return [...path.matchAll(/\//g)].some((m) => {
    if (m.index === 0 || !quoted(path.slice(0, m.index))) return false;
    const rest = path.slice(m.index);
    if (rest === '/{id}' && builder !== undefined && text.includes(builder)) return true;
    return quoted(rest) || quoted(rest.slice(1));
  });
}

const t = testAppPerSuite();

describe('docs/endpoints.md', () => {
  it('reads a row into its files', () => {
    const rows = endpointRows(
      [
        '| Endpoint | Route | Use case | Repositories | Test |',
        '| --- | --- | --- | --- | --- |',
        '| `GET /api/x` | `a.routes.ts` | `b.ts` | `c.ts`, `d.ts` | `a.routes.test.ts` |',
      ].join('\n'),
    );
    expect(rows).toEqual([
      {
        endpoint: 'GET /api/x',
        route: 'a.routes.ts',
        useCase: 'b.ts',
        repositories: ['c.ts', 'd.ts'],
        test: 'a.routes.test.ts',
      },
    ]);
  });

  it('has one row per operation of /api/openapi.json, each naming files that declare and test it', async () => {
    const doc = (await (await t.get('/api/openapi.json')).json()) as {
      paths: Record<string, Partial<Record<(typeof METHODS)[number], unknown>>>;
    };
    const operations = Object.entries(doc.paths)
      .flatMap(([path, ops]) =>
        METHODS.filter((m) => ops[m] !== undefined).map((m) => `${m.toUpperCase()} ${path}`),
      )
      .sort();
    const rows = endpointRows(readFileSync(join(ROOT, 'docs/endpoints.md'), 'utf8'));
    expect(rows.map((r) => r.endpoint).sort()).toEqual(operations);

    const problems = rows.flatMap((r) => {
      const [method = '', path = ''] = r.endpoint.split(' ');
      const out: string[] = [];
      if (!declares(join(ROOT, r.route), method, path))
        out.push(`${r.endpoint}: ${r.route} does not declare ${path}`);
      if (!/^application\/src\/.+\.ts$/.test(r.useCase)) out.push(`${r.endpoint}: no use case`);
      if (!r.test.endsWith('.test.ts')) out.push(`${r.endpoint}: no test`);
      for (const file of [r.useCase, r.test, ...r.repositories]) {
        if (!existsSync(join(ROOT, file))) out.push(`${r.endpoint}: ${file} does not exist`);
      }
      return out;
    });
    expect(problems).toEqual([]);
  });
});
