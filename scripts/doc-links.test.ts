// Docs that name a file must name one that exists (issue #17: README and decisions cited files that were
// gone). Every tracked Markdown file is read; its relative links `[text](path)` and the repository paths it
// quotes in backticks (`api/src/app.ts`) must resolve, from the file's folder or from the repository root.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { brokenDocLinks } from './doc-links';

const ROOT = resolve(import.meta.dirname, '..');

function tracked(...patterns: string[]): string[] {
  return execFileSync('git', ['ls-files', ...patterns], { cwd: ROOT, encoding: 'utf8' })
    .split('\n')
    .filter((f) => f !== '');
}

describe('links in the docs', () => {
  it('finds the broken link and the missing quoted path in a sample', () => {
    const exists = (p: string) => p === 'api/src/app.ts' || p === 'docs/decisions.md';
    const text = [
      'See [decisions](decisions.md) and [gone](missing.md), `api/src/app.ts`, `api/src/nope.ts`.',
      'Not paths: [site](https://example.com), [top](#top), `npm run dev`, `ui/src/**/*.tsx`, `<dir>/x.ts`.',
    ].join('\n');
    const folders = new Set(['api', 'docs']);
    expect(brokenDocLinks('docs/x.md', text, exists, folders)).toEqual(['missing.md', 'api/src/nope.ts']);
  });

  it('every Markdown file in the repository names only files that exist', () => {
    const folders = new Set(tracked().flatMap((f) => (f.includes('/') ? [f.split('/')[0] ?? ''] : [])));
    const exists = (p: string) => existsSync(join(ROOT, p));
    const broken = tracked('*.md').flatMap((file) =>
      brokenDocLinks(file, readFileSync(join(ROOT, file), 'utf8'), exists, folders).map(
        (target) => `${file}: ${target}`,
      ),
    );
    expect(broken).toEqual([]);
  });
});
