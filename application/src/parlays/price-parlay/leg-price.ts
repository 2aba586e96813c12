// One leg's fair probability at its own line, through the same path the feed's picks are priced by: the prop's
// books (this week's stored lines, grouped as generation groups them) handed to the engine's predictProp, whose
// market pricing judges every quote at its own line on the prop's market-anchored distribution (judgeQuotes).
// The leg's line must be one the books quote: that is where the distribution has been read, and where the
// bettor can take it.
import type { EngineStatType } from '@edgeboard/domain';
import { ValidationError, type AiPick, type Clock, type PropLine } from '@edgeboard/domain';
import { predictProp, type EngineModel, type History } from '@edgeboard/engine';
import { propBooks } from '../../admin/generate-picks/engine-inputs';

export interface LegPriceInput {
  pick: AiPick & { player_id: string; game_id: string };
  statType: EngineStatType;
  line: number;
  /** Leg number as the bettor counts them (1-based), for the messages. */
  n: number;
}

/** The books quoting the pick's prop among the week's lines: same game, player and stat type. */
function booksOf(pick: LegPriceInput['pick'], lines: readonly PropLine[]) {
  const mine = lines.filter(
    (l) =>
      l.game_id === pick.game_id &&
      l.stat_type === pick.stat_type &&
      (l.player_id
        ? l.player_id === pick.player_id
        : l.player.trim().toLowerCase() === pick.player.trim().toLowerCase()),
  );
  return propBooks(mine)[0]?.books ?? [];
}

const fmt = (line: number) => line.toFixed(1);

/** The leg's market-anchored P(over) at its line; a 400 when the prop cannot be priced there. */
export function legPOver(
  input: LegPriceInput,
  ctx: { lines: readonly PropLine[]; history: History; model: EngineModel; seasonClock: Clock; date: string },
): number {
  const { pick, line, n } = input;
  const books = booksOf(pick, ctx.lines);
  const prediction =
    books.length > 0
      ? predictProp(
          {
            playerId: pick.player_id,
            statType: input.statType,
            line: NaN,
            season: pick.season,
            week: pick.week,
            opponent: pick.opponent,
            date: ctx.date,
          },
          ctx.history,
          ctx.model,
          { books, now: ctx.seasonClock.now() },
        )
      : null;
  const market = prediction?.market;
  if (!market) {
    throw new ValidationError(
      `Leg ${n}: ${pick.player}'s prop has no market price to read a fair probability from (no book quotes it, or he has too few earlier games).`,
      [{ path: `legs.${n - 1}.pickId`, message: 'No market price for this prop' }],
      'unsupported_prop',
    );
  }
  if (line === market.line) return market.pOver;
  const quote = market.quotes?.find((q) => q.line === line);
  if (quote) return quote.pOver;
  const quoted = [...new Set([market.line, ...(market.quotes ?? []).map((q) => q.line)])].sort(
    (a, b) => a - b,
  );
  throw new ValidationError(
    `Leg ${n}: no book quotes ${pick.player} at ${fmt(line)}; the books quote ${quoted.map(fmt).join(', ')}.`,
    [{ path: `legs.${n - 1}.line`, message: 'No book quotes this line' }],
    'line_not_quoted',
  );
}
