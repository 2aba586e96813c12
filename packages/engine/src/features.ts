// A prop's features for the projection, the variance model and the analysis text, read from one player-week
// (player-week.ts) plus the league's and the opponent's records before it.
import { defenseId, gameKey, lastIndexBefore, MIN_HISTORY_GAMES, STAT_INDEX } from './history';
import type { History, PositionGroup } from './history';
import { playerWeek, type PlayerWeek } from './player-week';
import { LONG_HALF_LIFE, mean, median, PRIOR_SEASON_DISCOUNT, weightedMean } from './recency-weights';
import { statValue, usageValue } from './stat-value';
import type { EngineStatType, GameLogRow, PropInput } from './types';

const DEFENSE_HALF_LIFE = 8;
const TEAM_LOOKBACK = 24;
const DEFENSE_LOOKBACK = 24;
/** Pseudo-games of league average mixed into a defense's record, so a 2-game sample cannot swing a pick. */
const DEFENSE_PRIOR_GAMES = 4;

/** Everything the projection, the variance model and the analysis text need about one prop. */
export interface PropFeatures {
  playerName: string;
  position: string;
  group: PositionGroup;
  team: string;
  /** Earlier games available (all seasons). */
  games: number;
  /** The player's earlier games, oldest first, capped at the lookback. */
  recent: readonly GameLogRow[];
  /** Stat values of `recent`, same order. */
  values: readonly number[];
  ewmaShort: number;
  ewmaLong: number;
  median8: number;
  last5Mean: number;
  last5Count: number;
  seasonMean: number;
  seasonGames: number;
  /** Recent and longer-run opportunities per game (targets, carries or attempts). */
  usageShort: number;
  usageLong: number;
  /** The position's league-wide stat per opportunity before this week (yards per target etc.). */
  leagueRate: number;
  /** usageShort x leagueRate: what his recent volume is worth at a typical rate. */
  usageProjection: number;
  /** The player's recent share of team usage x the team's recent usage x leagueRate. */
  shareProjection: number;
  /** His team's games this season, before this week, played since his last game (0 = no absence). */
  missedGames: number;
  /** Opponent's allowed-to-position rate over the league's, shrunk toward 1. */
  opponentFactor: number;
  opponentGames: number;
  opponentAllowed: number;
  leagueAllowed: number;
  /** Recency-weighted variance of the stat around ewmaLong. */
  playerVariance: number;
}

function leagueBefore(history: History, group: PositionGroup, key: number, statType: EngineStatType) {
  const log = history.league.get(group);
  if (!log) return null;
  const i = lastIndexBefore(log.keys, key);
  if (i < 0) return null;
  const idx = STAT_INDEX[statType];
  const teamGames = log.cumTeamGames[i] ?? 0;
  const stat = log.cumStat[i]?.[idx] ?? 0;
  const usage = log.cumUsage[i]?.[idx] ?? 0;
  if (teamGames === 0) return null;
  return { perTeamGame: stat / teamGames, efficiency: usage > 0 ? stat / usage : 0 };
}

/** Computes the features of one prop from games strictly before (season, week); see playerWeek. */
export function computeFeatures(
  history: History,
  playerId: string,
  statType: EngineStatType,
  season: number,
  week: number,
  opponent: string,
  minGames: number,
): PropFeatures | null {
  const context = playerWeek(history, playerId, season, week, minGames);
  return context ? statFeatures(history, context, statType, opponent) : null;
}

/** The features of a prop as it is priced: from the engine's minimum history (MIN_HISTORY_GAMES). */
export function propFeatures(
  history: History,
  prop: Pick<PropInput, 'playerId' | 'statType' | 'season' | 'week' | 'opponent'>,
): PropFeatures | null {
  const { playerId, statType, season, week, opponent } = prop;
  return computeFeatures(history, playerId, statType, season, week, opponent, MIN_HISTORY_GAMES);
}

