// What the demo season's plays claimed against what they returned (issue #27 item 4): the figures
// `npm run demo:plays` prints, as pure functions of the graded picks and the books' pulls.
import type { AiPick, PropLine } from '@edgeboard/domain';
import { closingLineValue } from '@edgeboard/domain';

/** One graded play: what it claimed, what it returned, and its closing line value. */
export interface PlayOutcome {
  statType: string;
  /** The game (and seed) the play was on: plays of one game share its script, so they are not independent. */
  cluster: string;
  ev: number;
  profit: number;
  /** Probability units (0.01 = one point), by the app's rule: null when the close is at another line. */
  clv: number | null;
}

export interface PlaysSummary {
  n: number;
  /** Mean EV per unit staked that the plays were published at. */
  claimedEv: number;
  /**
   * Realised profit per unit staked, with its 95% interval: normal, on per-bet profit, with the variance
   * summed by game (cluster-robust): a game's plays share its script (a team that throws less sends every
   * receiver under), so treating them as independent would make the interval too narrow.
   */
  roi: number;
  roiLow: number;
  roiHigh: number;
  units: number;
  wins: number;
  losses: number;
  pushes: number;
  /** Mean CLV in probability points (0.01 = one point) over the plays with one, and how many had one. */
  meanClv: number | null;
  clvCount: number;
  /** Share of the plays with a CLV whose CLV is above zero. */
  beatClose: number | null;
  /** The claimed mean EV lies inside the realised ROI's 95% interval. */
  claimInside: boolean;
}

const Z95 = 1.959964;

/**
 * The close of each book for a prop: its last pull before kickoff, as the app's lock stores it
 * (adapters' pick-closing), keyed by game, player, stat type and book.
 */
export function closesByBook(
  lines: readonly PropLine[],
  kickoffs: ReadonlyMap<string, number>,
): Map<string, PropLine> {
  const last = new Map<string, PropLine>();
  const sorted = [...lines].sort(
    (a, b) => a.pulled_at.localeCompare(b.pulled_at) || a.id.localeCompare(b.id),
  );
  for (const l of sorted) {
    if (!l.game_id || !(Date.parse(l.pulled_at) < (kickoffs.get(l.game_id) ?? -Infinity))) continue;
    last.set(`${l.game_id}|${l.player_id}|${l.stat_type}|${l.sportsbook}`, l);
  }
  return last;
}

/** The graded plays with the CLV the app would store for them (against the posted book's close). */
export function playOutcomes(
  picks: readonly AiPick[],
  closes: ReadonlyMap<string, PropLine>,
  seed = 0,
): PlayOutcome[] {
  const out: PlayOutcome[] = [];
  for (const p of picks) {
    if (p.verdict !== 'play' || p.result == null || p.profit == null || p.ev == null) continue;
    const close = closes.get(`${p.game_id}|${p.player_id}|${p.stat_type}|${p.sportsbook}`);
    const clv = close
      ? closingLineValue(
          { call: p.pick === 'under' ? 'under' : 'over', line: p.line_value, price: p.odds ?? null },
          {
            book: close.sportsbook,
            line: close.line_value,
            overOdds: close.over_odds ?? null,
            underOdds: close.under_odds ?? null,
          },
        ).clv
      : null;
    out.push({ statType: p.stat_type, cluster: `${seed}|${p.game_id}`, ev: p.ev, profit: p.profit, clv });
  }
  return out;
}

const mean = (xs: readonly number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;

export function summarizePlays(plays: readonly PlayOutcome[]): PlaysSummary {
  const n = plays.length;
  const profits = plays.map((p) => p.profit);
  const roi = n > 0 ? mean(profits) : NaN;
  const byGame = new Map<string, number>();
  for (const p of plays) byGame.set(p.cluster, (byGame.get(p.cluster) ?? 0) + p.profit - roi);
  const games = byGame.size;
  const sumSquares = [...byGame.values()].reduce((a, x) => a + x * x, 0);
  // The usual small-sample factor G / (G - 1) for G clusters.
  const variance = games > 1 ? (sumSquares * games) / (games - 1) / (n * n) : NaN;
  const half = Z95 * Math.sqrt(variance);
  const claimedEv = n > 0 ? mean(plays.map((p) => p.ev)) : NaN;
  const clvs = plays.map((p) => p.clv).filter((c): c is number => c !== null);
  return {
    n,
    claimedEv,
    roi,
    roiLow: roi - half,
    roiHigh: roi + half,
    units: profits.reduce((a, b) => a + b, 0),
    wins: profits.filter((x) => x > 0).length,
    losses: profits.filter((x) => x < 0).length,
    pushes: profits.filter((x) => x === 0).length,
    meanClv: clvs.length > 0 ? mean(clvs) : null,
    clvCount: clvs.length,
    beatClose: clvs.length > 0 ? clvs.filter((c) => c > 0).length / clvs.length : null,
    claimInside: claimedEv >= roi - half && claimedEv <= roi + half,
  };
}

const pct = (x: number | null, digits = 1) =>
  x === null || !Number.isFinite(x) ? '—' : `${(100 * x).toFixed(digits)}%`;

/** One printed row of the table. */
export function formatSummary(label: string, s: PlaysSummary): string {
  return [
    label.padEnd(14),
    `n=${String(s.n).padStart(5)}`,
    `${s.wins}-${s.losses}-${s.pushes}`.padEnd(13),
    `claimed EV ${pct(s.claimedEv, 2).padStart(7)}`,
    `ROI ${pct(s.roi, 2).padStart(7)} [${pct(s.roiLow, 2)}, ${pct(s.roiHigh, 2)}]`.padEnd(31),
    `units ${s.units.toFixed(2).padStart(8)}`,
    `CLV ${s.meanClv === null ? '—' : (100 * s.meanClv).toFixed(2)} pts (n=${s.clvCount})`.padEnd(22),
    `beat close ${pct(s.beatClose)}`,
    s.claimInside ? 'claim inside' : 'CLAIM OUTSIDE',
  ].join('  ');
}
