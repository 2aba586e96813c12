import { describe, expect, it } from 'vitest';
import { UnavailableError } from '@edgeboard/domain';
import { SelzyMarketingService } from './selzy-marketing-service';

interface Call {
  url: string;
  params: URLSearchParams;
}

function fakeSelzy(answer: (method: string, params: URLSearchParams) => unknown, status = 200) {
  const calls: Call[] = [];
  const fetchImpl = ((input: string | URL | Request, init?: RequestInit) => {
    const url = input instanceof Request ? input.url : input.toString();
    const params = new URLSearchParams(init?.body as URLSearchParams);
    calls.push({ url, params });
    const method = url.split('/').pop() ?? '';
    return Promise.resolve(
      new Response(JSON.stringify(answer(method, params)), {
        status,
        headers: { 'content-type': 'application/json' },
      }),
    );
  }) as typeof fetch;
  const service = new SelzyMarketingService({
    apiKey: 'key-123',
    baseUrl: 'https://selzy.test/en/api',
    fetch: fetchImpl,
  });
  return { service, calls };
}

describe('SelzyMarketingService', () => {
  it('posts subscribe with the key in the body, the list and the address', async () => {
    const { service, calls } = fakeSelzy(() => ({ result: { person_id: 7 } }));
    expect(await service.subscribe(' fan@example.com ', 1)).toEqual({ ok: true });
    expect(calls[0]?.url).toBe('https://selzy.test/en/api/subscribe');
    expect(calls[0]?.url).not.toContain('key-123');
    const p = calls[0]!.params;
    expect(p.get('api_key')).toBe('key-123');
    expect(p.get('format')).toBe('json');
    expect(p.get('list_ids')).toBe('1');
    expect(p.get('fields[email]')).toBe('fan@example.com');
    expect(p.get('double_optin')).toBe('3');
  });

  it('passes a provider refusal back as the error text', async () => {
    const { service } = fakeSelzy(() => ({ error: 'Invalid list id', code: 'invalid_arg' }));
    expect(await service.subscribe('fan@example.com', 99)).toEqual({ ok: false, error: 'Invalid list id' });
  });

  it('is unavailable on a server error or a network failure', async () => {
    const { service } = fakeSelzy(() => ({}), 502);
    await expect(service.subscribe('a@b.co', 1)).rejects.toBeInstanceOf(UnavailableError);
    const down = new SelzyMarketingService({
      apiKey: 'k',
      fetch: () => Promise.reject(new TypeError('fetch failed')),
    });
    await expect(down.subscribe('a@b.co', 1)).rejects.toBeInstanceOf(UnavailableError);
  });

  it('needs an API key', () => {
    expect(() => new SelzyMarketingService({ apiKey: '' })).toThrow(/SELZY_API_KEY/);
  });
});
