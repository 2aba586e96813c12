import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ProviderError } from '@edgeboard/domain';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { NflverseFolderStats, seasonFileName } from './nflverse-folder-stats';
import { weeklyStatsCsv, type WeeklyRow } from './nflverse-weekly-csv-test-kit';

const row = (over: Partial<WeeklyRow> & Pick<WeeklyRow, 'id' | 'week'>): WeeklyRow => ({
  name: 'Josh Allen',
  position: 'QB',
  team: 'BUF',
  opponent: 'NYJ',
  season: 2023,
  ...over,
});

const ROWS: WeeklyRow[] = [
  row({ id: '00-0034857', week: 1, stats: { passing_yards: 236, attempts: 40, completions: 29 } }),
  row({ id: '00-0036389', name: 'Garrett Wilson', position: 'WR', team: 'NYJ', opponent: 'BUF', week: 1 }),
  row({ id: '00-0034857', week: 2, opponent: 'LV', stats: { passing_yards: 274 } }),
  // A postseason row: not part of the regular-season schedule.
  row({ id: '00-0034857', week: 19, opponent: 'PIT', seasonType: 'POST' }),
  // A malformed row (a count that is not a whole number) is skipped and named.
  row({
    id: '00-0099999',
    name: 'Bad Row',
    week: 2,
    team: 'LV',
    opponent: 'BUF',
    stats: { passing_yards: 1.5 },
  }),
];

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'nflverse-folder-'));
  writeFileSync(path.join(dir, seasonFileName(2023)), weeklyStatsCsv(ROWS));
});
afterEach(() => {
  rmSync(dir, { recursive: true, force: true });
});

describe('NflverseFolderStats', () => {
  it('derives the schedule from the weekly stats: one game per week and pair, nominal kickoff, no scores', async () => {
    const s = await new NflverseFolderStats({ dir }).schedule(2023);
    expect(s.games.map((g) => g.id)).toEqual(['2023_01_BUF_NYJ', '2023_02_BUF_LV']);
    expect(s.games[0]).toMatchObject({
      season: 2023,
      week: 1,
      away_team: 'BUF',
      home_team: 'NYJ',
      home_score: null,
      away_score: null,
      status: 'final',
      // Sunday of week 1 (2023-09-10) at 1:00 PM Eastern.
      kickoff: '2023-09-10T17:00:00.000Z',
    });
  });

  it('reads players and stat lines, skipping and naming bad rows', async () => {
    const w = await new NflverseFolderStats({ dir }).weeklyPlayerStats(2023);
    expect(w.players.map((p) => p.name).sort()).toEqual(['Garrett Wilson', 'Josh Allen']);
    expect(w.lines).toHaveLength(3);
    expect(w.lines.find((l) => l.week === 1 && l.player_id === '00-0034857')).toMatchObject({
      team: 'BUF',
      opponent: 'NYJ',
      passing_yards: 236,
      attempts: 40,
    });
    expect(w.skipped).toBe(1);
    expect(w.issues[0]).toMatchObject({ key: '00-0099999' });
  });

  it('answers as of a season instant: later games are scheduled and bring no box scores yet', async () => {
    // Tuesday of week 2: week 1 is over, week 2 not played.
    const provider = new NflverseFolderStats({ dir, asOf: () => new Date('2023-09-12T12:00:00Z') });
    const s = await provider.schedule(2023);
    expect(s.games.map((g) => [g.id, g.status])).toEqual([
      ['2023_01_BUF_NYJ', 'final'],
      ['2023_02_BUF_LV', 'scheduled'],
    ]);
    const w = await provider.weeklyPlayerStats(2023);
    expect(w.lines.map((l) => l.week)).toEqual([1, 1]);
    // Still every player of the season: the directory does not wait for a first game.
    expect(w.players).toHaveLength(2);
  });

  it('a game is final 3.5 hours after its kickoff, not before', async () => {
    const at = (iso: string) =>
      new NflverseFolderStats({ dir, asOf: () => new Date(iso) })
        .schedule(2023)
        .then((s) => s.games[0]?.status);
    expect(await at('2023-09-10T20:29:00Z')).toBe('scheduled');
    expect(await at('2023-09-10T20:30:00Z')).toBe('final');
  });

  it('a season without a file is a provider error, not a crash', async () => {
    const err = await new NflverseFolderStats({ dir }).schedule(2019).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ProviderError);
    expect((err as ProviderError).providerCode).toBe('unavailable');
  });

  it('a file that is not weekly stats is malformed', async () => {
    writeFileSync(path.join(dir, seasonFileName(2022)), 'a,b\n1,2\n');
    const err = await new NflverseFolderStats({ dir }).weeklyPlayerStats(2022).catch((e: unknown) => e);
    expect((err as ProviderError).providerCode).toBe('malformed');
  });
});
