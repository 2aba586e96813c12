// Shared by the alerts tests: an app with a manually ticked stream waker, plays to publish, and an SSE reader
// that reads events as they come (no sleeps: it waits on the stream itself).
import { game, pick } from '@edgeboard/adapters/sql/repositories/test-rows';
import type { AiPick, AlertRule } from '@edgeboard/domain';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { alertsDepsFrom } from './alerts.routes';
import { alertWakerFor } from './alert-waker';
import { SERVICES } from '../../container';
import type { AppServices } from '../../http/app-services';

export const SEASON_NOW = '2025-10-12T15:00:00.000Z';
export const PLAY_GAME = 'g-alerts';
/** The season clock's instant so many minutes after SEASON_NOW. */
export const later = (minutes: number) => new Date(Date.parse(SEASON_NOW) + minutes * 60_000);
/** The app of one alerts test; each test opens its own (at its own season instant). */
export type AlertsApp = Awaited<ReturnType<typeof alertsApp>>;

export async function alertsApp(
  seasonNow = SEASON_NOW,
  env?: Record<string, string>,
): Promise<TestApp & { deps: ReturnType<typeof alertsDepsFrom> }> {
  const t = await createTestApp({ seasonNow, ...(env && { env }) });
  const deps = alertsDepsFrom(t.container.get<AppServices>(SERVICES));
  alertWakerFor(t.repos).useManualTicks();
  // The plays' game, a day after the season clock: not started, so the plays are in a capped plan's allowance.
  await t.repos.games.upsertMany([
    game(PLAY_GAME, {
      season: 2025,
      week: 6,
      kickoff: new Date(Date.parse(seasonNow) + 86_400_000).toISOString(),
    }),
  ]);
  return { ...t, deps };
}

/** A play published `minutesAfter` the season clock's start. */
export function play(id: string, minutesAfter: number, over: Partial<AiPick> = {}): AiPick {
  return pick(id, {
    verdict: 'play',
    ev: 0.06,
    confidence: 74,
    stat_type: 'receiving_yards',
    player: 'Travis Kelce',
    player_id: 'p-kelce',
    opponent: 'LV',
    season: 2025,
    week: 6,
    game_id: PLAY_GAME,
    created_at: new Date(Date.parse(SEASON_NOW) + minutesAfter * 60_000).toISOString(),
    ...over,
  });
}

export const rule = (over: Partial<AlertRule> = {}): AlertRule => ({
  enabled: true,
  minEdgeScore: 70,
  minEvPercent: null,
  statTypes: [],
  players: [],
  email: false,
  ...over,
});

export const putJson = (
  t: TestApp,
  path: string,
  body: unknown,
  headers: Record<string, string>,
  method = 'PUT',
) =>
  t.app.request(path, {
    method,
    headers: { ...headers, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });

export interface SseEvent {
  event: string | null;
  id: string | null;
  data: string;
  comment: boolean;
}

/** Reads server-sent events off a response body, one at a time, as they arrive. */
export function sseReader(res: Response) {
  if (!res.body) throw new Error('no body');
  const reader = res.body.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  return {
    async next(): Promise<SseEvent> {
      for (;;) {
        const end = buffer.indexOf('\n\n');
        if (end >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const ev: SseEvent = { event: null, id: null, data: '', comment: false };
          for (const line of block.split('\n')) {
            if (line.startsWith(':')) ev.comment = true;
            else if (line.startsWith('event: ')) ev.event = line.slice(7);
            else if (line.startsWith('id: ')) ev.id = line.slice(4);
            else if (line.startsWith('data: ')) ev.data += line.slice(6);
          }
          return ev;
        }
        const chunk = await reader.read();
        if (chunk.done) throw new Error('the stream ended');
        buffer += decoder.decode(chunk.value as Uint8Array, { stream: true });
      }
    },
    close: () => reader.cancel(),
  };
}
