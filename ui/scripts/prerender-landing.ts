// Vite build plugin: writes dist/landing.html, the landing page pre-rendered (src/prerender/render-landing.tsx)
// into the built index.html, with the page's small stylesheets inlined and its code preloaded. The server
// answers `/` with it; every other path keeps the empty index.html, so no other page flashes the landing.
import { readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { createServer, type Plugin, type ResolvedConfig } from 'vite';

const LANDING_SOURCE = 'src/features/landing/landing-page.tsx';
const RENDERER = '/src/prerender/render-landing.tsx';
const EMPTY_ROOT = '<div id="root"></div>';

interface ManifestChunk {
  file: string;
  css?: string[];
  imports?: string[];
  isEntry?: boolean;
}
type Manifest = Record<string, ManifestChunk>;

/** The landing chunk and every chunk it imports statically, minus the entry (index.html loads it already). */
function landingChunks(manifest: Manifest): ManifestChunk[] {
  const seen = new Set<string>();
  const out: ManifestChunk[] = [];
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || seen.has(key) || chunk.isEntry) return;
    seen.add(key);
    out.push(chunk);
    chunk.imports?.forEach(visit);
  };
  visit(LANDING_SOURCE);
  if (out.length === 0) throw new Error(`prerender: ${LANDING_SOURCE} is not in the build manifest`);
  return out;
}

/** index.html with the rendered markup in #root, the stylesheets inlined and the landing code preloaded. */
export function landingDocument(
  indexHtml: string,
  markup: string,
  manifest: Manifest,
  outDir: string,
): string {
  if (!indexHtml.includes(EMPTY_ROOT)) throw new Error(`prerender: index.html has no ${EMPTY_ROOT}`);
  const chunks = landingChunks(manifest);
  // The entry's own stylesheet link becomes an inline <style>: one round trip less before the first paint.
  const entryCss = [...indexHtml.matchAll(/<link rel="stylesheet"[^>]*href="\/([^"]+\.css)"[^>]*>\n?\s*/g)];
  let html = indexHtml;
  const css = [...entryCss.map((m) => m[1] ?? ''), ...chunks.flatMap((c) => c.css ?? [])];
  for (const m of entryCss) html = html.replace(m[0], '');
  const style = css.map((file) => readFileSync(join(outDir, file), 'utf8').trim()).join('\n');
  const preloads = chunks
    .filter((c) => !indexHtml.includes(`/${c.file}"`))
    .map((c) => `<link rel="modulepreload" crossorigin href="/${c.file}">\n`)
    .join('');
  html = html.replace('</head>', `${preloads}<style>${style}</style>\n</head>`);
  return html.replace(EMPTY_ROOT, `<div id="root">${markup}</div>`);
}

export function prerenderLanding(): Plugin {
  let config: ResolvedConfig | undefined;
  return {
    name: 'edgeboard:prerender-landing',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    async closeBundle() {
      if (!config || config.mode === 'mock' || config.build.ssr) return;
      const outDir = resolve(config.root, config.build.outDir);
      const started = Date.now();
      const server = await createServer({
        root: config.root,
        configFile: config.configFile,
        mode: config.mode,
        logLevel: 'error',
        appType: 'custom',
        server: { middlewareMode: true, hmr: false, ws: false },
      });
      try {
        const { renderLanding } = (await server.ssrLoadModule(RENDERER)) as {
          renderLanding: () => Promise<string>;
        };
        const markup = await renderLanding();
        const manifest = JSON.parse(readFileSync(join(outDir, '.vite/manifest.json'), 'utf8')) as Manifest;
        const indexHtml = readFileSync(join(outDir, 'index.html'), 'utf8');
        writeFileSync(join(outDir, 'landing.html'), landingDocument(indexHtml, markup, manifest, outDir));
        config.logger.info(`landing page pre-rendered to landing.html in ${Date.now() - started} ms`);
      } finally {
        await server.close();
      }
    },
  };
}
