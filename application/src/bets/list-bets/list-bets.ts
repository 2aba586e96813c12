// One page of the owner's bets with the figures (P/L, ROI, CLV, win rate by stat type, bankroll) over ALL of
// them (issue #30 item 6). Settlement runs first, on the open bets only (one query), so the page and the figures
// read the same settled rows. The figures are summed here, on the server, over every bet (at most
// MAX_BETS_PER_USER): a bet's CLV needs its pick's close and its P/L is rounded to the cent per bet as the export
// and the dev mock round it, which keeps one home for that arithmetic (domain/src/rules/bets.ts). Only the page's
// rows go to the client.
import { BETS_PAGE_SIZE, betsFigures, type BetsQuery, type BetsResponse } from '@edgeboard/domain';
import type { OwnBetsDeps } from '../bets-deps';
import { betsOf, settleBets } from '../settle-bets/settle-bets';

export async function listBets(
  deps: OwnBetsDeps,
  userId: string,
  { page, pageSize }: BetsQuery = { page: 1, pageSize: BETS_PAGE_SIZE },
): Promise<BetsResponse> {
  await settleBets(deps, await deps.bets.openForUser(userId));
  const all = await betsOf(deps, await deps.bets.forUser(userId));
  const rows = await betsOf(deps, await deps.bets.pageForUser(userId, { page, pageSize }));
  return { bets: rows, total: all.length, page, pageSize, ...betsFigures(all) };
}
