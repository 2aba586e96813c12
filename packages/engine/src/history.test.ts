import { describe, expect, it } from 'vitest';
import { computeFeatures } from './features';
import { handMadeLeague, row } from './hand-made-log';
import { buildHistory, gameKey, lastIndexBefore, positionGroup } from './history';

describe('buildHistory', () => {
  it('orders each player by season and week and keeps one row per week', () => {
    const h = buildHistory([
      row({ playerId: 'p', season: 2023, week: 3, receivingYards: 30 }),
      row({ playerId: 'p', season: 2022, week: 17, receivingYards: 10 }),
      row({ playerId: 'p', season: 2023, week: 1, receivingYards: 20 }),
      row({ playerId: 'p', season: 2023, week: 1, receivingYards: 25 }),
    ]);
    const p = h.players.get('p')!;
    expect(p.games.map((g) => g.receivingYards)).toEqual([10, 25, 30]);
    expect(p.keys).toEqual([gameKey(2022, 17), gameKey(2023, 1), gameKey(2023, 3)]);
    expect(Object.isFrozen(p.games)).toBe(true);
    expect(h.seasons).toEqual([2022, 2023]);
  });

  it('totals what each defence allowed to each position group per game', () => {
    const h = buildHistory([
      row({
        playerId: 'a',
        position: 'WR',
        opponent: 'DEF',
        season: 2023,
        week: 1,
        receivingYards: 50,
        targets: 6,
      }),
      row({
        playerId: 'b',
        position: 'WR',
        opponent: 'DEF',
        season: 2023,
        week: 1,
        receivingYards: 70,
        targets: 9,
      }),
      row({
        playerId: 'c',
        position: 'TE',
        opponent: 'DEF',
        season: 2023,
        week: 1,
        receivingYards: 40,
        targets: 4,
      }),
    ]);
    expect(h.defenses.get('DEF|WR')?.allowed[0]?.[2]).toBe(120);
    expect(h.defenses.get('DEF|TE')?.allowed[0]?.[2]).toBe(40);
    expect(h.teams.get('AAA')?.usage[0]?.[2]).toBe(19);
  });

  it('maps positions to groups and searches keys strictly before', () => {
    expect(positionGroup('FB')).toBe('RB');
    expect(positionGroup('K')).toBe('OTHER');
    expect(lastIndexBefore([202301, 202302, 202304], 202304)).toBe(1);
    expect(lastIndexBefore([202301], 202301)).toBe(-1);
  });
});

describe('features', () => {
  it('measures the opponent against the league and counts a recent absence', () => {
    const rows = handMadeLeague([2070], 4).filter(
      (r) => !(r.playerId === 'BBB-wr' && (r.week === 7 || r.week === 8)),
    );
    const h = buildHistory(rows);
    const f = computeFeatures(h, 'BBB-wr', 'receiving_yards', 2070, 9, 'CCC', 3)!;
    expect(f.missedGames).toBe(2);
    expect(f.games).toBe(6);
    const allowed = rows.filter((r) => r.opponent === 'CCC' && r.position === 'WR' && r.week < 9);
    const league = rows.filter((r) => r.position === 'WR' && r.week < 9);
    expect(f.leagueAllowed).toBeCloseTo(league.reduce((a, r) => a + r.receivingYards, 0) / league.length, 9);
    // Shrunk toward the league, so it sits between 1 and the opponent's raw ratio.
    const raw = allowed.reduce((a, r) => a + r.receivingYards, 0) / allowed.length / f.leagueAllowed;
    expect((f.opponentFactor - 1) * (raw - 1)).toBeGreaterThanOrEqual(0);
    expect(Math.abs(f.opponentFactor - 1)).toBeLessThanOrEqual(Math.abs(raw - 1));
  });
});
