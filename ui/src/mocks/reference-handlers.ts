// The dev mock's reference data: players, plans, the site's facts, news, scores, articles and the access check,
// answered from the demo season.
import {
  AccessCheck,
  NewsItem,
  NewsQuery,
  NflGame,
  Plan,
  PlayerSummary,
  PublicArticle,
  ScoresQuery,
  seasonWeekAt,
  SiteInfo,
  siteInfo,
  Tier,
  type Game,
  type NflGameStatus,
} from '@edgeboard/domain';
import { checkTierAccess } from '@edgeboard/application/account/check-tier-access/check-tier-access';
import { listPlans } from '@edgeboard/application/reference/list-plans/list-plans';
import { listPlayers } from '@edgeboard/application/reference/list-players/list-players';
import {
  getPublishedArticle,
  listPublishedArticles,
} from '@edgeboard/application/reference/published-articles/published-articles';
import { readNews } from '@edgeboard/application/reference/read-news/read-news';
import { http, HttpResponse } from 'msw';
import { z } from 'zod';
import { answering, invalid } from './api-errors';
import { demoWorld, subscriptionOf } from './demo-world';
import { getWithQuery } from './query-route';
import { stateOf, unauthorized, viewerOf } from './session';
import { subscriberRepos } from './subscriber-repositories';

// ---- scores: the demo schedule in the scores provider's field names.

const NFL_STATUS: Record<Game['status'], NflGameStatus> = {
  scheduled: 'Scheduled',
  in_progress: 'InProgress',
  final: 'Final',
};

function toNflGame(game: Game, index: number): NflGame {
  const started = game.status !== 'scheduled';
  return {
    GameID: index + 1,
    DateTime: game.kickoff,
    Status: NFL_STATUS[game.status],
    AwayTeam: game.away_team,
    HomeTeam: game.home_team,
    AwayScore: started ? (game.away_score ?? 0) : null,
    HomeScore: started ? (game.home_score ?? 0) : null,
    Quarter: game.status === 'final' ? 'F' : null,
    QuarterDescription: null,
    TimeRemaining: null,
  };
}

export function referenceMockHandlers(base: string) {
  return [
    http.get(`${base}/api/subscription/:userId/access/:tier`, ({ request, params }) => {
      const w = demoWorld();
      const user = viewerOf(w, request);
      if (!user) return unauthorized();
      const tier = Tier.safeParse(params.tier);
      if (!tier.success) return invalid(tier.error);
      const caller = { userId: user.id, subscription: subscriptionOf(w, user) };
      const target = { userId: String(params.userId), tier: tier.data };
      return answering(async () =>
        HttpResponse.json(AccessCheck.parse(await checkTierAccess(subscriberRepos(w), caller, target))),
      );
    }),
    http.get(`${base}/api/players`, async () =>
      HttpResponse.json(z.array(PlayerSummary).parse(await listPlayers(subscriberRepos(demoWorld())))),
    ),
    http.get(`${base}/api/plans`, async () =>
      HttpResponse.json(z.array(Plan).parse(await listPlans(subscriberRepos(demoWorld())))),
    ),
    // The mock has no payment, analytics or captcha service either: it reports itself as local mode.
    http.get(`${base}/api/site`, () => {
      const w = demoWorld();
      return HttpResponse.json(
        SiteInfo.parse(siteInfo(w.season.settings.application, 'local', seasonWeekAt(w.demoNow))),
      );
    }),
    getWithQuery(`${base}/api/news/rotoballer`, NewsQuery, z.array(NewsItem), (q, request) => {
      const w = demoWorld();
      return readNews(subscriberRepos(w), stateOf(w, request), q);
    }),
    // The scores provider's answer for the demo schedule (it lists regular-season weeks only).
    getWithQuery(`${base}/api/nfl/scoresbasic`, ScoresQuery, z.array(NflGame), (q) => {
      if (q.seasonType !== 'REG') return Promise.resolve([]);
      const games = demoWorld()
        .season.games.filter((g) => g.season === q.season && g.week === q.week)
        .sort((a, b) => a.kickoff.localeCompare(b.kickoff) || a.id.localeCompare(b.id));
      return Promise.resolve(games.map(toNflGame));
    }),
    http.get(`${base}/api/articles`, async () => {
      const articles = await listPublishedArticles(subscriberRepos(demoWorld()));
      return HttpResponse.json(z.array(PublicArticle).parse(articles));
    }),
    http.get(`${base}/api/articles/:id`, ({ params }) =>
      answering(async () => {
        const article = await getPublishedArticle(subscriberRepos(demoWorld()), String(params.id));
        return HttpResponse.json(PublicArticle.parse(article));
      }),
    ),
  ];
}
