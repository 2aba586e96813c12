import { describe, expect, it } from 'vitest';
import { UnavailableError } from '@edgeboard/domain';
import { SelzyError, SelzyMarketingService } from './selzy-marketing-service';

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
  });

  it('passes a provider refusal back as the error text', async () => {
    const { service } = fakeSelzy(() => ({ error: 'Invalid list id', code: 'invalid_arg' }));
    expect(await service.subscribe('fan@example.com', 99)).toEqual({ ok: false, error: 'Invalid list id' });
    await expect(service.getLists()).rejects.toBeInstanceOf(SelzyError);
  });

  it('maps lists, fields, messages, campaigns and stats', async () => {
    const { service, calls } = fakeSelzy((method) => {
      switch (method) {
        case 'getLists':
          return { result: [{ id: 1, title: 'Launch' }] };
        case 'getFields':
          return { result: [{ id: 3, name: 'team', type: 'string', is_visible: 1 }] };
        case 'createEmailMessage':
          return { result: { message_id: 55 } };
        case 'createCampaign':
          return { result: { campaign_id: 77, status: 'scheduled', count: 10 } };
        case 'getCampaignStatus':
          return { result: { status: 'completed' } };
        case 'getCampaignCommonStats':
          return {
            result: { total: 10, sent: 10, delivered: 9, read_unique: 4, clicked_unique: 2, unsubscribed: 1 },
          };
        case 'importContacts':
          return { result: { total: 2, inserted: 1, updated: 1, deleted: 0, new_emails: 1 } };
        default:
          return { result: {} };
      }
    });
    expect(await service.getLists()).toEqual([{ id: 1, title: 'Launch' }]);
    expect(await service.getFields()).toEqual([{ id: 3, name: 'team', type: 'string' }]);
    expect(
      await service.createEmailMessage({
        listId: 1,
        subject: 's',
        senderName: 'n',
        senderEmail: 'e@x.io',
        body: '<p>b</p>',
      }),
    ).toEqual({ messageId: 55 });
    expect(await service.createCampaign(55, new Date('2025-10-01T18:30:00Z'))).toEqual({ campaignId: 77 });
    expect(calls.at(-1)?.params.get('start_time')).toBe('2025-10-01 18:30');
    expect(await service.campaignStatus(77)).toEqual({ id: 77, status: 'completed' });
    expect(await service.campaignStats(77)).toEqual({
      id: 77,
      sent: 10,
      delivered: 9,
      opened: 4,
      clicked: 2,
      unsubscribed: 1,
    });
    expect(await service.importContacts(1, ['a@x.io', 'b@x.io'])).toEqual({ imported: 2 });
    expect(calls.at(-1)?.params.get('data[1][0]')).toBe('b@x.io');
  });

  it('treats an unknown contact as not existing', async () => {
    const { service } = fakeSelzy(() => ({ error: 'Contact not found', code: 'object_not_found' }));
    expect(await service.checkEmail('x@example.com')).toEqual({ exists: false });
  });

  it('is unavailable on a server error or a network failure', async () => {
    const { service } = fakeSelzy(() => ({}), 502);
    await expect(service.getLists()).rejects.toBeInstanceOf(UnavailableError);
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
