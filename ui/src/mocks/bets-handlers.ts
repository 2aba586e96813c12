// The dev mock's bet tracker (api/src/routes/bets): the same schemas, tier rules and domain arithmetic as the API
// (BetCreate, hasStandardFeatures, betResultOfGrade, betProfit, betClv, betsAnswer, betsCsv), over bets kept for
// this page load. A bet on a pick settles from the demo season's grade as the server's does; a bet entered by
// hand stays open here, because the box-score grader is the engine's and the web app does not ship the engine.
import {
  type Bet,
  BETS_CSV_FILE_NAME,
  BETS_EXPORT_UPGRADE_CODE,
  BETS_UPGRADE_CODE,
  BetCreate,
  BetUpdate,
  betClv,
  betProfit,
  betResultOfGrade,
  betsAnswer,
  betsCsv,
  hasPremiumFeatures,
  hasStandardFeatures,
  seasonWeekAt,
  SESSION_EXPIRED_MESSAGE,
  type UserProfile,
} from '@edgeboard/domain';
import { http, HttpResponse } from 'msw';
import { z } from 'zod';
import { apiError, invalid } from './api-errors';
import { demoWorld, subscriptionOf, type DemoWorld } from './demo-world';

type Stored = Omit<Bet, 'result' | 'settledAt' | 'profit' | 'clv'>;
const betsByUser = new Map<string, Stored[]>();

const fromB64url = (s: string) => atob(s.replace(/-/g, '+').replace(/_/g, '/'));

function userOf(w: DemoWorld, request: Request): UserProfile | null {
  const header = request.headers.get('Authorization') ?? '';
  const payload = header.startsWith('Bearer ') ? header.slice(7).split('.')[1] : undefined;
  if (payload === undefined) return null;
  try {
    const claims = z.object({ sub: z.string(), exp: z.number() }).parse(JSON.parse(fromB64url(payload)));
    return claims.exp * 1000 >= Date.now() ? (w.users.find((u) => u.id === claims.sub) ?? null) : null;
  } catch {
    return null;
  }
}

/** The API's gate: 401 signed out, 403 with its code below starting. */
function subscriber(w: DemoWorld, request: Request): UserProfile | Response {
  const user = userOf(w, request);
  if (!user)
    return apiError(
      401,
      request.headers.has('Authorization') ? 'invalid_token' : 'unauthenticated',
      SESSION_EXPIRED_MESSAGE,
    );
  if (!hasStandardFeatures(subscriptionOf(w, user)))
    return apiError(403, BETS_UPGRADE_CODE, 'The bet tracker comes with Starting Edge and All-Star Edge.');
  return user;
}

/** A stored bet as the API answers it: settled from its pick's grade, P/L at its price, CLV against the close. */
function present(w: DemoWorld, b: Stored): Bet {
  const pick = b.pickId === null ? undefined : w.pickById.get(b.pickId)?.pick;
  const result = pick?.result ? betResultOfGrade(pick.result) : null;
  return {
    ...b,
    result,
    settledAt: result === null ? null : (pick?.graded_at ?? w.demoNow.toISOString()),
    profit: result === null ? null : betProfit(result, b.odds, b.stake),
    clv: pick
      ? betClv({ odds: b.odds, line: b.line }, { price: pick.odds ?? null, closing: pick.closing })
      : null,
  };
}

const own = (userId: string) => betsByUser.get(userId) ?? [];
const notFound = () => apiError(404, 'not_found', 'Bet not found');

export function betsMockHandlers(base = '') {
  return [
    http.get(`${base}/api/bets`, ({ request }) => {
      const w = demoWorld();
      const user = subscriber(w, request);
      if (user instanceof Response) return user;
      return HttpResponse.json(betsAnswer(own(user.id).map((b) => present(w, b))));
    }),
    http.get(`${base}/api/bets/export`, ({ request }) => {
      const w = demoWorld();
      const user = subscriber(w, request);
      if (user instanceof Response) return user;
      if (!hasPremiumFeatures(subscriptionOf(w, user)))
        return apiError(403, BETS_EXPORT_UPGRADE_CODE, 'Bet reports (CSV export) come with All-Star Edge.');
      return new HttpResponse(betsCsv(own(user.id).map((b) => present(w, b))), {
        headers: {
          'Content-Type': 'text/csv; charset=utf-8',
          'Content-Disposition': `attachment; filename="${BETS_CSV_FILE_NAME}"`,
        },
      });
    }),
    http.post(`${base}/api/bets`, async ({ request }) => {
      const w = demoWorld();
      const user = subscriber(w, request);
      if (user instanceof Response) return user;
      const body = BetCreate.safeParse(await request.json().catch(() => null));
      if (!body.success) return invalid(body.error);
      const b = body.data;
      const now = new Date().toISOString();
      const common = {
        id: crypto.randomUUID(),
        sportsbook: b.sportsbook,
        odds: b.odds,
        stake: b.stake,
        placedAt: b.placedAt ?? w.demoNow.toISOString(),
        createdAt: now,
        updatedAt: now,
      };
      let stored: Stored;
      if (b.pickId !== undefined) {
        const p = w.pickById.get(b.pickId)?.pick;
        if (!p) return apiError(404, 'not_found', 'Pick not found');
        stored = {
          ...common,
          pickId: p.id,
          player: p.player,
          playerId: p.player_id ?? null,
          statType: p.stat_type,
          line: p.line_value,
          side: p.pick,
          season: p.season,
          week: p.week,
          gameId: p.game_id ?? null,
        };
      } else {
        const player = w.season.players.find((p) => p.id === b.playerId);
        if (!player || !b.statType || b.line === undefined || !b.side || !b.week)
          return apiError(400, 'validation_failed', 'Choose a player from the list', 'playerId');
        stored = {
          ...common,
          pickId: null,
          player: player.name,
          playerId: player.id,
          statType: b.statType,
          line: b.line,
          side: b.side,
          season: seasonWeekAt(w.demoNow).season,
          week: b.week,
          gameId: null,
        };
      }
      betsByUser.set(user.id, [...own(user.id), stored]);
      return HttpResponse.json(present(w, stored), { status: 201 });
    }),
    http.patch(`${base}/api/bets/:id`, async ({ request, params }) => {
      const w = demoWorld();
      const user = subscriber(w, request);
      if (user instanceof Response) return user;
      const bet = own(user.id).find((b) => b.id === params.id);
      if (!bet) return notFound();
      const patch = BetUpdate.safeParse(await request.json().catch(() => null));
      if (!patch.success) return invalid(patch.error);
      if (present(w, bet).result !== null)
        return apiError(409, 'bet_settled', 'This bet has settled and can no longer be changed.');
      Object.assign(bet, patch.data, { updatedAt: new Date().toISOString() });
      return HttpResponse.json(present(w, bet));
    }),
    http.delete(`${base}/api/bets/:id`, ({ request, params }) => {
      const w = demoWorld();
      const user = subscriber(w, request);
      if (user instanceof Response) return user;
      const bets = own(user.id);
      if (!bets.some((b) => b.id === params.id)) return notFound();
      betsByUser.set(
        user.id,
        bets.filter((b) => b.id !== params.id),
      );
      return HttpResponse.json({ success: true });
    }),
  ];
}
