import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INVALID_EMAIL_MESSAGE } from '@edgeboard/domain';
import { createDb, type DbHandle } from '../sql/db';
import { migrateToLatest } from '../sql/migrate';
import { SqlMarketingRepository } from '../sql/repositories/marketing-repository';
import { DEFAULT_LIST_TITLE, LocalMarketingService } from './local-marketing-service';

describe('LocalMarketingService', () => {
  let handle: DbHandle;
  let repo: SqlMarketingRepository;
  let service: LocalMarketingService;

  beforeAll(async () => {
    handle = createDb(':memory:');
    await migrateToLatest(handle.db);
    repo = new SqlMarketingRepository(handle.db);
    service = new LocalMarketingService(repo);
  });
  afterAll(async () => {
    await handle.close();
  });

  it('subscribes to the default list 1 even before it exists, once per address', async () => {
    expect(await service.subscribe('  Fan@Example.com ', 1)).toEqual({ ok: true });
    expect(await service.subscribe('fan@example.com', 1)).toEqual({ ok: true });
    expect(await repo.getList(1)).toEqual({ id: 1, title: DEFAULT_LIST_TITLE });
    expect(await repo.contactExists('FAN@example.com')).toBe(true);
    expect((await repo.addContact(1, 'fan@example.com')).created).toBe(false);
    expect(await repo.contactExists('nobody@example.com')).toBe(false);
  });

  it('subscribes to another list that exists', async () => {
    await repo.ensureList(2, 'Newsletter');
    expect(await service.subscribe('reader@example.com', 2)).toEqual({ ok: true });
    expect((await repo.addContact(2, 'reader@example.com')).created).toBe(false);
  });

  it('refuses a bad address with the spec message and an unknown list, adding nothing', async () => {
    expect(await service.subscribe('not-an-email', 1)).toEqual({ ok: false, error: INVALID_EMAIL_MESSAGE });
    expect(await service.subscribe('a@b.co', 999)).toEqual({ ok: false, error: 'List 999 does not exist' });
    expect(await repo.getList(999)).toBeNull();
    expect(await repo.contactExists('a@b.co')).toBe(false);
  });
});
