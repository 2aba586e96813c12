// The research tools' and the bet tracker's repositories over this page load's demo world, for the use cases the
// mock calls (application/src/bets, research, alerts): bets and alerts are kept for the page load, games, players,
// box scores and lines are the world's, the picks are the subscriber screens' view (subscriber-repositories.ts).
import type { Clock, Game, GameRepository, Player, PlayerRepository } from '@edgeboard/domain';
import type { BetsDeps } from '@edgeboard/application/bets/bets-deps';
import type { MatchAlertsDeps } from '@edgeboard/application/alerts/match-alerts/match-alerts';
import type { InMemoryAiPickRepository } from '@edgeboard/application/in-memory/ai-pick-repository';
import { InMemoryAlertRepository } from '@edgeboard/application/in-memory/alert-repository';
import { InMemoryBetRepository } from '@edgeboard/application/in-memory/bet-repository';
import { InMemoryGameLogRepository } from '@edgeboard/application/in-memory/game-log-repository';
import { InMemoryPropLineRepository } from '@edgeboard/application/in-memory/prop-line-repository';
import { ResearchWeek } from '@edgeboard/application/research/research-week/research-week';
import type { DemoWorld } from './demo-world';
import { subscriberRepos } from './subscriber-repositories';

export interface ResearchRepositories extends BetsDeps {
  picks: InMemoryAiPickRepository;
  games: Pick<GameRepository, 'get' | 'getMany' | 'forWeek'>;
  players: Pick<PlayerRepository, 'get' | 'all'>;
  gameLogs: InMemoryGameLogRepository;
  /** The week's lines for the odds board. */
  propLines: Pick<InMemoryPropLineRepository, 'forWeek'>;
  /** Alert rules and notices of this page load, matched over the world's picks. */
  alerts: InMemoryAlertRepository;
  /** What alert matching reads: the world's accounts; the mock sends no e-mail (the bell shows every notice). */
  matching: MatchAlertsDeps;
  /** The research tools' week and league history (built once per world). */
  week: ResearchWeek;
}

const realClock: Clock = { now: () => new Date() };
const byWorld = new WeakMap<DemoWorld, ResearchRepositories>();
const byKickoff = (a: Game, b: Game) => a.kickoff.localeCompare(b.kickoff) || a.id.localeCompare(b.id);

/** The world's schedule, read at each call (the back office mock edits scores in place). */
function worldGames(w: DemoWorld): ResearchRepositories['games'] {
  const find = (id: string) => w.season.games.find((g) => g.id === id) ?? null;
  return {
    get: (id) => Promise.resolve(find(id)),
    getMany: (ids) => Promise.resolve(w.season.games.filter((g) => ids.includes(g.id))),
    forWeek: (season, week) =>
      Promise.resolve(w.season.games.filter((g) => g.season === season && g.week === week).sort(byKickoff)),
  };
}

function worldPlayers(w: DemoWorld): ResearchRepositories['players'] {
  const players = (): Player[] => w.season.players;
  return {
    get: (id) => Promise.resolve(players().find((p) => p.id === id) ?? null),
    all: () => Promise.resolve([...players()].sort((a, b) => a.name.localeCompare(b.name))),
  };
}

function alertsOver(w: DemoWorld, picks: InMemoryAiPickRepository, seasonClock: Clock) {
  const alerts = new InMemoryAlertRepository({
    picks: () => w.picks.map((p) => p.pick),
    emailOf: (id) => w.users.find((u) => u.id === id)?.email ?? null,
  });
  const matching: MatchAlertsDeps = {
    ...{ alerts, picks, seasonClock, clock: realClock },
    users: {
      findManyWithSubscriptions: (ids) => {
        const accounts = w.users
          .filter((u) => ids.includes(u.id))
          .map((profile) => {
            const subscriptions = w.season.subscriptions.filter((s) => s.user_id === profile.id);
            return [profile.id, { profile, subscriptions }] as const;
          });
        return Promise.resolve(new Map(accounts));
      },
    },
    mailer: { send: () => Promise.resolve() },
  };
  return { alerts, matching };
}

export function researchRepos(w: DemoWorld): ResearchRepositories {
  const known = byWorld.get(w);
  if (known) return known;
  const { picks, seasonClock } = subscriberRepos(w);
  const games = worldGames(w);
  const players = worldPlayers(w);
  const gameLogs = new InMemoryGameLogRepository(w.season.gameLogs);
  const repos: ResearchRepositories = {
    bets: new InMemoryBetRepository(),
    ...{ picks, games, players, gameLogs, clock: realClock, seasonClock },
    propLines: new InMemoryPropLineRepository(w.season.propLines, realClock),
    week: new ResearchWeek({ seasonClock, players, gameLogs, games }),
    ...alertsOver(w, picks, seasonClock),
  };
  byWorld.set(w, repos);
  return repos;
}
