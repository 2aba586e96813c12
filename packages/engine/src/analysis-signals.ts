// What the player's log and the opponent's record say about a prop, sorted relative to the call: the shared
// part of the analysis, whether the call came from the books (analysis-priced.ts) or from the model alone
// (analysis.ts). Every sentence quotes a figure; a signal that points the other way is a concern, never dropped.
import type { AnalysisFactor, HistoricalGame } from '@edgeboard/domain';
import type { PropFeatures } from './features';
import type { PositionGroup } from './history';
import { STAT_LABELS, USAGE_LABELS, statValue } from './stat-value';
import type { PickCall, PropInput } from './types';

export const GROUP_PLURAL: Record<PositionGroup, string> = {
  QB: 'quarterbacks',
  RB: 'running backs',
  WR: 'wide receivers',
  TE: 'tight ends',
  OTHER: 'players at his position',
};

/** Opponent and usage differences smaller than this are noise, not a talking point. */
const OPPONENT_NOTE_THRESHOLD = 0.05;
const USAGE_NOTE_THRESHOLD = 0.08;
const HISTORY_BARS = 10;

export const f1 = (x: number) => x.toFixed(1);
export const pct = (x: number) => `${Math.round(x * 100)}%`;
const clamp100 = (x: number) => Math.round(Math.min(100, Math.max(0, x)));

/** Small lines (touchdowns, low reception counts) need two decimals to say anything. */
export const lineFormat = (line: number) => (x: number) => x.toFixed(line < 3 ? 2 : 1);

/** A touchdown prop at under one: "scores or not". */
export const isScoring = (prop: Pick<PropInput, 'statType' | 'line'>) =>
  prop.statType === 'touchdowns' && prop.line < 1;

export interface SortedSignals {
  supporting: string[];
  concerns: string[];
  /** Adds a signal whose sign says which side it favours (positive: the over). */
  add: (signedForOver: number, text: string) => void;
}

export function sortedSignals(call: PickCall): SortedSignals {
  const dir = call === 'over' ? 1 : -1;
  const supporting: string[] = [];
  const concerns: string[] = [];
  return {
    supporting,
    concerns,
    add: (signed, text) => (signed * dir > 0 ? supporting : concerns).push(text),
  };
}

/**
 * The log's evidence: recent and season form against the line, the opponent, the volume trend and a recent
 * absence (`absenceEffect`: how far it moved the projection, 0 when he has not missed games).
 */
export function addLogSignals(
  s: SortedSignals,
  prop: PropInput,
  features: PropFeatures,
  absenceEffect: number,
): void {
  const { statType, line } = prop;
  const label = STAT_LABELS[statType];
  const fmt = lineFormat(line);
  const scoring = isScoring(prop);

  const n5 = features.last5Count;
  const d5 = features.last5Mean - line;
  if (n5 > 0 && d5 !== 0) {
    s.add(
      d5,
      `Averaging ${fmt(features.last5Mean)} ${label} in his last ${n5} games, ${fmt(Math.abs(d5))} ${d5 > 0 ? 'above' : 'below'} the ${line} line`,
    );
  }
  const last10 = features.values.slice(-10);
  const overs10 = last10.filter((v) => v > line).length;
  const unders10 = last10.filter((v) => v < line).length;
  if (last10.length >= 4 && overs10 !== unders10) {
    s.add(
      overs10 - unders10,
      // Worded by the side the count favours, so an Under pick never lists "Scored in 4 of 10" as support.
      scoring && line === 0.5
        ? overs10 > unders10
          ? `Scored in ${overs10} of his last ${last10.length} games`
          : `Held out of the end zone in ${unders10} of his last ${last10.length} games`
        : overs10 > unders10
          ? `Went over ${line} in ${overs10} of his last ${last10.length} games`
          : `Stayed under ${line} in ${unders10} of his last ${last10.length} games`,
    );
  }
  // Season form, only once the season has a sample of its own.
  if (features.seasonGames >= 2) {
    const ds = features.seasonMean - line;
    if (ds !== 0) {
      s.add(
        ds,
        `${prop.season} season average of ${fmt(features.seasonMean)} across ${features.seasonGames} games sits ${fmt(Math.abs(ds))} ${ds > 0 ? 'above' : 'below'} the line`,
      );
    }
  }
  const oppDelta = features.opponentFactor - 1;
  if (
    features.opponentGames >= 3 &&
    Math.abs(oppDelta) >= OPPONENT_NOTE_THRESHOLD &&
    features.leagueAllowed > 0
  ) {
    const diff = features.opponentAllowed / features.leagueAllowed - 1;
    s.add(
      oppDelta,
      `${prop.opponent} has allowed ${fmt(features.opponentAllowed)} ${label} per game to ${GROUP_PLURAL[features.group]} (recent-weighted, ${features.opponentGames} games), ${pct(Math.abs(diff))} ${diff > 0 ? 'more' : 'less'} than the league's ${fmt(features.leagueAllowed)}`,
    );
  }
  const usageRatio = features.usageLong > 0 ? features.usageShort / features.usageLong : 1;
  if (features.usageLong > 0 && Math.abs(usageRatio - 1) >= USAGE_NOTE_THRESHOLD) {
    s.add(
      usageRatio - 1,
      `Volume trending ${usageRatio > 1 ? 'up' : 'down'}: ${f1(features.usageShort)} ${USAGE_LABELS[statType]} per game lately vs ${f1(features.usageLong)} across his longer sample`,
    );
  }
  if (features.missedGames > 0 && Math.abs(absenceEffect) >= 0.005) {
    const n = features.missedGames;
    s.add(
      absenceEffect,
      `Back after missing his team's last ${n === 1 ? 'game' : `${n} games`}: returning players' projections run ${fmt(Math.abs(absenceEffect))} ${label} ${absenceEffect < 0 ? 'lower' : 'higher'} in the fitted model`,
    );
  }
}

