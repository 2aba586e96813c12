// The back office's catalogue (AI picks, generation, prop lines) over this page load's demo world: the in-memory
// repositories of application/src/in-memory over the world's own lists, written in place, so an edit, a delete
// or a generated week shows on the subscriber screens too. The picks are the subscriber screens' repository
// (one store of versions: an edit made here shows in a pick's history there). Generation runs the engine
// (@edgeboard/engine through application) in the browser on the world's lines and box scores.
import { InMemoryGameLogRepository } from '@edgeboard/application/in-memory/game-log-repository';
import { InMemoryPlayerRepository } from '@edgeboard/application/in-memory/player-repository';
import { InMemoryPropLineRepository } from '@edgeboard/application/in-memory/prop-line-repository';
import { stableId, type Clock } from '@edgeboard/domain';
import type { DemoWorld } from '@/mocks/demo-world';
import { subscriberRepos } from '@/mocks/subscriber-repositories';
import { activityOf, mockClock } from './admin-state';

export function catalogueRepositories(w: DemoWorld) {
  const games = w.season.games;
  const seasonClock: Clock = { now: () => w.demoNow };
  return {
    clock: mockClock,
    /** Season time: which week is current, which games have kicked off, when a generated pick is published. */
    seasonClock,
    picks: subscriberRepos(w).picks,
    propLines: new InMemoryPropLineRepository(w.season.propLines, mockClock),
    players: new InMemoryPlayerRepository(w.season.players, mockClock),
    gameLogs: new InMemoryGameLogRepository(w.season.gameLogs),
    games: {
      forWeek: (season: number, week: number) =>
        Promise.resolve(games.filter((g) => g.season === season && g.week === week)),
      getMany: (ids: readonly string[]) => Promise.resolve(games.filter((g) => ids.includes(g.id))),
    },
    activity: activityOf(w),
    /** The demo season's id hash, as the server's generation is given: a re-run keeps each pick's id. */
    stableId,
  };
}
