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
  const r = spawnSync(depcruise, ['--config', config, 'domain', 'ui', 'adapters', 'api'], {
    cwd: dir,
    encoding: 'utf8',
  });
  return { status: r.status, output: `${r.stdout}${r.stderr}` };
}

// A tree that keeps to the layers; each failing case adds one bad file to it.
const clean: Record<string, string> = {
  'domain/src/rule.ts': 'export const x = 1;\n',
  'adapters/src/repo.ts': "import { x } from '../../domain/src/rule';\nexport const y = x;\n",
  'api/src/app.ts': "import { y } from '../../adapters/src/repo';\nexport const z = y;\n",
  'ui/src/page.ts': "import { x } from '../../domain/src/rule';\nexport const w = x;\n",
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
