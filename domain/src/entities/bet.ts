// The bet tracker (issue #19 item 5): a subscriber's own bets, recorded from a pick (its price pre-filled) or by
// hand, settled automatically from the pick's grade or the stored box score, with P/L, ROI, CLV and a bankroll.
import { z } from 'zod';
import { EntityId, Timestamp } from './common';
import { Season, Week } from './game';
import { AmericanOdds } from './market';
import { PickDirection, StatType } from './prop';

export const BET_RESULTS = ['won', 'lost', 'push'] as const;
export const BetResult = z.enum(BET_RESULTS);
export type BetResult = z.infer<typeof BetResult>;

/** The largest stake the tracker takes, in units: a typo guard, not a betting limit. */
export const MAX_BET_STAKE = 1000;

/** Units staked: positive, at most MAX_BET_STAKE, to the cent. */
export const BetStake = z
  .number()
  .positive('Stake must be more than 0 units')
  .max(MAX_BET_STAKE, `Stake must be at most ${MAX_BET_STAKE} units`)
  .refine((s) => Math.abs(Math.round(s * 100) - s * 100) < 1e-6, 'Stake takes at most two decimals');

/** The book the bet was placed at, as the subscriber names it. */
export const BetSportsbook = z.string().trim().min(1, 'Enter the sportsbook').max(60);

/** One tracked bet as the API answers it. */
export const Bet = z.object({
  id: EntityId,
  /** The pick the bet follows; null for a bet entered by hand. */
  pickId: EntityId.nullable(),
  sportsbook: z.string().min(1),
  odds: AmericanOdds,
  stake: z.number().positive(),
  player: z.string().min(1),
  playerId: EntityId.nullable(),
  statType: StatType,
  line: z.number(),
  side: PickDirection,
  season: Season,
  week: Week,
  /** The game the bet settles on, once known (a pick's game, or the player's game found in the box scores). */
  gameId: EntityId.nullable(),
  placedAt: Timestamp,
  /** Null while the bet is open. */
  result: BetResult.nullable(),
  settledAt: Timestamp.nullable(),
  /** Units won or lost at the bet's price and stake; null while open. */
  profit: z.number().nullable(),
  /**
   * Closing line value at the bet's price, in points of no-vig probability (0.021 = 2.1 points); null without a
   * close (hand-entered bets, picks whose book had no pre-game pull).
   */
  clv: z.number().nullable(),
  createdAt: Timestamp,
  updatedAt: Timestamp,
});
export type Bet = z.infer<typeof Bet>;

const BET_FIELD_NAMES = {
  playerId: 'player',
  statType: 'stat type',
  line: 'line',
  side: 'side',
  week: 'week',
} as const;

/**
 * POST /api/bets. From a pick: `pickId` with the book, price and stake (player, stat type, line, side and week
 * come from the pick). By hand: player, stat type, line, side and week as well.
 */
export const BetCreate = z
  .object({
    pickId: EntityId.max(100).optional(),
    sportsbook: BetSportsbook,
    odds: AmericanOdds,
    stake: BetStake,
    playerId: EntityId.max(100).optional(),
    statType: StatType.optional(),
    line: z.number().min(0).max(1000).optional(),
    side: PickDirection.optional(),
    week: Week.optional(),
    placedAt: Timestamp.optional(),
  })
  .strict()
  .superRefine((b, ctx) => {
    if (b.pickId !== undefined) return;
    for (const field of ['playerId', 'statType', 'line', 'side', 'week'] as const) {
      if (b[field] === undefined)
        ctx.addIssue({ code: 'custom', path: [field], message: `Enter the ${BET_FIELD_NAMES[field]}` });
    }
  });
export type BetCreate = z.infer<typeof BetCreate>;

/** PATCH /api/bets/{id}: what may change while the bet is open. A settled bet changes no more (409). */
export const BetUpdate = z
  .object({ sportsbook: BetSportsbook, odds: AmericanOdds, stake: BetStake, placedAt: Timestamp })
  .partial()
  .strict()
  .refine((u) => Object.keys(u).length > 0, 'Send at least one field to change');
