// What a demo-season tick reads of the generated world (demo-advance.ts, through DemoWorldStats and
// DemoWorldOdds): the season's games, box scores, players, lines and picks. News, articles, accounts and the
// history season's box scores are left out, so a world handed over from the worker thread is small to copy.
import type { DemoSeason } from '@edgeboard/fixtures';

export function tickWorld(world: DemoSeason): DemoSeason {
  return {
    ...world,
    teams: [],
    gameLogs: world.gameLogs.filter((l) => l.season === world.season),
    newsDocuments: [],
    articles: [],
    plans: [],
    users: [],
    subscriptions: [],
  };
}
