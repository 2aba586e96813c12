// POST /api/parlays/price (issue #32 item 2): a same-game parlay priced for an all-star. Each leg is a published
// pick's prop at a quoted line and a side; its fair probability comes off the prop's market-anchored
// distribution (leg-price.ts), and the engine's joint model ties the legs together. The endpoint prices ONE
// game's legs: legs of different games are independent, so their joint price is the plain product and a leg of
// another game is refused with a 400 that says so (docs/decisions.md).
import {
  ADVANCED_STATS_UPGRADE_CODE,
  EngineStatType,
  evPercentOf,
  expectedValue,
  fairAmericanOdds,
  ForbiddenError,
  formatProbability,
  hasTierAccess,
  matchup,
  PARLAY_MAX_LEGS,
  PARLAY_MIN_LEGS,
  PARLAY_UPGRADE_MESSAGE,
  ValidationError,
  type AiPick,
  type AiPickRepository,
  type Clock,
  type Game,
  type GameRepository,
  type ParlayIssueCode,
  type ParlayLegRequest,
  type ParlayPriceRequest,
  type ParlayPriceResponse,
  type PropLineRepository,
  type SubscriptionState,
} from '@edgeboard/domain';
import type { ParlayLeg, ParlayPricing, ParlayRole } from '@edgeboard/engine';
import type { ResearchWeek } from '../../research/research-week/research-week';
import { legPOver } from './leg-price';

export interface PriceParlayDeps {
  week: ResearchWeek;
  picks: Pick<AiPickRepository, 'get'>;
  games: Pick<GameRepository, 'getMany'>;
  propLines: Pick<PropLineRepository, 'forWeek'>;
  seasonClock: Clock;
  /** The engine's joint model: priceParlay over the fitted dependence model. */
  priceParlay: (legs: ParlayLeg[]) => ParlayPricing;
}

const ROLES: readonly string[] = ['QB', 'RB', 'WR', 'TE'] satisfies ParlayRole[];

type KnownPick = AiPick & { player_id: string; game_id: string };
/** A requested leg with the pick it names. */
interface PickedLeg {
  leg: ParlayLegRequest;
  pick: KnownPick;
}

function refuse(code: ParlayIssueCode, message: string, path = 'legs'): never {
  throw new ValidationError(message, [{ path, message }], code);
}

const r4 = (x: number) => Math.round(x * 1e4) / 1e4;
const oddsOf = (p: number) => (p > 0 ? Math.round(fairAmericanOdds(p)) : null);
const propName = (p: AiPick) => `${p.player} ${p.stat_type.replace(/_/g, ' ')}`;

async function knownPicks(deps: PriceParlayDeps, request: ParlayPriceRequest): Promise<PickedLeg[]> {
  const found = await Promise.all(
    request.legs.map(async (leg) => ({ leg, p: await deps.picks.get(leg.pickId) })),
  );
  return found.map(({ leg, p }, i) => {
    if (!p)
      refuse('unknown_prop', `Leg ${i + 1}: no published pick has the id ${leg.pickId}.`, `legs.${i}.pickId`);
    if (
      !p.player_id ||
      !p.game_id ||
      !EngineStatType.safeParse(p.stat_type).success ||
      !ROLES.includes(p.position ?? '')
    )
      refuse(
        'unsupported_prop',
        `Leg ${i + 1}: ${p.player}'s ${p.stat_type.replace(/_/g, ' ')} is not a prop the joint model prices (quarterbacks, running backs, receivers and tight ends on a known game).`,
        `legs.${i}.pickId`,
      );
    return { leg, pick: p as KnownPick };
  });
}

/** One game only, each prop once, no pair that cannot both win. */
function checkLegs(legs: PickedLeg[], first: KnownPick, games: Map<string, Game>) {
  legs.forEach(({ pick: p, leg: b }, i) => {
    if (p.game_id !== first.game_id)
      refuse(
        'different_games',
        `Leg ${i + 1} is on ${matchup(p, games.get(p.game_id) ?? null)}, not ${matchup(first, games.get(first.game_id) ?? null)}: a same-game parlay prices one game's legs. Legs of different games are independent, so their fair price is the product of their probabilities.`,
        `legs.${i}.pickId`,
      );
    legs.slice(0, i).forEach(({ pick: q, leg: a }, j) => {
      if (q.player_id !== p.player_id || q.stat_type !== p.stat_type) return;
      const over = a.side === 'over' ? a : b;
      const under = a.side === 'over' ? b : a;
      if (a.side !== b.side && under.line <= over.line)
        refuse(
          'contradictory_legs',
          `Legs ${j + 1} and ${i + 1} cannot both win: ${propName(p)} over ${over.line.toFixed(1)} and under ${under.line.toFixed(1)}.`,
        );
      refuse(
        'duplicate_prop',
        `Legs ${j + 1} and ${i + 1} are the same prop (${propName(p)}): take it once.`,
      );
    });
  });
}

