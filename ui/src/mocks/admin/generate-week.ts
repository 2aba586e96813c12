// AI pick generation. The demo season's picks are the engine's output over these same lines and logs
// (fixtures/src/picks.ts, same ids), so a re-run in the mock restores them for the week's ungraded picks.
import { EngineStatType, type AiPick, type PropLine } from '@edgeboard/domain';
import type { DemoWorld } from '@/mocks/demo-world';

interface Skipped {
  player: string;
  stat_type: string;
  reason: string;
}

export function generateWeek(w: DemoWorld, season: number, week: number, now: string) {
  const lines = w.season.propLines.filter((l) => l.season === season && l.week === week);
  const groups = new Map<string, PropLine>();
  for (const l of lines) {
    const key = `${l.player_id ?? l.player.trim().toLowerCase()}|${l.stat_type}`;
    if (!groups.has(key)) groups.set(key, l);
  }
  const inWeek = w.picks.filter((p) => p.pick.season === season && p.pick.week === week);
  const graded = new Set(
    inWeek
      .filter((p) => p.pick.result !== null)
      .map((p) => `${p.pick.player_id ?? p.pick.player}|${p.pick.stat_type}`),
  );
  const playerByName = new Map(w.season.players.map((p) => [p.name.trim().toLowerCase(), p]));
  const gameIds = new Set(
    w.season.games.filter((g) => g.season === season && g.week === week).map((g) => g.id),
  );
  const picks: AiPick[] = [];
  const skipped: Skipped[] = [];
  for (const line of groups.values()) {
    const skip = (reason: string) => skipped.push({ player: line.player, stat_type: line.stat_type, reason });
    if (!EngineStatType.safeParse(line.stat_type).success) {
      skip('The model does not project this stat type');
      continue;
    }
    const player =
      w.season.players.find((p) => p.id === line.player_id) ??
      playerByName.get(line.player.trim().toLowerCase());
    if (!player) {
      skip('Unknown player');
      continue;
    }
    if (graded.has(`${player.id}|${line.stat_type}`) || graded.has(`${line.player}|${line.stat_type}`)) {
      skip('Already graded this week');
      continue;
    }
    if (line.game_id === null || !gameIds.has(line.game_id)) {
      skip('No game of this week matches the line');
      continue;
    }
    const seeded = w.season.aiPicks.find(
      (p) =>
        p.season === season && p.week === week && p.player_id === player.id && p.stat_type === line.stat_type,
    );
    if (!seeded) {
      skip('Not enough game history for this player');
      continue;
    }
    picks.push({
      ...seeded,
      result: null,
      actual_value: null,
      profit: null,
      graded_at: null,
      created_at: now,
    });
  }
  const ungraded = new Set(inWeek.filter((p) => p.pick.result === null).map((p) => p.pick.id));
  const kept = w.picks.filter((p) => !ungraded.has(p.pick.id));
  const games = new Map(w.season.games.map((g) => [g.id, g]));
  const added = picks.map((pick) => ({
    pick,
    game: pick.game_id ? (games.get(pick.game_id) ?? null) : null,
  }));
  w.picks.splice(0, w.picks.length, ...kept, ...added);
  for (const id of ungraded) w.pickById.delete(id);
  for (const p of added) w.pickById.set(p.pick.id, p);
  return {
    season,
    week,
    lines: lines.length,
    deleted: ungraded.size,
    inserted: picks.length,
    picks,
    skipped,
  };
}
