import { describe, expect, it } from 'vitest';
import { adminContextPerSuite, expectQueriesRefused } from './admin-test-setup';
import type { AiPick } from '@edgeboard/domain';
import { seedAiPickLeague, type Err } from './ai-picks-test-seed';

describe('admin AI picks', () => {
  const t = adminContextPerSuite(async (t) => {
    await seedAiPickLeague(t);
  });

  it('lists with search, stat type and confidence band', async () => {
    const page = (q: string) =>
      t.json('GET', `/api/admin/ai-picks${q}`).then((r) => r.body as { data: AiPick[]; count: number });
    expect((await page('')).count).toBe(4);
    expect((await page('?band=high')).data.map((p) => p.id)).toEqual(['high']);
    expect((await page('?band=medium')).data.map((p) => p.id)).toEqual(['mid']);
    expect((await page('?statType=rushing_yards')).data.map((p) => p.id)).toEqual(['high']);
    expect((await page('?search=phi')).count).toBe(2);
    expect(((await t.json('GET', '/api/admin/ai-picks?band=huge')).body as Err).error.field).toBe('band');
  });

  it('filters by season, week and result, and sorts by a whitelisted column', async () => {
    const ids = (q: string) =>
      t
        .json('GET', `/api/admin/ai-picks${q}`)
        .then((r) => (r.body as { data: AiPick[] }).data.map((p) => p.id));
    expect(await ids('?season=2025&week=3&sortBy=confidence')).toEqual(['graded', 'old-ungraded']);
    expect(await ids('?result=win')).toEqual(['graded']);
    expect(await ids('?result=pending&sortBy=confidence&sortOrder=desc')).toEqual([
      'high',
      'mid',
      'old-ungraded',
    ]);
    expect(await ids('?sortBy=player')).toEqual(['high', 'old-ungraded', 'mid', 'graded']);
    // The week sorts by season, then week; ties by id in the same direction.
    expect(await ids('?sortBy=week')).toEqual(['high', 'mid', 'graded', 'old-ungraded']);
    await expectQueriesRefused(t, '/api/admin/ai-picks', [
      ['sortBy=reasoning', 'sortBy'],
      ['sortOrder=sideways', 'sortOrder'],
      ['result=won', 'result'],
      ['week=0', 'week'],
    ]);
  });

  it('edits within the spec bounds and deletes', async () => {
    const res = await t.json('PUT', '/api/admin/ai-picks/mid', {
      confidence: 72,
      line_value: 270.5,
      pick: 'under',
      stat_type: 'passing_yards',
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ confidence: 72, line_value: 270.5, pick: 'under' });
    for (const [body, field] of [
      [{ confidence: 0 }, 'confidence'],
      [{ confidence: 101 }, 'confidence'],
      [{ line_value: 270.25 }, 'line_value'],
      [{ pick: 'sideways' }, 'pick'],
      [{ stat_type: 'goals' }, 'stat_type'],
    ] as const) {
      const bad = await t.json('PUT', '/api/admin/ai-picks/mid', body);
      expect(bad.status).toBe(400);
      expect((bad.body as Err).error.field).toBe(field);
    }
    expect((await t.json('PUT', '/api/admin/ai-picks/none', { confidence: 50 })).status).toBe(404);
    expect((await t.json('DELETE', '/api/admin/ai-picks/mid')).body).toEqual({ success: true });
    expect((await t.json('GET', '/api/admin/ai-picks/mid')).status).toBe(404);
  });
});
