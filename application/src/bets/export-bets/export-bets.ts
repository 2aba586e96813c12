// The owner's bets as CSV ("reports", all-star only), settled first, so the file matches the list.
import { betsCsv, type SubscriptionState } from '@edgeboard/domain';
import { assertBetReports } from '../bets-access/bets-access';
import type { OwnBetsDeps } from '../bets-deps';
import { settleBets } from '../settle-bets/settle-bets';

export async function exportBets(
  deps: OwnBetsDeps,
  caller: { userId: string; subscription: SubscriptionState },
): Promise<string> {
  assertBetReports(caller.subscription);
  return betsCsv(await settleBets(deps, await deps.bets.forUser(caller.userId)));
}
