// @vitest-environment node
import {
  AiPick,
  GeneratePicksPreview,
  GeneratePicksResult,
  pickLockedMessageFor,
  seasonWeekAt,
  UserActivity,
} from '@edgeboard/domain';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { demoWorld } from '@/mocks/demo-world';
import { call, error, json, pageOf, withAdminMockServer } from './admin-mock-test-kit';

withAdminMockServer();

describe('admin mock: AI picks', () => {
  it('filters AI picks by band, stat type and search; edits, deletes and regenerates a week', async () => {
    const high = await json(pageOf(AiPick), await call('/ai-picks?band=high&pageSize=100'));
    expect(high.data.every((p) => p.confidence >= 80)).toBe(true);
    const medium = await json(pageOf(AiPick), await call('/ai-picks?band=medium&pageSize=100'));
    expect(medium.data.every((p) => p.confidence >= 60 && p.confidence < 80)).toBe(true);
    const all = await json(pageOf(AiPick), await call('/ai-picks?pageSize=100'));
    expect(all.count).toBe(demoWorld().picks.length);
    // The newest pick whose game has not kicked off (a started one is locked: see the ledger test below).
    const first = all.data.find((p) => !p.locked_at)!;
    const search = first.player.slice(1, 5).toUpperCase();
    const found = await json(
      pageOf(AiPick),
      await call(`/ai-picks?search=${encodeURIComponent(search)}&statType=${first.stat_type}&pageSize=100`),
    );
    expect(found.data.map((p) => p.id)).toContain(first.id);
    expect(found.data.every((p) => p.stat_type === first.stat_type)).toBe(true);
    const edited = await json(
      AiPick,
      await call(`/ai-picks/${first.id}`, {
        method: 'PUT',
        body: JSON.stringify({ confidence: 55, line_value: 10.5 }),
      }),
    );
    expect([edited.confidence, edited.line_value]).toEqual([55, 10.5]);
    expect((await json(AiPick, await call(`/ai-picks/${first.id}`))).confidence).toBe(55);
    const quarter = await call(`/ai-picks/${first.id}`, {
      method: 'PUT',
      body: JSON.stringify({ line_value: 10.25 }),
    });
    expect((await error(quarter, 400)).field).toBe('line_value');
    const extra = await call(`/ai-picks/${first.id}`, {
      method: 'PUT',
      body: JSON.stringify({ result: 'win' }),
    });
    expect(extra.status).toBe(400);

    const { season, week } = first;
    const ungraded = demoWorld().picks.filter(
      (p) => p.pick.season === season && p.pick.week === week && p.pick.result === null,
    ).length;
    const preview = await json(
      GeneratePicksPreview,
      await call(`/ai-picks/generate/preview?season=${String(season)}&week=${String(week)}`),
    );
    expect(preview.ungraded).toBe(ungraded);
    expect(preview.current).toEqual(seasonWeekAt(demoWorld().demoNow));
    expect((await json(GeneratePicksPreview, await call('/ai-picks/generate/preview'))).week).toBe(
      demoWorld().season.currentWeek,
    );
    const generated = await json(
      GeneratePicksResult,
      await call('/ai-picks/generate', { method: 'POST', body: JSON.stringify({ season, week }) }),
    );
    // Every re-made pick keeps its row (the demo season's ids): rewritten in place, none inserted.
    expect(generated.deleted + generated.updated).toBe(ungraded);
    expect(generated.updated).toBe(generated.picks.length);
    expect(generated.inserted).toBe(0);
    expect(generated.lines).toBeGreaterThan(0);
    // The engine re-runs the week on the world's lines and box scores: the demo season's picks are its output
    // too, so each pick keeps its id and the edited one its computed score again.
    const seeded = demoWorld().season.aiPicks.filter((p) => p.season === season && p.week === week);
    const seededIds = new Set(seeded.map((p) => p.id));
    expect(generated.picks.every((p) => seededIds.has(p.id))).toBe(true);
    const rerun = generated.picks.find((p) => p.id === first.id)!;
    // The edit (55) is gone: the engine re-priced the prop. Not necessarily to its published score: the fair price
    // is the consensus of every book, and the books have moved since the Tuesday it was published.
    expect(seeded.find((p) => p.id === first.id)?.confidence).not.toBe(55);
    expect(rerun.confidence).not.toBe(55);
    expect(
      Math.abs(rerun.confidence - (seeded.find((p) => p.id === first.id)?.confidence ?? 0)),
    ).toBeLessThan(10);
    // Still published when it first was: a re-made pick keeps its publication time (the allowance's order).
    expect(rerun.created_at).toBe(seeded.find((p) => p.id === first.id)?.created_at);
    expect((await json(AiPick, await call(`/ai-picks/${first.id}`))).confidence).toBe(rerun.confidence);
    const none = await call('/ai-picks/generate', {
      method: 'POST',
      body: JSON.stringify({ season: 2030, week: 1 }),
    });
    expect((await error(none, 404)).message).toBe('No prop lines are stored for season 2030, week 1.');

    await call(`/ai-picks/${first.id}`, { method: 'DELETE' });
    expect((await call(`/ai-picks/${first.id}`)).status).toBe(404);
    const recent = await json(z.array(UserActivity), await call('/activity'));
    expect(recent[0]?.activity).toBe('ai_pick_deleted');
  });

  it("refuses to edit or delete a pick whose game has kicked off with the API's 409 pick_locked", async () => {
    const w = demoWorld();
    // Any pick with a game, its game made a scheduled one, so the test does not hang on the day's world.
    const target = w.picks.find((p) => p.game && !p.pick.locked_at)!;
    const stored = target.game!;
    const game = { ...stored, status: 'scheduled' as const };
    const before = { ...target.pick };
    const demoNow = w.demoNow;
    target.game = game;
    try {
      w.demoNow = new Date(Date.parse(game.kickoff) - 60_000);
      expect((await json(AiPick, await call(`/ai-picks/${target.pick.id}`))).locked_at ?? null).toBeNull();

      // One minute past kickoff by the season clock: the domain's rule (hasKickedOff) locks it.
      w.demoNow = new Date(Date.parse(game.kickoff) + 60_000);
      expect((await json(AiPick, await call(`/ai-picks/${target.pick.id}`))).locked_at).toBe(game.kickoff);
      const put = await call(`/ai-picks/${target.pick.id}`, {
        method: 'PUT',
        body: JSON.stringify({ line_value: before.line_value + 1 }),
      });
      const refused = await error(put, 409);
      expect(refused.code).toBe('pick_locked');
      expect(refused.message).toBe(pickLockedMessageFor(target));
      expect((await error(await call(`/ai-picks/${target.pick.id}`, { method: 'DELETE' }), 409)).code).toBe(
        'pick_locked',
      );
      expect(w.picks.find((p) => p.pick.id === target.pick.id)?.pick).toEqual(before);
    } finally {
      w.demoNow = demoNow;
      target.game = stored;
    }
  });
});
