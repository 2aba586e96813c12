// Proves the file-size rule bites: the repository's own ESLint configuration, as resolved for each kind of file,
// run on a file of 300 lines and one of 301 (blank and comment lines count, as `wc -l` counts them).
import { resolve } from 'node:path';
import { ESLint, Linter } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

const repo = resolve(import.meta.dirname, '..');
let eslint: ESLint;

beforeAll(() => {
  eslint = new ESLint({ cwd: repo });
});

async function maxLinesOf(file: string): Promise<Linter.RuleEntry | undefined> {
  const config = (await eslint.calculateConfigForFile(file)) as Linter.Config | undefined;
  return config?.rules?.['max-lines'];
}

/** The rule's messages on `text` with the setting the configuration gives `file`. */
async function lint(file: string, text: string): Promise<string[]> {
  const setting = await maxLinesOf(file);
  if (setting === undefined) return [];
  return new Linter().verify(text, [{ rules: { 'max-lines': setting } }]).map((m) => m.message);
}

/** `n` lines ending in a newline: code, blank lines and comments in turn. */
function lines(n: number): string {
  const line = (i: number) => [`export const x${String(i)} = ${String(i)};`, '', '// why'][i % 3];
  return Array.from({ length: n }, (_, i) => line(i)).join('\n') + '\n';
}

describe('max-lines (300, every line counted)', () => {
  const held = [
    'api/src/app.ts',
    'ui/src/features/analysis/analysis-page.tsx',
    'ui/src/features/analysis/analysis-page.test.tsx',
    'adapters/src/sql/repositories/alert-repository.test.ts',
    'adapters/src/sql/migrations/002-auth.test.ts',
    'adapters/src/sql/migrations/index.ts',
    'scripts/start.mjs',
    'eslint.config.js',
  ];

  it.each(held)('%s: 300 lines pass, 301 fail (blank and comment lines count)', async (file) => {
    expect(await lint(file, lines(300))).toEqual([]);
    expect(await lint(file, lines(301))).toEqual(['File has too many lines (301). Maximum allowed is 300.']);
  });

  it('leaves the numbered migrations out: they are history, never edited', async () => {
    for (const file of ['adapters/src/sql/migrations/001-core.ts', 'adapters/src/sql/migrations/013-x.ts'])
      expect(await lint(file, lines(400)), file).toEqual([]);
  });
});