/** The headline reason: where the joint model puts the parlay against the naive product, then each pair's. */
function reasonsOf(pricing: ParlayPricing): string[] {
  const joint = formatProbability(r4(pricing.pJoint));
  const naive = formatProbability(r4(pricing.pNaive));
  if (pricing.pairs.length === 0)
    return [
      `No two of these legs move together in the joint model: the fair probability is the naive product, ${naive}.`,
    ];
  const ratio = pricing.pNaive > 0 ? pricing.pJoint / pricing.pNaive : 1;
  const way =
    Math.abs(ratio - 1) < 0.005
      ? 'about what the naive product says'
      : ratio > 1
        ? `${((ratio - 1) * 100).toFixed(0)}% more likely than the naive product (${naive}) says`
        : `${((1 - ratio) * 100).toFixed(0)}% less likely than the naive product (${naive}) says`;
  return [`Together these legs win ${joint} of the time: ${way}.`, ...pricing.pairs.map((p) => p.reason)];
}

export async function priceParlay(
  deps: PriceParlayDeps,
  state: SubscriptionState,
  request: ParlayPriceRequest,
): Promise<ParlayPriceResponse> {
  if (!hasTierAccess(state, 'all-star'))
    throw new ForbiddenError(PARLAY_UPGRADE_MESSAGE, ADVANCED_STATS_UPGRADE_CODE);
  const n = request.legs.length;
  if (n < PARLAY_MIN_LEGS)
    refuse('too_few_legs', `A parlay needs at least ${PARLAY_MIN_LEGS} legs; this one has ${n}.`);
  if (n > PARLAY_MAX_LEGS)
    refuse('too_many_legs', `A parlay takes at most ${PARLAY_MAX_LEGS} legs; this one has ${n}.`);
  const picked = await knownPicks(deps, request);
  const first = picked[0]?.pick;
  if (!first) return refuse('too_few_legs', `A parlay needs at least ${PARLAY_MIN_LEGS} legs.`);
  const games = new Map(
    (await deps.games.getMany([...new Set(picked.map((l) => l.pick.game_id))])).map((g) => [g.id, g]),
  );
  checkLegs(picked, first, games);

  const game = games.get(first.game_id) ?? null;
  const [data, lines] = await Promise.all([
    deps.week.data(first.season, first.week),
    deps.propLines.forWeek(first.season, first.week),
  ]);
  const ctx = {
    ...{ lines, history: data.history, model: deps.week.model, seasonClock: deps.seasonClock },
    date: (game?.kickoff ?? '').slice(0, 10),
  };
  const legs: ParlayLeg[] = picked.map(({ pick: p, leg }, i) => {
    const statType = p.stat_type as EngineStatType;
    return {
      ...{ playerId: p.player_id, playerName: p.player, team: p.team ?? '', opponent: p.opponent },
      ...{ role: p.position as ParlayRole, statType, line: leg.line, side: leg.side },
      pOver: legPOver({ pick: p, statType, line: leg.line, n: i + 1 }, ctx),
    };
  });
  const pricing = deps.priceParlay(legs);
  const price = request.price ?? null;
  return {
    gameId: first.game_id,
    matchup: matchup(first, game),
    legs: legs.map((l, i) => ({
      ...{ pickId: picked[i]?.pick.id ?? '', player: l.playerName, playerId: l.playerId, team: l.team },
      ...{ statType: l.statType, line: l.line, side: l.side, probability: r4(pricing.legs[i] ?? 0) },
    })),
    jointProbability: r4(pricing.pJoint),
    fairOdds: oddsOf(pricing.pJoint),
    naiveProbability: r4(pricing.pNaive),
    naiveOdds: oddsOf(pricing.pNaive),
    price,
    evPercent: price === null ? null : evPercentOf(expectedValue(pricing.pJoint, price)),
    pairs: pricing.pairs.map((p) => ({ ...p, correlation: r4(p.correlation) })),
    reasons: reasonsOf(pricing),
  };
}
