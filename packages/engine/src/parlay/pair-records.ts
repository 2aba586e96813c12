// The same-game pair records of a lines backtest (issue #32 item 4): every pair of two-sided, settled props of
// one game in the lines file, each leg at the engine's published P(over), with the copula's joint probability of
// each of the four combinations, so anyone can score the joint against the naive product without the engine.
import { positionGroup } from '../history';
import type { RecordPlayer } from '../market/lines-backtest';
import type { PropRecord } from '../market/prop-record';
import type { EngineStatType } from '../types';
import type { DependenceModel } from './dependence';
import { priceParlay } from './price';
import type { ParlayLeg } from './types';

export interface PairRecord {
  week: number;
  away_team: string;
  home_team: string;
  legs: { player: string; team: string; stat_type: string; line: number; actual: number }[];
  p_over: [number, number];
  p_joint: { over_over: number; over_under: number; under_over: number; under_under: number };
}

const r6 = (x: number) => Math.round(x * 1e6) / 1e6;

interface Leg {
  record: PropRecord & { actual: number };
  leg: ParlayLeg;
}

function toLeg(record: PropRecord, player: RecordPlayer | null): Leg | null {
  const { actual } = record;
  if (actual === null || actual === record.line || record.market_p_over === null || !player) return null;
  const role = positionGroup(player.position);
  if (role === 'OTHER') return null;
  return {
    record: { ...record, actual },
    leg: {
      playerId: player.playerId,
      playerName: record.player,
      team: player.team,
      opponent: player.opponent,
      role,
      statType: record.stat_type as EngineStatType,
      line: record.line,
      side: 'over',
      pOver: record.p_over,
    },
  };
}

/**
 * One record per pair of two-sided props of one game (two quotes of the same player's same stat are one prop,
 * not a pair). Pairs with an unmatched or pushed leg are left out. The four joint probabilities sum to 1.
 */
export function pairRecords(
  records: readonly PropRecord[],
  players: readonly (RecordPlayer | null)[],
  model: DependenceModel,
): PairRecord[] {
  const games = new Map<string, Leg[]>();
  records.forEach((record, i) => {
    const leg = toLeg(record, players[i] ?? null);
    if (!leg) return;
    const key = `${record.season}|${record.week}|${record.away_team}|${record.home_team}`;
    const list = games.get(key) ?? [];
    list.push(leg);
    games.set(key, list);
  });
  const out: PairRecord[] = [];
  for (const legs of games.values()) {
    legs.forEach((a, i) => {
      legs.forEach((b, j) => {
        if (j <= i) return;
        if (a.leg.playerId === b.leg.playerId && a.leg.statType === b.leg.statType) return;
        const [p1, p2] = [a.leg.pOver, b.leg.pOver];
        const overOver = priceParlay([a.leg, b.leg], model).pJoint;
        // The other three from the margins, so the four sum to exactly 1 (a rectangle's inclusion-exclusion).
        const cell = (x: number) => r6(Math.max(0, x));
        const [oo, ou, uo] = [r6(overOver), cell(p1 - overOver), cell(p2 - overOver)];
        out.push({
          week: a.record.week,
          away_team: a.record.away_team,
          home_team: a.record.home_team,
          legs: [a, b].map(({ record, leg }) => ({
            player: record.player,
            team: leg.team,
            stat_type: record.stat_type,
            line: record.line,
            actual: record.actual,
          })),
          p_over: [p1, p2],
          p_joint: {
            over_over: oo,
            over_under: ou,
            under_over: uo,
            under_under: r6(1 - oo - ou - uo),
          },
        });
      });
    });
  }
  return out;
}
