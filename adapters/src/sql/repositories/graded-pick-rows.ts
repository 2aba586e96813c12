// The graded picks as the record and the summaries read them (gradedAll): only the columns they show, so a
// load of every graded pick never reads, parses or validates the analysis, projection and price ladders. Reading
// whole picks cost ~75 µs a pick, most of it garbage collection of those objects (issue #34: 7.2 s for 100,000).
import { AiPick, type GradedPickWithGame } from '@edgeboard/domain';
import { parseRow, toIso, toIsoOrNull } from '../row-mapping';

/** The pick's columns gradedAll selects, beside the game's kick-off and teams. */
export const GRADED_PICK_COLUMNS = [
  'ai_picks.id',
  'ai_picks.season',
  'ai_picks.week',
  'ai_picks.player',
  'ai_picks.team',
  'ai_picks.opponent',
  'ai_picks.stat_type',
  'ai_picks.pick',
  'ai_picks.line_value',
  'ai_picks.confidence',
  'ai_picks.odds',
  'ai_picks.best_book',
  'ai_picks.sportsbook',
  'ai_picks.verdict',
  'ai_picks.result',
  'ai_picks.profit',
  'ai_picks.graded_at',
  'ai_picks.created_at',
  'ai_picks.closing_book',
  'ai_picks.closing_line',
  'ai_picks.closing_over_odds',
  'ai_picks.closing_under_odds',
  'ai_picks.clv',
  'ai_picks.price_improvement',
  'games.kickoff as g_kickoff',
  'games.home_team as g_home_team',
  'games.away_team as g_away_team',
] as const;

/** The entity's own checks on the columns read (the same schema a whole pick is parsed with). */
const GradedFacts = AiPick.pick({
  id: true,
  season: true,
  week: true,
  player: true,
  team: true,
  opponent: true,
  stat_type: true,
  pick: true,
  line_value: true,
  confidence: true,
  odds: true,
  best_book: true,
  sportsbook: true,
  verdict: true,
  result: true,
  profit: true,
  graded_at: true,
  created_at: true,
  closing: true,
});

export interface GradedPickRow {
  id: string;
  season: number;
  week: number;
  player: string;
  team: string | null;
  opponent: string;
  stat_type: string;
  pick: string;
  line_value: number;
  confidence: number;
  odds: number | null;
  best_book: string | null;
  sportsbook: string | null;
  verdict: string | null;
  result: string | null;
  profit: number | null;
  graded_at: string | Date | null;
  created_at: string | Date;
  closing_book: string | null;
  closing_line: number | null;
  closing_over_odds: number | null;
  closing_under_odds: number | null;
  clv: number | null;
  price_improvement: number | null;
  g_kickoff: string | Date | null;
  g_home_team: string | null;
  g_away_team: string | null;
}

/** Empty optional columns are absent in the entity, as toAiPick leaves them (picks stored before prices were kept). */
function defined<T extends object>(value: T): T {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== null)) as T;
}

export function toGradedPick(row: GradedPickRow): GradedPickWithGame {
  const closing =
    row.closing_book === null || row.closing_line === null
      ? undefined
      : {
          book: row.closing_book,
          line: row.closing_line,
          price: (row.pick === 'under' ? row.closing_under_odds : row.closing_over_odds) ?? null,
          clv: row.clv,
          priceImprovement: row.price_improvement,
        };
  const pick = parseRow(GradedFacts, 'ai_picks', {
    ...defined({
      team: row.team,
      odds: row.odds,
      best_book: row.best_book,
      sportsbook: row.sportsbook,
      verdict: row.verdict,
    }),
    id: row.id,
    season: row.season,
    week: row.week,
    player: row.player,
    opponent: row.opponent,
    stat_type: row.stat_type,
    pick: row.pick,
    line_value: row.line_value,
    confidence: row.confidence,
    result: row.result,
    profit: row.profit,
    graded_at: toIsoOrNull(row.graded_at),
    created_at: toIso(row.created_at),
    ...(closing && { closing }),
  });
  const game =
    row.g_kickoff === null
      ? null
      : { kickoff: toIso(row.g_kickoff), home_team: row.g_home_team ?? '', away_team: row.g_away_team ?? '' };
  return { pick, game };
}
