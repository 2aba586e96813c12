import { describe, expect, it } from 'vitest';
import type { Game } from '../entities/game';
import type { PropLine } from '../entities/prop';
import {
  importPropLineRecords,
  propLineIdentity,
  startedGameNote,
  type ImportLookups,
} from './prop-line-import';

const HEADER = ['player', 'stat_type', 'line_value', 'odds', 'sportsbook', 'game_id', 'pulled_at'];
const ROW = ['Josh Allen', 'passing_yards', '245.5', '-110', 'DraftKings', '', '2025-11-04T14:00:00Z'];

let n = 0;
const lookups = (existing: PropLine[] = []): ImportLookups => ({
  players: [{ id: 'p-allen', name: 'Josh Allen' }],
  gameById: () => undefined,
  now: new Date('2025-11-05T00:00:00.000Z'),
  newId: () => `new-${String(++n)}`,
  existing,
});

describe('importPropLineRecords: lines already stored', () => {
  it('skips a row a stored line repeats, so importing the same file twice adds nothing', () => {
    // Regression (issue #20 item 7): the second import used to store every line again.
    const first = importPropLineRecords([HEADER, ROW], lookups());
    expect(first.lines).toHaveLength(1);
    const second = importPropLineRecords([HEADER, ROW], lookups(first.lines));
    expect(second.lines).toEqual([]);
    expect(second.skipped).toBe(1);
    expect(second.rows[0]).toMatchObject({ status: 'skipped', id: first.lines[0]?.id });
    expect(second.rows[0]?.reasons[0]).toMatch(/^already imported/);
  });

  it('matches names and books in any case and times as instants', () => {
    const [stored] = importPropLineRecords([HEADER, ROW], lookups()).lines;
    const same = [
      'josh allen',
      'PASSING_YARDS',
      '245.5',
      '-110',
      'draftkings',
      '',
      '2025-11-04T09:00:00-05:00',
    ];
    expect(importPropLineRecords([HEADER, same], lookups(stored ? [stored] : [])).rows[0]?.status).toBe(
      'skipped',
    );
  });

  it('imports a later pull of the same line, and another book', () => {
    const [stored] = importPropLineRecords([HEADER, ROW], lookups()).lines;
    const later = [...ROW.slice(0, 6), '2025-11-04T18:00:00Z'];
    const otherBook = [...ROW.slice(0, 4), 'FanDuel', ...ROW.slice(5)];
    const parsed = importPropLineRecords([HEADER, later, otherBook], lookups(stored ? [stored] : []));
    expect(parsed.rows.map((r) => r.status)).toEqual(['imported', 'imported']);
    expect(parsed.skipped).toBe(0);
  });

  it('skips a different line at the same book and instant, naming the stored one to edit', () => {
    const [stored] = importPropLineRecords([HEADER, ROW], lookups()).lines;
    const moved = [ROW[0], ROW[1], '250.5', '+105', ...ROW.slice(4)].map(String);
    const parsed = importPropLineRecords([HEADER, moved], lookups(stored ? [stored] : []));
    expect(parsed.rows[0]?.status).toBe('skipped');
    expect(parsed.rows[0]?.reasons[0]).toContain('at 245.5 (-110); edit that line');
  });

  it('still refuses a repeat inside the file', () => {
    const parsed = importPropLineRecords([HEADER, ROW, ROW], lookups());
    expect(parsed.rows.map((r) => r.status)).toEqual(['imported', 'refused']);
    expect(parsed.rows[1]?.reasons).toEqual(['duplicate of an earlier line in this file']);
  });

  it('has no identity without a readable pulled time', () => {
    expect(
      propLineIdentity({
        player: 'A',
        stat_type: 'receptions',
        sportsbook: 'B',
        game_id: null,
        pulled_at: 'soon',
      }),
    ).toBeNull();
  });
});

describe('importPropLineRecords: lines of games already played (issue 28 item 11)', () => {
  const game = (status: Game['status']): Game => ({
    id: 'g9',
    season: 2025,
    week: 9,
    kickoff: '2025-11-02T18:00:00.000Z',
    home_team: 'BUF',
    away_team: 'KC',
    home_score: status === 'final' ? 27 : null,
    away_score: status === 'final' ? 24 : null,
    status,
    venue_time_zone: 'America/New_York',
  });
  const withGame = (g: Game): ImportLookups => ({
    ...lookups(),
    gameById: (id) => (id === g.id ? g : undefined),
  });
  const row = (pulledAt: string) => [...ROW.slice(0, 5), 'g9', pulledAt];

  it('imports a pre-game line of a finished game with a warning, and refuses one quoted after kickoff', () => {
    const parsed = importPropLineRecords(
      [HEADER, row('2025-11-02T16:30:00Z'), row('2025-11-02T19:00:00Z')],
      withGame(game('final')),
    );
    expect(parsed.rows.map((r) => r.status)).toEqual(['imported', 'refused']);
    expect(parsed.rows[0]?.reasons).toEqual([startedGameNote({ status: 'final' })]);
    expect(parsed.rows[0]?.reasons[0]).toMatch(/^warning: the game is already final/);
    expect(parsed.rows[1]?.reasons[0]).toMatch(/at or after the game's kickoff/);
    expect(parsed.lines).toHaveLength(1);
  });

  it('says nothing more for a game still to be played', () => {
    const parsed = importPropLineRecords([HEADER, row('2025-11-02T16:30:00Z')], withGame(game('scheduled')));
    expect(parsed.rows[0]).toMatchObject({ status: 'imported', reasons: [] });
  });
});