export type BetUpdate = z.infer<typeof BetUpdate>;

/** Settled bets counted by result (BET_RESULTS), as the summary and each stat type's line show them. */
const resultCounts = {
  won: z.number().int().min(0),
  lost: z.number().int().min(0),
  push: z.number().int().min(0),
};

export const BetSummary = z.object({
  bets: z.number().int().min(0),
  open: z.number().int().min(0),
  ...resultCounts,
  /** Units staked on settled bets. */
  staked: z.number(),
  /** Units won or lost on settled bets. */
  profit: z.number(),
  /** profit / staked; null before any bet settles. */
  roi: z.number().nullable(),
  /** won / (won + lost); null before any bet is decided. */
  winRate: z.number().nullable(),
  /** Mean CLV of the bets with one; null when none has. */
  averageClv: z.number().nullable(),
  clvCount: z.number().int().min(0),
});
export type BetSummary = z.infer<typeof BetSummary>;

export const BetStatTypeRecord = z.object({
  statType: StatType,
  ...resultCounts,
  winRate: z.number().nullable(),
  profit: z.number(),
});
export type BetStatTypeRecord = z.infer<typeof BetStatTypeRecord>;

/** One settled bet on the bankroll chart: the running P/L after it. */
export const BankrollPoint = z.object({ at: Timestamp, profit: z.number(), cumulative: z.number() });
export type BankrollPoint = z.infer<typeof BankrollPoint>;

/** Bets per page of GET /api/bets, and the most one request may ask for (issue #30 item 6). */
export const BETS_PAGE_SIZE = 50;
export const BETS_MAX_PAGE_SIZE = 200;

/** GET /api/bets query: a 1-based page of the caller's bets; out of range is a 400 naming the field. */
export const BetsQuery = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(BETS_MAX_PAGE_SIZE).default(BETS_PAGE_SIZE),
});
export type BetsQuery = z.infer<typeof BetsQuery>;
export type BetsQueryInput = z.input<typeof BetsQuery>;

/**
 * GET /api/bets: one page of the caller's bets, newest placed first, and the figures over ALL of them (the
 * summary, the stat-type record and the bankroll never depend on the page).
 */
export const BetsResponse = z.object({
  bets: z.array(Bet),
  /** Every bet the caller keeps (the pager's total). */
  total: z.number().int().min(0),
  page: z.number().int().min(1),
  pageSize: z.number().int().min(1),
  summary: BetSummary,
  byStatType: z.array(BetStatTypeRecord),
  bankroll: z.array(BankrollPoint),
});
export type BetsResponse = z.infer<typeof BetsResponse>;

export const BetsExportQuery = z.object({ format: z.enum(['csv']).default('csv') });
export type BetsExportQuery = z.infer<typeof BetsExportQuery>;

/** The 403 codes the bet tracker answers, which the web app reads to name the plan that unlocks it. */
export const BETS_UPGRADE_CODE = 'bets_upgrade_required';
export const BETS_EXPORT_UPGRADE_CODE = 'bets_export_upgrade_required';

/**
 * The most bets one subscriber may keep (issue #30 item 6): GET /api/bets figures over every bet (25,000 of
 * them, answered unpaged, took 1.1 s and 14.5 MB). Five seasons of twenty bets a week fit; deleting bets makes room.
 */
export const MAX_BETS_PER_USER = 2000;
/** POST /api/bets refusal (409) once the caller keeps MAX_BETS_PER_USER bets. */
export const BET_LIMIT_CODE = 'bet_limit_reached';
export const BET_LIMIT_MESSAGE = `The tracker keeps at most ${String(MAX_BETS_PER_USER)} bets. Delete some to record more.`;

/** POST/PATCH /api/bets refusal (409): the bet's placed time is at or after its game's kickoff. */
export const BET_AFTER_KICKOFF_CODE = 'bet_after_kickoff';
export const BET_AFTER_KICKOFF_MESSAGE =
  'This game had already kicked off: the tracker only takes bets placed before kickoff.';
