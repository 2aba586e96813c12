// @vitest-environment node
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { landingDocument } from './prerender-landing';

const INDEX = `<!doctype html>
<html lang="en">
  <head>
    <title>EdgeBoard</title>
    <script type="module" crossorigin src="/assets/index-1.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/react-1.js">
    <link rel="stylesheet" crossorigin href="/assets/index-1.css">
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>`;

const MANIFEST = {
  'index.html': { file: 'assets/index-1.js', isEntry: true, imports: ['_react-1.js'] },
  '_react-1.js': { file: 'assets/react-1.js' },
  '_links-1.js': { file: 'assets/links-1.js' },
  'src/features/landing/landing-page.tsx': {
    file: 'assets/landing-page-1.js',
    imports: ['_react-1.js', 'index.html', '_links-1.js'],
    css: ['assets/landing-page-1.css'],
  },
};

function outDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'prerender-'));
  mkdirSync(join(dir, 'assets'));
  writeFileSync(join(dir, 'assets/index-1.css'), 'body{margin:0}\n');
  writeFileSync(join(dir, 'assets/landing-page-1.css'), '.lp{color:red}\n');
  return dir;
}

describe('the pre-rendered landing document', () => {
  it('puts the markup in #root, inlines the stylesheets and preloads only code not already loaded', () => {
    const html = landingDocument(INDEX, '<div class="lp"><h1>Hi</h1></div>', MANIFEST, outDir());
    expect(html).toContain('<div id="root"><div class="lp"><h1>Hi</h1></div></div>');
    expect(html).toContain('<style>body{margin:0}\n.lp{color:red}</style>');
    expect(html).not.toContain('rel="stylesheet"');
    expect(html).toContain('<link rel="modulepreload" crossorigin href="/assets/landing-page-1.js">');
    expect(html).toContain('<link rel="modulepreload" crossorigin href="/assets/links-1.js">');
    expect(html.match(/assets\/react-1\.js/g)).toHaveLength(1);
    expect(html.indexOf('<style>')).toBeLessThan(html.indexOf('</head>'));
  });

  it('refuses a build it cannot pre-render into', () => {
    expect(() =>
      landingDocument(INDEX.replace('<div id="root"></div>', ''), '<p/>', MANIFEST, outDir()),
    ).toThrow(/no <div id="root"><\/div>/);
    expect(() => landingDocument(INDEX, '<p/>', { 'index.html': MANIFEST['index.html'] }, outDir())).toThrow(
      /not in the build manifest/,
    );
  });
});