/** The factor breakdown, each oriented so 100 fully backs the call. */
export function factorBreakdown(prop: PropInput, features: PropFeatures, call: PickCall): AnalysisFactor[] {
  const { statType, line } = prop;
  const label = STAT_LABELS[statType];
  const dir = call === 'over' ? 1 : -1;
  const onCallSide = (values: readonly number[]) =>
    values.filter((v) => (call === 'over' ? v > line : v < line)).length;
  const last5 = features.values.slice(-5);
  const seasonValues = features.recent
    .filter((g) => g.season === prop.season)
    .map((g) => statValue(g, statType));
  const formValues = seasonValues.length >= 2 ? seasonValues : features.values.slice(-8);
  const cv = Math.sqrt(features.playerVariance) / Math.max(features.ewmaLong, 0.5);
  const usageRatio = features.usageLong > 0 ? features.usageShort / features.usageLong : 1;
  const oppDelta = features.opponentFactor - 1;
  return [
    {
      description: `Recent form: ${onCallSide(last5)} of last ${last5.length} games ${call} ${line}`,
      value: clamp100((100 * onCallSide(last5)) / Math.max(1, last5.length)),
    },
    {
      description:
        seasonValues.length >= 2
          ? `Season form: ${onCallSide(formValues)} of ${formValues.length} games this season ${call} ${line}`
          : `Season form: ${onCallSide(formValues)} of his last ${formValues.length} games ${call} ${line} (no ${prop.season} sample yet)`,
      value: clamp100((100 * onCallSide(formValues)) / Math.max(1, formValues.length)),
    },
    {
      description: `Opponent matchup: ${prop.opponent} allows ${pct(features.opponentFactor)} of the league-average ${label} to ${GROUP_PLURAL[features.group]}`,
      value: clamp100(50 + dir * oppDelta * 150),
    },
    {
      description: `Volume/usage trend: ${f1(features.usageShort)} ${USAGE_LABELS[statType]} lately vs ${f1(features.usageLong)} longer-term`,
      value: clamp100(50 + dir * (usageRatio - 1) * 150),
    },
    {
      description: `Consistency: game-to-game spread is ${pct(cv)} of his average`,
      value: clamp100(100 / (1 + cv)),
    },
  ];
}

/** The Historical Performance bars: his last games, dated (ISO) when the log knows the date. */
export function historicalGames(prop: PropInput, features: PropFeatures): HistoricalGame[] {
  return features.recent.slice(-HISTORY_BARS).map((g) => ({
    date: g.date ?? `${g.season} W${g.week}`,
    points: statValue(g, prop.statType),
  }));
}
