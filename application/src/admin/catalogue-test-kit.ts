// Shared set-up for the back office's catalogue use-case tests (AI picks, generation, prop lines, players,
// publishing and grading): the props kit's season and picks, a prop line, and the AiPickRepository's writing
// side over the same arrays (the SQL repository's rules: a locked or graded pick is never rewritten).
import {
  ConflictError,
  PICK_LOCKED_CODE,
  type AiPick,
  type AiPickRepository,
  type AiPickUpdate,
  type Clock,
  type PickGrade,
  type PropLine,
  type UserActivity,
} from '@edgeboard/domain';
import { InMemoryActivityRepository } from '../in-memory/activity-repository';
import { InMemoryAiPickRepository } from '../in-memory/ai-pick-repository';
import { InMemoryPropLineRepository } from '../in-memory/prop-line-repository';
import { kitClock, kitRepository } from '../props/props-test-kit';

type Writing = 'update' | 'delete' | 'lockStarted' | 'grade' | 'replaceUngraded' | 'replaceUngradedForWeek';

/** The kit's picks (week 6: g6 live, g6b upcoming; week 5 graded) with the repository's writes. */
export class KitPicks extends InMemoryAiPickRepository implements Pick<AiPickRepository, Writing> {
  /** Makes the next update fail as the database does when a lock raced the edit. */
  raceLock = false;

  private indexOf(id: string) {
    return this.picks.findIndex((p) => p.id === id);
  }

  update(id: string, patch: AiPickUpdate): Promise<AiPick | null> {
    const i = this.indexOf(id);
    const pick = this.picks[i];
    if (!pick) return Promise.resolve(null);
    if (this.raceLock) return Promise.reject(new ConflictError('locked', PICK_LOCKED_CODE));
    this.picks[i] = { ...pick, ...patch };
    return Promise.resolve(this.picks[i]);
  }

  delete(id: string): Promise<boolean> {
    const i = this.indexOf(id);
    if (i >= 0) this.picks.splice(i, 1);
    return Promise.resolve(i >= 0);
  }

  lockStarted(now: string): Promise<number> {
    const started = new Set(this.games.filter((g) => g.kickoff <= now).map((g) => g.id));
    let locked = 0;
    this.picks.forEach((p, i) => {
      if (p.locked_at || !p.game_id || !started.has(p.game_id)) return;
      this.picks[i] = { ...p, locked_at: now };
      locked += 1;
    });
    return Promise.resolve(locked);
  }

  grade(id: string, grade: PickGrade): Promise<AiPick | null> {
    const i = this.indexOf(id);
    const pick = this.picks[i];
    if (!pick) return Promise.resolve(null);
    this.picks[i] = { ...pick, ...grade };
    return Promise.resolve(this.picks[i]);
  }

  private kept = (p: AiPick) => p.result !== null || Boolean(p.locked_at);

  replaceUngraded(picks: readonly AiPick[]): Promise<number> {
    const fresh = picks.filter((n) => !this.picks.some((p) => p.id === n.id && this.kept(p)));
    const ids = new Set(fresh.map((p) => p.id));
    this.picks.splice(0, this.picks.length, ...this.picks.filter((p) => !ids.has(p.id)), ...fresh);
    return Promise.resolve(fresh.length);
  }

  replaceUngradedForWeek(season: number, week: number, picks: readonly AiPick[]) {
    const gone = this.picks.filter((p) => p.season === season && p.week === week && !this.kept(p));
    const keptIds = new Set(this.picks.filter(this.kept).map((p) => p.id));
    const fresh = picks.filter((p) => !keptIds.has(p.id));
    const rest = this.picks.filter((p) => !gone.includes(p));
    this.picks.splice(0, this.picks.length, ...rest, ...fresh);
    return Promise.resolve({ deleted: gone.length, inserted: fresh.length });
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
