import type { AiPick, Game, Player, PropLine } from '@edgeboard/domain';
import {
  QB_PASSING_PICK,
  sampleGame,
  samplePick,
  samplePlayer,
  samplePropLine,
} from '@edgeboard/fixtures/samples';

// The repository tests' rows, from the one sample-data module (fixtures/src/samples), by id first.
export { sampleNewUser as newUser, sampleUserId as userId } from '@edgeboard/fixtures/samples';

export const game = (id: string, over: Partial<Game> = {}): Game => sampleGame({ id, ...over });

export const player = (id: string, over: Partial<Player> = {}): Player => samplePlayer({ id, ...over });

export const propLine = (id: string, over: Partial<PropLine> = {}): PropLine =>
  samplePropLine({ id, ...over });

/** Patrick Mahomes' passing-yards over, off any game. */
export const pick = (id: string, over: Partial<AiPick> = {}): AiPick =>
  samplePick({ ...QB_PASSING_PICK, id, ...over });
