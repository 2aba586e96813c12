// A folder of downloaded files with their HTTP validators, so a second download of an unchanged file is a
// conditional request answered 304 (no body sent) and the cached copy is reused.
import { createHash } from 'node:crypto';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { ProviderError, type CacheValidators } from '@edgeboard/domain';
import { getWithRetry, redactUrl, type RetryOptions } from './provider-http';

interface CacheMeta extends CacheValidators {
  url: string;
}

export interface CachedBody {
  body: string;
  validators: CacheValidators;
  fromCache: boolean;
}

export class HttpFileCache {
  constructor(
    private readonly dir: string,
    private readonly http: RetryOptions,
  ) {}

  private paths(url: URL) {
    const name = createHash('sha256').update(url.toString()).digest('hex').slice(0, 24);
    return { body: path.join(this.dir, `${name}.body`), meta: path.join(this.dir, `${name}.json`) };
  }

  private async readCached(url: URL): Promise<{ body: string; meta: CacheMeta } | null> {
    const p = this.paths(url);
    try {
      const [body, meta] = await Promise.all([readFile(p.body, 'utf8'), readFile(p.meta, 'utf8')]);
      return { body, meta: JSON.parse(meta) as CacheMeta };
    } catch {
      return null;
    }
  }

  /** Downloads `url`, conditionally when a copy is cached; 404 and other refusals are ProviderErrors. */
  async get(url: URL): Promise<CachedBody> {
    const cached = await this.readCached(url);
    const headers: Record<string, string> = { accept: 'text/csv, */*' };
    if (cached?.meta.etag) headers['if-none-match'] = cached.meta.etag;
    if (cached?.meta.lastModified) headers['if-modified-since'] = cached.meta.lastModified;
    const res = await getWithRetry(url, headers, this.http);
    if (res.status === 304 && cached) {
      return { body: cached.body, validators: validatorsOf(cached.meta), fromCache: true };
    }
    if (!res.ok) {
      await res.body?.cancel().catch(() => undefined);
      const code =
        res.status === 401 || res.status === 403
          ? 'unauthorized'
          : res.status === 429
            ? 'quota'
            : 'unavailable';
      throw new ProviderError(
        this.http.provider,
        code,
        `${this.http.provider} answered HTTP ${res.status} for ${redactUrl(url)}`,
      );
    }
    const body = await res.text();
    const validators = { etag: res.headers.get('etag'), lastModified: res.headers.get('last-modified') };
    await this.store(url, body, validators);
    return { body, validators, fromCache: false };
  }

  /** Body first, then the validators, each through a rename: a crash never pairs a validator with a stale body. */
  private async store(url: URL, body: string, validators: CacheValidators): Promise<void> {
    const p = this.paths(url);
    await mkdir(this.dir, { recursive: true });
    await writeFile(`${p.body}.tmp`, body);
    await rename(`${p.body}.tmp`, p.body);
    const meta: CacheMeta = { url: redactUrl(url), ...validators };
    await writeFile(`${p.meta}.tmp`, JSON.stringify(meta));
    await rename(`${p.meta}.tmp`, p.meta);
  }
}

function validatorsOf(meta: CacheMeta): CacheValidators {
  return { etag: meta.etag ?? null, lastModified: meta.lastModified ?? null };
}
