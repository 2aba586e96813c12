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
    // The viewer's current role splits administrators' own browsing from the audience's (analytics counts it
    // apart); a view without a user, or of a deleted user, is the audience's.
    // PostgreSQL answers count(*) as a bigint string and the case as a number; SQLite answers numbers.
    const byAdmin = sql<number | string>`case when users.role = 'admin' then 1 else 0 end`;
    let qb = this.db
      .selectFrom('page_views')
      .leftJoin('users', 'users.id', 'page_views.user_id')
      .select([
        'page_views.day',
        'page_views.path',
        byAdmin.as('by_admin'),
        sql<number | string>`count(*)`.as('count'),
      ])
      .groupBy(['page_views.day', 'page_views.path', byAdmin])
      .orderBy('page_views.day')
      .orderBy('page_views.path')
      .orderBy(byAdmin);
    if (sinceDay) qb = qb.where('page_views.day', '>=', sinceDay);
    const rows = await qb.execute();
    return rows.map((r) => ({
      day: r.day,
      path: r.path,
      byAdmin: Number(r.by_admin) === 1,
      count: Number(r.count),
    }));
  }
}
