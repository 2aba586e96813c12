// The mock backend's data: the demo season the server seeds, generated in the browser from the fixtures
// (deterministic for a given day), plus the sessions and sign-ups of this page load.
import {
  resolveSubscription,
  type AiPick,
  type Game,
  type SubscriptionState,
  type UserProfile,
} from '@edgeboard/domain';
import { DEMO_PASSWORD, generateDemoSeason, type DemoSeason } from '@edgeboard/fixtures';
import type { PickWithGame } from '@edgeboard/domain';

export interface DemoWorld {
  season: DemoSeason;
  /** The season instant the data set stands at (the server's season clock). */
  demoNow: Date;
  picks: PickWithGame[];
  users: UserProfile[];
  passwords: Map<string, string>;
}

let world: DemoWorld | undefined;
/** The date the world is built at: the browser's, unless a test pinned one (mock-test-clock.ts). */
let worldDate: () => Date = () => new Date();

/** Builds the world afresh at `date` on its next use (tests: the same season whatever day they run). */
export function buildWorldAt(date: Date): void {
  worldDate = () => date;
  world = undefined;
}

export function demoWorld(): DemoWorld {
  if (world) return world;
  const season = generateDemoSeason({ now: worldDate() });
  const games = new Map<string, Game>(season.games.map((g) => [g.id, g]));
  const picks = season.aiPicks.map((pick: AiPick) => ({
    pick,
    game: pick.game_id ? (games.get(pick.game_id) ?? null) : null,
  }));
  const users = [...season.users];
  world = {
    season,
    demoNow: new Date(season.clock.demoNow),
    picks,
    users,
    passwords: new Map(users.map((u) => [u.email.toLowerCase(), DEMO_PASSWORD])),
  };
  return world;
}

export function subscriptionOf(w: DemoWorld, user: UserProfile): SubscriptionState {
  return resolveSubscription({
    isAdmin: user.role === 'admin',
    records: w.season.subscriptions.filter((s) => s.user_id === user.id),
    now: w.demoNow,
  });
}
