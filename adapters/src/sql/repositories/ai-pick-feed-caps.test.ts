// Issue #16 item 4: the capped feed and the detail's check moved into one statement each. This compares them,
// on a generated season, with the rule computed step by step (and as the service's comments state it): the
// allowance is the first `cap` picks of the season whose games have not started at `now`, in value order (issue
// #27 item 3: the domain's compareByValue, plays first by EV then Edge Score); a capped caller sees the picks of
// started games plus the allowance; `count` is every match.
import {
  topByValue,
  type AiPick,
  type Game,
  type PickFeedFilter,
  type PickFeedSortField,
  type StatType,
} from '@edgeboard/domain';
import { beforeAll, expect, it } from 'vitest';
import { describeEachEngine } from '../test-engines';
import { SqlAiPickRepository } from './ai-pick-repository';
import { SqlGameRepository } from './game-repository';
import { game, pick } from './test-rows';

/** A fixed pseudo-random sequence (mulberry32), so the season is the same on every run. */
function random(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const NOWS = ['2025-09-14T18:00:00.000Z', '2025-09-21T12:00:00.000Z'];
const STATS: StatType[] = ['passing_yards', 'rushing_yards', 'receptions'];

/** Weeks 1-4: each week a final, a live, a scheduled-but-past-kick-off and two future games (per NOWS). */
function season(): { games: Game[]; picks: AiPick[] } {
  const next = random(16);
  const games: Game[] = [];
  for (let week = 1; week <= 4; week++) {
    const day = 7 * week;
    const kick = (d: number, h: number) => new Date(Date.UTC(2025, 8, d, h)).toISOString();
    games.push(
      game(`g${week}a`, { week, status: 'final', kickoff: kick(day - 3, 17) }),
      game(`g${week}b`, { week, status: 'in_progress', kickoff: kick(day, 17) }),
      game(`g${week}c`, { week, status: 'scheduled', kickoff: kick(day, 16) }),
      game(`g${week}d`, { week, status: 'scheduled', kickoff: kick(day, 20) }),
      game(`g${week}e`, { week, status: 'scheduled', kickoff: kick(day + 1, 0) }),
    );
  }
  const picks: AiPick[] = [];
  for (let i = 0; i < 90; i++) {
    const week = 1 + Math.floor(next() * 4);
    const slot = Math.floor(next() * 6);
    picks.push(
      pick(`k${String(i).padStart(3, '0')}`, {
        week,
        season: i % 15 === 14 ? 2024 : 2025,
        // Slot 5: no game, or one the games table does not know.
        game_id: slot < 5 ? `g${week}${'abcde'[slot]}` : i % 2 ? null : 'g-unknown',
        confidence: 50 + Math.floor(next() * 40),
        // About a third plays; EVs on a coarse grid (and some unpriced) so EV and Edge Score ties are common.
        verdict: next() < 0.35 ? 'play' : i % 7 === 3 ? null : 'no_play',
        ev: i % 9 === 4 ? null : Math.round((next() - 0.6) * 10) / 100,
        stat_type: STATS[Math.floor(next() * STATS.length)]!,
        // Few distinct minutes, so creation-time ties (broken by id) are common.
        created_at: new Date(Date.UTC(2025, 8, 1, 0, Math.floor(next() * 20))).toISOString(),
      }),
    );
  }
  return { games, picks };
}

function started(p: AiPick, games: Map<string, Game>, now: string): boolean {
  const g = p.game_id ? games.get(p.game_id) : undefined;
  return !!g && (g.status !== 'scheduled' || g.kickoff <= now);
}

function upcoming(p: AiPick, games: Map<string, Game>, now: string): boolean {
  const g = p.game_id ? games.get(p.game_id) : undefined;
  return !!g && g.status === 'scheduled' && g.kickoff > now;
}

/** The allowance step by step: the season's upcoming picks, the first `cap` in value order. */
function allowanceOf(picks: AiPick[], games: Map<string, Game>, s: number, now: string, cap: number) {
  const upcomingPicks = picks.filter((p) => p.season === s && upcoming(p, games, now));
  return new Set(topByValue(upcomingPicks, cap).map((p) => p.id));
}

describeEachEngine('capped feed and detail, against the rule computed step by step', (getDb) => {
  const repo = () => new SqlAiPickRepository(getDb());
  const data = season();
  const games = new Map(data.games.map((g) => [g.id, g]));
  const byId = new Map(data.picks.map((p) => [p.id, p]));

  beforeAll(async () => {
    await new SqlGameRepository(getDb()).upsertMany(data.games);
    await repo().insertMany(data.picks);
  });

  it('pages exactly what the step-by-step rule opens, and counts every match', async () => {
    const filters = (now: string): PickFeedFilter[] => [
      { season: 2025 },
      { season: 2025, week: 2 },
      { season: 2025, week: 3, minConfidence: 70 },
      { season: 2025, statTypes: ['rushing_yards', 'receptions'] },
      { season: 2025, upcomingAt: now },
      { season: 2025, gameStatuses: ['in_progress'] },
      { season: 2024 },
    ];
    const sorts: [PickFeedSortField, 'asc' | 'desc'][] = [
      ['confidence', 'desc'],
      ['created_at', 'asc'],
      ['stat_type', 'desc'],
      ['start_time', 'asc'],
      ['ev', 'desc'],
    ];
    const pages = [
      { limit: 12, offset: 0 },
      { limit: 5, offset: 5 },
      { limit: 12, offset: 200 },
    ];
    let n = 0;
    let nonEmpty = 0;
    for (const now of NOWS) {
      for (const filter of filters(now)) {
        for (const cap of [0, 1, 3, 12, 1000]) {
          const [sortBy, sortOrder] = sorts[n % sorts.length]!;
          const page = pages[n % pages.length]!;
          n += 1;
          // The uncapped feed gives every match in the feed's order: the old rule then kept what was open.
          const all = await repo().feed({ ...filter, sortBy, sortOrder, limit: 10_000, offset: 0 });
          const s = filter.season ?? 2025;
          const allowance = allowanceOf(data.picks, games, s, now, cap);
          const open = all.data
            .map((r) => r.pick.id)
            .filter((id) => started(byId.get(id)!, games, now) || allowance.has(id));
          const capped = await repo().feed({
            ...filter,
            openTo: { now, cap, season: s },
            sortBy,
            sortOrder,
            ...page,
          });
          // Plays first is an order over the same rows: the plays of the open list, then the rest.
          const firstPlays = await repo().feed({
            ...filter,
            openTo: { now, cap, season: s },
            sortBy,
            sortOrder,
            playsFirst: true,
            ...page,
          });
          const isPlay = (id: string) => byId.get(id)!.verdict === 'play';
          const playsThenRest = [...open.filter(isPlay), ...open.filter((id) => !isPlay(id))];
          const label = JSON.stringify({ now, filter, cap, sortBy, page });
          expect(capped.count, label).toBe(all.count);
          expect(
            capped.data.map((r) => r.pick.id),
            label,
          ).toEqual(open.slice(page.offset, page.offset + page.limit));
          expect(
            firstPlays.data.map((r) => r.pick.id),
            `${label} playsFirst`,
          ).toEqual(playsThenRest.slice(page.offset, page.offset + page.limit));
          if (capped.data.length > 0) nonEmpty += 1;
        }
      }
    }
    // The comparison means something only if many pages had rows.
    expect(nonEmpty).toBeGreaterThan(20);
  });

  it('opens a pick’s detail exactly when the step-by-step rule does', async () => {
    const mismatches: string[] = [];
    for (const now of NOWS) {
      for (const cap of [0, 3, 12]) {
        const allowances = new Map([2024, 2025].map((s) => [s, allowanceOf(data.picks, games, s, now, cap)]));
        for (const p of data.picks) {
          const expected = started(p, games, now) || allowances.get(p.season)!.has(p.id);
          const found = await repo().getWithGame(p.id, { now, cap });
          if (found?.open !== expected) mismatches.push(`${p.id} ${now} cap ${cap}: ${String(found?.open)}`);
        }
      }
    }
    expect(mismatches).toEqual([]);
  });
});
