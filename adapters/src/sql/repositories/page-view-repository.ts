import type { PageView, PageViewCount, PageViewRepository } from '@edgeboard/domain';
import { sql } from 'kysely';
import type { Kysely } from 'kysely';
import type { Database } from '../db';
import { nowIso, toIso } from '../row-mapping';

export class SqlPageViewRepository implements PageViewRepository {
  constructor(private readonly db: Kysely<Database>) {}

  async add(view: PageView, at: string = nowIso()): Promise<void> {
    const iso = toIso(at);
    await this.db
      .insertInto('page_views')
      .values({
        path: view.path,
        referrer: view.referrer ?? null,
        user_id: view.user_id ?? null,
        day: iso.slice(0, 10),
        created_at: iso,
      })
      .execute();
  }

  async countsByDayAndPath(sinceDay?: string): Promise<PageViewCount[]> {
    let qb = this.db
      .selectFrom('page_views')
      .select(['day', 'path', sql<number>`count(*)`.as('count')])
      .groupBy(['day', 'path'])
      .orderBy('day')
      .orderBy('path');
    if (sinceDay) qb = qb.where('day', '>=', sinceDay);
    const rows = await qb.execute();
    return rows.map((r) => ({ day: r.day, path: r.path, count: r.count }));
  }
}
