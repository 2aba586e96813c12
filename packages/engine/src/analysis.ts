import type { PropFeatures } from './features';
import type { PositionGroup } from './history';
import type { Score } from './score';
import { STAT_LABELS, USAGE_LABELS, statValue } from './stat-value';
import type { PropAnalysis, PropInput } from './types';

const GROUP_PLURAL: Record<PositionGroup, string> = {
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
const EXCERPT_LIMIT = 150;

const f1 = (x: number) => x.toFixed(1);
const pct = (x: number) => `${Math.round(x * 100)}%`;
const clamp100 = (x: number) => Math.round(Math.min(100, Math.max(0, x)));

export interface AnalysisText {
  analysis: PropAnalysis;
  reasoning: string;
  condensedReasoning: string;
}

/** Break-even win rate of American odds. */
function breakEven(odds: number): number {
  return odds < 0 ? -odds / (-odds + 100) : 100 / (odds + 100);
}

/** Cuts text to whole sentences within `limit` characters (the pick card's excerpt rule). */
export function excerpt(text: string, limit: number): string {
  if (text.length <= limit) return text;
  // A sentence ends at . ! ? followed by a space or the end, so "206.9" is not a break.
  const sentences = text.match(/[\s\S]*?[.!?]+(?=\s|$)/g) ?? [];
  let out = '';
  for (const s of sentences) {
    if ((out + s).trim().length > limit) break;
    out += s;
  }
  return out.trim() !== '' ? out.trim() : `${text.slice(0, limit - 1).trimEnd()}…`;
}

/**
 * Writes the analysis screen's content from the numbers behind the pick. Every sentence quotes a
 * figure from the player's log, the opponent's record or the model; a signal that points the other
 * way from the call is listed as a concern, never dropped.
 */
export function writeAnalysis(prop: PropInput, features: PropFeatures, score: Score): AnalysisText {
  const { statType, line } = prop;
  const label = STAT_LABELS[statType];
  const name = features.playerName;
  const call = score.call;
  const callWord = call.toUpperCase();
  const dir = call === 'over' ? 1 : -1;
  const supports = (signed: number) => signed * dir > 0;
  const supporting: string[] = [];
  const concerns: string[] = [];
  const add = (isSupport: boolean, text: string) => (isSupport ? supporting : concerns).push(text);
  // Small lines (touchdowns, low reception counts) need two decimals to say anything.
  const fmt = (x: number) => x.toFixed(line < 3 ? 2 : 1);
  const scoring = statType === 'touchdowns' && line < 1;

  // Recent form.
  const n5 = features.last5Count;
  const d5 = features.last5Mean - line;
  if (n5 > 0 && d5 !== 0) {
    add(
      supports(d5),
      `Averaging ${fmt(features.last5Mean)} ${label} in his last ${n5} games, ${fmt(Math.abs(d5))} ${d5 > 0 ? 'above' : 'below'} the ${line} line`,
    );
  }
  const last10 = features.values.slice(-10);
  const overs10 = last10.filter((v) => v > line).length;
  const unders10 = last10.filter((v) => v < line).length;
  if (last10.length >= 4 && overs10 !== unders10) {
    add(
      supports(overs10 - unders10),
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
      add(
        supports(ds),
        `${prop.season} season average of ${fmt(features.seasonMean)} across ${features.seasonGames} games sits ${fmt(Math.abs(ds))} ${ds > 0 ? 'above' : 'below'} the line`,
      );
    }
  }
  // Opponent.
  const oppDelta = features.opponentFactor - 1;
  if (
    features.opponentGames >= 3 &&
    Math.abs(oppDelta) >= OPPONENT_NOTE_THRESHOLD &&
    features.leagueAllowed > 0
  ) {
    const diff = features.opponentAllowed / features.leagueAllowed - 1;
    add(
      supports(oppDelta),
      `${prop.opponent} has allowed ${fmt(features.opponentAllowed)} ${label} per game to ${GROUP_PLURAL[features.group]} (recent-weighted, ${features.opponentGames} games), ${pct(Math.abs(diff))} ${diff > 0 ? 'more' : 'less'} than the league's ${fmt(features.leagueAllowed)}`,
    );
  }
  // Volume.
  const usageRatio = features.usageLong > 0 ? features.usageShort / features.usageLong : 1;
  if (features.usageLong > 0 && Math.abs(usageRatio - 1) >= USAGE_NOTE_THRESHOLD) {
    add(
      supports(usageRatio - 1),
      `Volume trending ${usageRatio > 1 ? 'up' : 'down'}: ${f1(features.usageShort)} ${USAGE_LABELS[statType]} per game lately vs ${f1(features.usageLong)} across his longer sample`,
    );
  }
  // Absence.
  if (features.missedGames > 0 && Math.abs(score.absenceEffect) >= 0.005) {
    const n = features.missedGames;
    add(
      supports(score.absenceEffect),
      `Back after missing his team's last ${n === 1 ? 'game' : `${n} games`}: returning players' projections run ${fmt(Math.abs(score.absenceEffect))} ${label} ${score.absenceEffect < 0 ? 'lower' : 'higher'} in the fitted model`,
    );
  }
  // Projection, then what earlier seasons say about projections like it (the calibration).
  const dMean = score.projection.mean - line;
  if (scoring) {
    add(
      supports(score.pOver - 0.5),
      `Model projects ${fmt(score.projection.mean)} touchdowns, a ${pct(score.pOver)} chance he scores before calibration`,
    );
  } else if (dMean !== 0) {
    add(
      supports(dMean),
      `Model projects ${fmt(score.projection.mean)} ${label}, ${fmt(Math.abs(dMean))} ${dMean > 0 ? 'above' : 'below'} the line`,
    );
  }
  const rawSide = score.pOver >= 0.5 ? 'over' : 'under';
  if (rawSide !== call || Math.abs(score.pOverCalibrated - score.pOver) >= 0.03) {
    add(
      supports(score.pOverCalibrated - 0.5),
      `In earlier seasons, ${label} props the raw model put at ${pct(score.pOver)} to go over went over ${pct(score.pOverCalibrated)} of the time`,
    );
  }
  const spreadRatio = score.projection.sd / Math.max(line, 0.5);
  if (spreadRatio >= 0.6 && !scoring) {
    concerns.push(
      `Wide range of outcomes: a typical game lands within ±${fmt(score.projection.sd)} ${label} of the ${fmt(score.projection.mean)} projection`,
    );
  }
  if (features.games < 6) {
    concerns.push(`Only ${features.games} earlier games on record for ${name}`);
  }

  // Factor breakdown, each oriented so 100 fully backs the call.
  const onCallSide = (values: readonly number[]) =>
    values.filter((v) => (call === 'over' ? v > line : v < line)).length;
  const last5 = features.values.slice(-5);
  const seasonValues = features.recent
    .filter((g) => g.season === prop.season)
    .map((g) => statValue(g, statType));
  const formValues = seasonValues.length >= 2 ? seasonValues : features.values.slice(-8);
  const cv = Math.sqrt(features.playerVariance) / Math.max(features.ewmaLong, 0.5);
  const sideWord = call === 'over' ? 'over' : 'under';
  const factors = [
    {
      description: `Recent form: ${onCallSide(last5)} of last ${last5.length} games ${sideWord} ${line}`,
      value: clamp100((100 * onCallSide(last5)) / Math.max(1, last5.length)),
    },
    {
      description:
        seasonValues.length >= 2
          ? `Season form: ${onCallSide(formValues)} of ${formValues.length} games this season ${sideWord} ${line}`
          : `Season form: ${onCallSide(formValues)} of his last ${formValues.length} games ${sideWord} ${line} (no ${prop.season} sample yet)`,
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

  const historicalGames = features.recent.slice(-HISTORY_BARS).map((g) => ({
    date: g.date ?? `${g.season} W${g.week}`,
    points: statValue(g, statType),
  }));

  const edge = score.edgeScore;
  const calledOdds = call === 'over' ? prop.overOdds : prop.underOdds;
  let oddsNote = '';
  if (typeof calledOdds === 'number' && Math.abs(calledOdds) >= 100) {
    const be = breakEven(calledOdds);
    const margin = score.winProbability - be;
    const gap = Math.abs(Math.round(margin * 100));
    oddsNote =
      gap === 0
        ? ` At ${calledOdds > 0 ? '+' : ''}${calledOdds} the break-even rate is ${pct(be)}, level with the model's ${pct(score.winProbability)}.`
        : ` At ${calledOdds > 0 ? '+' : ''}${calledOdds} the break-even rate is ${pct(be)}, ${gap} point${gap === 1 ? '' : 's'} ${margin >= 0 ? 'under' : 'over'} the model's ${pct(score.winProbability)}.`;
  }
  const pOverCal = score.pOverCalibrated;
  const summary =
    `${name} projects to ${fmt(score.projection.mean)} ${label} against ${prop.opponent} (typical spread ±${fmt(score.projection.sd)}). ` +
    `Against the ${line} line the calibrated chance of the over is ${pct(pOverCal)}, so the call is ${callWord} with a ${pct(score.winProbability)} win probability (Edge Score ${edge}).` +
    oddsNote;

  const headline = `${callWord} ${line} ${label} — Edge Score ${edge}`;
  const final_recommendation = [
    headline,
    `Confidence: ${edge}%`,
    'Supporting Factors:',
    ...supporting.map((s) => `- ${s}`),
    'Concerns:',
    ...concerns.map((c) => `- ${c}`),
  ].join('\n');

  const lead = supporting[0];
  const reasoning = [
    `${callWord} ${line} ${label}: ${name} projects to ${fmt(score.projection.mean)} against ${prop.opponent}, a ${pct(score.winProbability)} calibrated win probability.`,
    ...supporting.slice(0, 3).map((s) => `${s}.`),
    ...(concerns[0] ? [`Concern: ${concerns[0]}.`] : []),
  ].join(' ');
  const condensed = `${callWord} ${line}: projects ${fmt(score.projection.mean)} ${label}.${lead ? ` ${lead}.` : ''}`;

  return {
    analysis: {
      supporting_factors: supporting,
      concerns,
      factors,
      historicalGames,
      summary,
      weather_impact: null,
      final_recommendation,
    },
    reasoning,
    condensedReasoning: excerpt(condensed, EXCERPT_LIMIT),
  };
}
