// Shared set-up for the back office's catalogue use-case tests (AI picks, generation, prop lines, players,
// publishing and grading): the props kit's season and picks in the in-memory repository, and a prop line.
import {
  ConflictError,
  PICK_LOCKED_CODE,
  type AiPick,
  type AiPickUpdate,
  type Clock,
  type PropLine,
  type UserActivity,
} from '@edgeboard/domain';
import { InMemoryActivityRepository } from '../in-memory/activity-repository';
import { InMemoryAiPickRepository } from '../in-memory/ai-pick-repository';
import { InMemoryPropLineRepository } from '../in-memory/prop-line-repository';
import { kitClock, kitRepository } from '../props/props-test-kit';

/** The kit's picks (week 6: g6 live, g6b upcoming; week 5 graded) in the in-memory repository. */
export class KitPicks extends InMemoryAiPickRepository {
  /** Makes the next update fail as the database does when a lock raced the edit. */
  raceLock = false;

  override update(id: string, patch: AiPickUpdate, editedAt?: string): Promise<AiPick | null> {
    if (this.raceLock && this.picks.some((p) => p.id === id))
      return Promise.reject(new ConflictError('locked', PICK_LOCKED_CODE));
    return super.update(id, patch, editedAt);
  }
}

export function kitPicks(extra: AiPick[] = []): KitPicks {
  const base = kitRepository(extra);
  return new KitPicks(base.picks, base.games);
}

/** A book's line on the kit's player of pick `pickId` (kitPick's player naming), week 6 on g6b. */
export function kitLine(id: string, pickId: string, over: Partial<PropLine> = {}): PropLine {
  return {
    ...{ id, player: `Player ${pickId}`, player_id: `pl-${pickId}`, stat_type: 'receiving_yards' },
    ...{ line_value: 55.5, odds: -110, over_odds: -110, under_odds: -110, sportsbook: 'DraftKings' },
    ...{ game_id: 'g6b', season: 2025, week: 6 },
    ...{ pulled_at: '2025-10-10T12:00:00.000Z', updated_at: '2025-10-10T12:00:00.000Z' },
    ...over,
  };
}

export const kitLines = (lines: PropLine[], clock: Clock = kitClock) =>
  new InMemoryPropLineRepository(lines, clock);

/** An activity log and its rows, for asserting what a use case wrote. */
export function kitActivity(): { activity: InMemoryActivityRepository; rows: UserActivity[] } {
  const rows: UserActivity[] = [];
  let n = 0;
  return { rows, activity: new InMemoryActivityRepository(rows, kitClock, () => `act-${String(++n)}`) };
}

/** The kit's pick ids are not the engine's hash: any stable mapping serves the tests. */
export const kitStableId = (key: string) => `id:${key}`;

export const ADMIN_ID = 'admin-1';
