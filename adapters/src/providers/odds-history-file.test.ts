import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { OddsHistoryFile, historySchedule, parseOddsHistory } from './odds-history-file';

const FIXTURE = readFileSync(
  path.join(import.meta.dirname, '../../../api/src/replay/testdata/synthetic-odds-history.csv'),
  'utf8',
);
const EVENT = 'synthetic-evt-nyj-buf-w2';

const at = (iso: string) => () => new Date(iso);

describe('parseOddsHistory + OddsHistoryFile (The Odds API historical shape, one row per outcome)', () => {
  const history = parseOddsHistory(FIXTURE);

  it('reads the events with their home team and commence time', () => {
    expect(history.issues).toEqual([]);
    expect(historySchedule(history)).toEqual([
      { id: EVENT, commenceTime: '2023-09-17T17:00:00.000Z', homeTeam: 'BUF', awayTeam: 'NYJ' },
      {
        id: 'synthetic-evt-nyj-buf-w3',
        commenceTime: '2023-09-24T17:00:00.000Z',
        homeTeam: 'BUF',
        awayTeam: 'NYJ',
      },
    ]);
  });

  it('answers only the snapshots taken by its clock, each row at its own snapshot time', async () => {
    expect(await new OddsHistoryFile(history, at('2023-09-14T14:59:59Z')).events()).toEqual([]);
    const thursday = await new OddsHistoryFile(history, at('2023-09-14T15:00:00Z')).playerProps(EVENT);
    expect(new Set(thursday.rows.map((r) => r.pulledAt))).toEqual(new Set(['2023-09-14T15:00:00.000Z']));
    const sunday = await new OddsHistoryFile(history, at('2023-09-17T16:45:00Z')).playerProps(EVENT);
    const allen = sunday.rows
      .filter((r) => r.player === 'Josh Allen' && r.bookKey === 'draftkings')
      .map((r) => [r.pulledAt, r.line, r.overOdds, r.underOdds]);
    expect(allen).toEqual([
      ['2023-09-14T15:00:00.000Z', 245.5, -110, -110],
      ['2023-09-16T15:00:00.000Z', 247.5, -115, -105],
      ['2023-09-17T16:30:00.000Z', 249.5, -120, 100],
    ]);
    // The book's display name comes with its key.
    expect(sunday.rows.find((r) => r.bookKey === 'fanduel')?.book).toBe('FanDuel');
  });

  it('keeps the rows taken after kickoff in the answer: refusing them is the ingest use case’s job', async () => {
    const all = await new OddsHistoryFile(history, at('2023-09-18T00:00:00Z')).playerProps(EVENT);
    expect(all.rows.filter((r) => r.pulledAt === '2023-09-17T17:05:00.000Z').length).toBeGreaterThan(0);
  });

  it('a one-sided market (anytime touchdown, a Yes price only) is the over at 0.5 with no under', async () => {
    const r = await new OddsHistoryFile(history, at('2023-09-14T15:00:00Z')).playerProps(EVENT);
    expect(r.rows.find((x) => x.market === 'player_anytime_td')).toMatchObject({
      player: 'James Cook',
      statType: 'touchdowns',
      line: 0.5,
      overOdds: 140,
      underOdds: null,
    });
  });
});

describe('the one-row-per-prop export (over_odds, under_odds), as the 2023 DraftKings copy prints it', () => {
  const HEADER =
    'season,week,game_id,event_id,home_team,away_team,commence_time,player,market,line,over_odds,under_odds';
  const row = (player: string, line: string, over: string, under: string) =>
    `2023,1,g,e1,Kansas City Chiefs,Detroit Lions,2023-09-08T00:20:00Z,${player},player_rush_yds,${line},${over},${under}`;
  const text = [
    HEADER,
    row('Isiah Pacheco', '52.5', '-115', '-115'),
    row('Bad Price', '10.5', 'x', '-110'),
  ].join('\n');

  it('is refused without a snapshot time unless the pull time is said, and without a book unless named', () => {
    expect(() => parseOddsHistory(text, { book: 'DraftKings' })).toThrow(/--undated-snapshot-minutes/);
    expect(() => parseOddsHistory(text, { undatedMinutesBeforeCommence: 5 })).toThrow(/--book/);
  });

  it('with both, each row is pulled the given minutes before commence_time, at the named book', async () => {
    const history = parseOddsHistory(text, { book: 'DraftKings', undatedMinutesBeforeCommence: 5 });
    expect(history.undated).toBe(true);
    const r = await new OddsHistoryFile(history, at('2023-09-08T00:15:00Z')).playerProps('e1');
    expect(r.rows.filter((x) => x.player === 'Isiah Pacheco')).toEqual([
      expect.objectContaining({
        player: 'Isiah Pacheco',
        book: 'DraftKings',
        statType: 'rushing_yards',
        line: 52.5,
        overOdds: -115,
        underOdds: -115,
        pulledAt: '2023-09-08T00:15:00.000Z',
      }),
    ]);
    // The unreadable price is left out by the live provider's parser and counted; its under stays alone.
    expect(r.skipped).toBe(1);
    expect(r.rows.find((x) => x.player === 'Bad Price')).toMatchObject({ overOdds: null, underOdds: -110 });
  });
});
