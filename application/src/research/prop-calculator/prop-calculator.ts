// The prop calculator (issue #19 item 4, all-star; issue #27 item 6): the engine's own distribution for the
// player, through the feed's predictProp, priced at the typed line; then each side's EV at the typed prices and
// the prices' no-vig split as the market's view, beside it. The prices are not handed to the engine as a market:
// its blend would answer with their own no-vig split wherever the model has not earned weight (docs/decisions.md).
import {
  ADVANCED_STATS_UPGRADE_CODE,
  ADVANCED_STATS_UPGRADE_MESSAGE,
  calculatorAnswer,
  ConflictError,
  ForbiddenError,
  canUseTool,
  type PropCalculatorRequest,
  type PropCalculatorResponse,
  type SubscriptionState,
} from '@edgeboard/domain';
import { predictProp, priceLadder, propShape } from '@edgeboard/engine';
import type { ResearchWeek } from '../research-week/research-week';

export const NO_PROJECTION_MESSAGE =
  'No projection for this player this week: his team has no game, or he has too few earlier games.';

export async function propCalculator(
  deps: { week: ResearchWeek },
  state: SubscriptionState,
  playerId: string,
  request: PropCalculatorRequest,
): Promise<PropCalculatorResponse> {
  if (!canUseTool(state, 'prop_calculator'))
    throw new ForbiddenError(ADVANCED_STATS_UPGRADE_MESSAGE, ADVANCED_STATS_UPGRADE_CODE);
  const player = await deps.week.player(playerId);
  const { season, week } = deps.week.now();
  const data = await deps.week.data(season, week);
  const context = await deps.week.context(player, data, season, week);
  const prediction =
    context &&
    predictProp(
      { ...context, statType: request.statType, line: request.line },
      data.history,
      deps.week.model,
    );
  if (!context || !prediction) throw new ConflictError(NO_PROJECTION_MESSAGE, 'no_projection');
  return calculatorAnswer(request, {
    opponent: context.opponent,
    player: { id: player.id, name: player.name },
    pOver: prediction.modelPOverCalibrated,
    mean: prediction.mean,
    // predictProp declines below its minimum history, so a prediction always read at least one game.
    games: prediction.features.games ?? 1,
    // The feed's blend for the stat type (predictProp's blendOf): absent means market only.
    feedWeight: deps.week.model.market?.blends[request.statType]?.weight ?? 0,
    // The ladder: the same anchored distribution the feed's picks are priced on, through the engine's
    // probability at the entered line.
    ladder: priceLadder(
      propShape(deps.week.model, request.statType, prediction.features.playerVariance ?? 0),
      request.line,
      prediction.modelPOverCalibrated,
    ),
  });
}
