// The owner's bets, settled first, with the figures (P/L, ROI, CLV, win rate by stat type, bankroll).
import { betsAnswer, type BetsResponse } from '@edgeboard/domain';
import type { OwnBetsDeps } from '../bets-deps';
import { settleBets } from '../settle-bets/settle-bets';

export async function listBets(deps: OwnBetsDeps, userId: string): Promise<BetsResponse> {
  return betsAnswer(await settleBets(deps, await deps.bets.forUser(userId)));
}
