// The prop calculator (issue #19 item 4, all-star): the model's probability at any line and the caller's prices,
// through the same predictProp call as the feed, then the domain's fair odds and each side's EV.
import {
  ADVANCED_STATS_UPGRADE_CODE,
  ADVANCED_STATS_UPGRADE_MESSAGE,
  calculatorAnswer,
  ConflictError,
  ForbiddenError,
  hasPremiumFeatures,
  type PropCalculatorRequest,
  type PropCalculatorResponse,
  type SubscriptionState,
} from '@edgeboard/domain';
import { predictProp, type MarketInput } from '@edgeboard/engine';
import type { ResearchWeek } from '../research-week/research-week';

export const NO_PROJECTION_MESSAGE =
  'No projection for this player this week: his team has no game, or he has too few earlier games.';

export async function propCalculator(
  deps: { week: ResearchWeek },
  state: SubscriptionState,
  playerId: string,
  request: PropCalculatorRequest,
): Promise<PropCalculatorResponse> {
  if (!hasPremiumFeatures(state))
    throw new ForbiddenError(ADVANCED_STATS_UPGRADE_MESSAGE, ADVANCED_STATS_UPGRADE_CODE);
  const player = await deps.week.player(playerId);
  const { season, week } = deps.week.now();
  const data = await deps.week.data(season, week);
  const context = await deps.week.context(player, data, season, week);
  const market: MarketInput = {
    books: [
      {
        sportsbook: 'Your prices',
        line: request.line,
        overOdds: request.overOdds,
        underOdds: request.underOdds,
      },
    ],
  };
  const prediction =
    context &&
    predictProp(
      { ...context, statType: request.statType, line: request.line },
      data.history,
      deps.week.model,
      market,
    );
  if (!context || !prediction?.market) throw new ConflictError(NO_PROJECTION_MESSAGE, 'no_projection');
  return calculatorAnswer(request, {
    opponent: context.opponent,
    pOver: prediction.market.pOver,
    modelPOver: prediction.market.modelOver,
  });
}