/** One stat type's features for a player-week. */
export function statFeatures(
  history: History,
  context: PlayerWeek,
  statType: EngineStatType,
  opponent: string,
): PropFeatures {
  const { season, key, recent, latest, group, wShort, wLong } = context;
  const values = recent.map((g) => statValue(g, statType));
  const usages = recent.map((g) => usageValue(g, statType));

  const ewmaShort = weightedMean(values, wShort);
  const ewmaLong = weightedMean(values, wLong);
  const last8 = values.slice(-8);
  const last5 = values.slice(-5);
  const seasonValues = values.slice(values.length - context.seasonGames);

  const usageShort = weightedMean(usages, wShort);
  const usageLong = weightedMean(usages, wLong);
  const league = leagueBefore(history, group, key, statType);
  // Volume is priced at the position's league rate, not the player's own: his own efficiency is
  // already inside his stat averages, and a volume-only signal is what they lack.
  const leagueRate = league?.efficiency ?? (usageLong > 0 ? ewmaLong / usageLong : 0);
  const usageProjection = usageShort * leagueRate;

  let opponentFactor = 1;
  let opponentGames = 0;
  let opponentAllowed = league?.perTeamGame ?? 0;
  const leagueAllowed = league?.perTeamGame ?? 0;
  const defense = history.defenses.get(defenseId(opponent, group));
  if (defense && league && league.perTeamGame > 0) {
    const end = lastIndexBefore(defense.keys, key) + 1;
    const start = Math.max(0, end - DEFENSE_LOOKBACK);
    let sw = 0;
    let sv = 0;
    const idx = STAT_INDEX[statType];
    const step = Math.pow(0.5, 1 / DEFENSE_HALF_LIFE);
    let decay = 1;
    for (let i = end - 1; i >= start; i--) {
      const back = season - Math.floor((defense.keys[i] ?? 0) / 100);
      const w = decay * (back <= 0 ? 1 : Math.pow(PRIOR_SEASON_DISCOUNT, back));
      decay *= step;
      sw += w;
      sv += w * (defense.allowed[i]?.[idx] ?? 0);
    }
    opponentGames = end - start;
    if (sw > 0) opponentAllowed = sv / sw;
    const shrunk = (sv + DEFENSE_PRIOR_GAMES * league.perTeamGame) / (sw + DEFENSE_PRIOR_GAMES);
    opponentFactor = shrunk / league.perTeamGame;
  }

  // Role: the player's share of his team's usage in the games he played, times what the team has
  // generated lately (including games he missed), so a heavier or lighter team workload carries over.
  let shareProjection = usageProjection;
  let missedGames = 0;
  const teamLog = history.teams.get(latest.team);
  if (teamLog) {
    const idx = STAT_INDEX[statType];
    const endT = lastIndexBefore(teamLog.keys, key) + 1;
    const startT = Math.max(0, endT - TEAM_LOOKBACK);
    let sShare = 0;
    let wShare = 0;
    // Both lists are in time order, so one forward pointer pairs each game with its team total.
    let t = startT;
    recent.forEach((g, i) => {
      if (g.team !== latest.team) return;
      const k = gameKey(g.season, g.week);
      while (t < endT && (teamLog.keys[t] ?? 0) < k) t++;
      if (t >= endT || teamLog.keys[t] !== k) return;
      const teamUsage = teamLog.usage[t]?.[idx] ?? 0;
      if (teamUsage <= 0) return;
      const w = wShort[i] ?? 0;
      sShare += w * ((usages[i] ?? 0) / teamUsage);
      wShare += w;
    });
    let sVol = 0;
    let wVol = 0;
    let d = 1;
    const stepT = Math.pow(0.5, 1 / LONG_HALF_LIFE);
    for (let i = endT - 1; i >= startT; i--) {
      const back = season - Math.floor((teamLog.keys[i] ?? 0) / 100);
      const w = d * (back <= 0 ? 1 : Math.pow(PRIOR_SEASON_DISCOUNT, back));
      d *= stepT;
      sVol += w * (teamLog.usage[i]?.[idx] ?? 0);
      wVol += w;
    }
    if (wShare > 0 && wVol > 0) shareProjection = (sShare / wShare) * (sVol / wVol) * leagueRate;
    // Team games this season since his last appearance: he is coming back from an absence.
    const lastKey = gameKey(latest.season, latest.week);
    for (let i = endT - 1; i >= 0 && (teamLog.keys[i] ?? 0) > lastKey; i--) {
      if (Math.floor((teamLog.keys[i] ?? 0) / 100) === season) missedGames++;
    }
  }

  const wSum = wLong.reduce((a, b) => a + b, 0);
  let varNum = 0;
  values.forEach((v, i) => {
    const w = wLong[i] ?? 0;
    varNum += w * (v - ewmaLong) * (v - ewmaLong);
  });
  const playerVariance = wSum > 0 ? varNum / wSum : 0;

  return {
    playerName: latest.playerName,
    position: latest.position,
    group,
    team: latest.team,
    games: recent.length,
    recent,
    values,
    ewmaShort,
    ewmaLong,
    median8: median(last8),
    last5Mean: mean(last5),
    last5Count: last5.length,
    seasonMean: seasonValues.length > 0 ? mean(seasonValues) : ewmaLong,
    seasonGames: seasonValues.length,
    usageShort,
    usageLong,
    leagueRate,
    usageProjection,
    opponentFactor,
    shareProjection,
    missedGames,
    opponentGames,
    opponentAllowed,
    leagueAllowed,
    playerVariance,
  };
}

/** Names and values of the projection's regression inputs, in a fixed order. */
export const MEAN_FEATURES = [
  'ewmaShort',
  'ewmaLong',
  'median8',
  'usageProjection',
  'opponentAdjustment',
  'seasonMean',
  'shareProjection',
  'returning',
  'returningEwmaLong',
  'returningUsageProjection',
] as const;

export function meanFeatureVector(f: PropFeatures): number[] {
  const returning = f.missedGames > 0;
  return [
    f.ewmaShort,
    f.ewmaLong,
    f.median8,
    f.usageProjection,
    f.ewmaLong * (f.opponentFactor - 1),
    f.seasonMean,
    f.shareProjection,
    // A player back from an absence (injury, benching, trade) gets his own intercept and slopes.
    returning ? 1 : 0,
    returning ? f.ewmaLong : 0,
    returning ? f.usageProjection : 0,
  ];
}
