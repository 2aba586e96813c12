// Proves the layer checker bites: a throwaway tree laid out like the repository, with one forbidden import
// per rule, run through dependency-cruiser with the repository's own configuration.
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const repo = resolve(import.meta.dirname, '..');
const depcruise = join(repo, 'node_modules', '.bin', 'depcruise');
const config = join(repo, '.dependency-cruiser.cjs');
const dirs: string[] = [];

function tree(files: Record<string, string>): string {
  const dir = mkdtempSync(join(tmpdir(), 'layers-'));
  dirs.push(dir);
  const all = {
    'tsconfig.json': '{ "compilerOptions": { "moduleResolution": "bundler", "module": "ESNext" } }',
    ...files,
  };
  for (const [path, text] of Object.entries(all)) {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(join(dir, path), text);
  }
  return dir;
}

function cruise(dir: string) {
  const r = spawnSync(
    depcruise,
    ['--config', config, 'domain', 'application', 'ui', 'adapters', 'api', 'e2e'],
    {
      cwd: dir,
      encoding: 'utf8',
    },
  );
  return { status: r.status, output: `${r.stdout}${r.stderr}` };
}

// A tree that keeps to the layers; each failing case adds one bad file to it.
const clean: Record<string, string> = {
  'domain/src/rule.ts': 'export const x = 1;\n',
  'adapters/src/repo.ts': "import { x } from '../../domain/src/rule';\nexport const y = x;\n",
  'api/src/container.ts': "import { y } from '../../adapters/src/repo';\nexport const wired = y;\n",
  'api/src/app.ts':
    "import { x } from '../../domain/src/rule';\nimport { r } from './routes/feed.routes';\nexport const z = [x, r];\n",
  'api/src/routes/feed.routes.ts':
    "import { feed } from '../../../application/src/feed/get-feed';\nexport const r = feed;\n",
  // A test harness beside the routes may build real adapters.
  'api/src/routes/route-testing.ts': "import { y } from '../../../adapters/src/repo';\nexport const t = y;\n",
  'ui/src/page.ts': "import { x } from '../../domain/src/rule';\nexport const w = x;\n",
  'application/src/feed/get-feed.ts':
    "import { x } from '../../../domain/src/rule';\nexport const feed = x;\n",
  'ui/src/lib/api.ts': "import { x } from '../../../domain/src/rule';\nexport const api = x;\n",
  'ui/src/components/card.ts': "import { api } from '../lib/api';\nexport const card = api;\n",
  'ui/src/features/feed/feed-page.ts':
    "import { api } from '../../lib/api';\nimport { card } from '../../components/card';\nexport const page = [api, card];\n",
  'ui/src/features/bets/bets-page.ts': "import { api } from '../../lib/api';\nexport const bets = api;\n",
  'ui/src/app/router.ts':
    "import { page } from '../features/feed/feed-page';\nimport { bets } from '../features/bets/bets-page';\nexport const routes = [page, bets];\n",
  'e2e/journey.spec.ts': 'export const journey = 1;\n',
  'ui/src/mocks/handlers.ts':
    "import { feed } from '../../../application/src/feed/get-feed';\nexport const handlers = [feed];\n",
};

afterAll(() => {
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
});

describe('layer checker', () => {
  it('passes a tree that keeps to the layers', () => {
    const dir = tree(clean);
    expect(cruise(dir).status).toBe(0);
  });

  it.each([
    [
      'domain-imports-only-zod',
      'domain/src/bad.ts',
      "import { z } from '../../api/src/app';\nexport const b = z;\n",
    ],
    [
      'domain-imports-only-zod',
      'domain/src/io.ts',
      "import { readFileSync } from 'node:fs';\nexport const r = readFileSync;\n",
    ],
    [
      'ui-never-imports-adapters-or-api',
      'ui/src/bad.ts',
      "import { y } from '../../adapters/src/repo';\nexport const b = y;\n",
    ],
    [
      'application-imports-domain-and-engine-only',
      'application/src/feed/bad.ts',
      "import { y } from '../../../adapters/src/repo';\nexport const b = y;\n",
    ],
    [
      'server-never-imports-ui',
      'api/src/bad.ts',
      "import { api } from '../../ui/src/lib/api';\nexport const b = api;\n",
    ],
    [
      'ui-imports-use-cases-only-in-the-dev-mock',
      'ui/src/features/feed/bad.ts',
      "import { feed } from '../../../../application/src/feed/get-feed';\nexport const b = feed;\n",
    ],
    [
      'ui-features-never-import-the-app-shell',
      'ui/src/features/feed/bad.ts',
      "import { routes } from '../../app/router';\nexport const b = routes;\n",
    ],
    [
      'ui-features-never-import-another-feature',
      'ui/src/features/feed/bad.ts',
      "import { bets } from '../bets/bets-page';\nexport const b = bets;\n",
    ],
    [
      'ui-shared-code-imports-no-feature-or-shell',
      'ui/src/lib/bad.ts',
      "import { page } from '../features/feed/feed-page';\nexport const b = page;\n",
    ],
    [
      'ui-shared-code-imports-no-feature-or-shell',
      'ui/src/components/bad.ts',
      "import { routes } from '../app/router';\nexport const b = routes;\n",
    ],
    [
      'e2e-drives-the-browser-only',
      'e2e/bad.spec.ts',
      "import { x } from '../domain/src/rule';\nexport const b = x;\n",
    ],
    [
      'http-layer-imports-ports-only',
      'api/src/routes/bad.routes.ts',
      "import { y } from '../../../adapters/src/repo';\nexport const b = y;\n",
    ],
    [
      'http-layer-imports-ports-only',
      'api/src/http/bad.ts',
      "import { wired } from '../container';\nexport const b = wired;\n",
    ],
    [
      'http-layer-imports-ports-only',
      'api/src/app.ts',
      "import { wired } from './container';\nexport const z = wired;\n",
    ],
    [
      'adapters-never-import-api-or-ui',
      'adapters/src/bad.ts',
      "import { z } from '../../api/src/app';\nexport const b = z;\n",
    ],
  ])('fails on %s (%s)', (rule, file, text) => {
    const dir = tree({ ...clean, [file]: text });
    const r = cruise(dir);
    expect(r.status).not.toBe(0);
    expect(r.output).toContain(rule);
  });
});
