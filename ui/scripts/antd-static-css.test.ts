// @vitest-environment node
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ANTD_COMPONENTS, antdCss } from './antd-static-css';

const SRC = new URL('../src', import.meta.url).pathname;
// Not components with styles of their own (Grid is imported for its useBreakpoint hook).
const NOT_STYLED = new Set(['ConfigProvider', 'theme', 'Grid']);

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

/** Every value (not type) the app's source imports from 'antd'. */
function importedFromAntd(): Set<string> {
  const names = new Set<string>();
  for (const file of sourceFiles(SRC)) {
    for (const m of readFileSync(file, 'utf8').matchAll(/import\s+(type\s+)?\{([^}]+)\}\s+from\s+'antd'/g)) {
      if (m[1]) continue;
      for (const part of (m[2] ?? '').split(',')) {
        const name = part.trim();
        if (name === '' || name.startsWith('type ')) continue;
        names.add(name.split(/\s+as\s+/)[0] ?? name);
      }
    }
  }
  return names;
}

describe("antd's static stylesheet", () => {
  it('covers every antd component the app imports', () => {
    const listed = new Set<string>(ANTD_COMPONENTS);
    const imported = [...importedFromAntd()].filter((name) => !NOT_STYLED.has(name));
    expect(imported.length).toBeGreaterThan(10);
    expect(imported.filter((name) => !listed.has(name))).toEqual([]);
  });

  it("is built from the app's theme, without hashed class names", () => {
    const css = antdCss();
    expect(css).toContain('.ant-btn');
    expect(css).toContain('.ant-table');
    // theme.ts: the primary colour chosen for contrast, not antd's default blue.
    expect(css).toContain('#1d4ed8');
    expect(css).not.toMatch(/:where\(\.css-[a-z0-9-]+\)/);
  });
});
