// Grading from stored box scores: every stored pick of a final game that has no result yet gets one. The demo
// season's tick and hosted mode's picks.grade job both call it (admin-edited lines are graded as stored).
// A game marked final before its box scores arrived (nflverse's schedule has the score within the hour, the
// weekly stats come overnight) waits: graded then, every pick would read as a player who did not play.
// Only the picks still to grade are read (one statement), and the season's box scores only when there are any:
// the demo season's tick runs this every 10 minutes and reading every pick of the season blocked the server.
import {
  EngineStatType,
  type AiPick,
  type AiPickRepository,
  type GameLogEntry,
  type GameLogRepository,
} from '@edgeboard/domain';
import { gradePick, statValue, toGameLogRow } from '@edgeboard/engine';

export interface GradingRepositories {
  gameLogs: Pick<GameLogRepository, 'forSeasons'>;
  aiPicks: Pick<AiPickRepository, 'ungradedFinal' | 'grade'>;
}

/** Grades the season's weeks 1..throughWeek; answers how many picks it graded. */
export async function gradeFinalPicks(
  repos: GradingRepositories,
  season: number,
  throughWeek: number,
): Promise<number> {
  const due = await repos.aiPicks.ungradedFinal(season, throughWeek);
  if (due.length === 0) return 0;
  let graded = 0;
  const logs = await repos.gameLogs.forSeasons([season]);
  const logByGamePlayer = new Map(logs.map((l) => [`${l.game_id}|${l.player_id}`, l]));
  const withBoxScores = new Set(logs.map((l) => l.game_id));
  for (const { pick, game } of due) {
    if (!game || !withBoxScores.has(game.id)) continue;
    const grade = gradeFromLog(pick, logByGamePlayer.get(`${game.id}|${pick.player_id ?? ''}`), game.kickoff);
    if (grade) {
      await repos.aiPicks.grade(pick.id, grade);
      graded += 1;
    }
  }
  return graded;
}
/** A player who did not play settles as a push (the stake comes back), as sportsbooks void such props. */
function gradeFromLog(pick: AiPick, log: GameLogEntry | undefined, kickoff: string) {
  const statType = EngineStatType.safeParse(pick.stat_type);
  if (!statType.success) return null;
  const gradedAt = new Date(Date.parse(kickoff) + 3.5 * 3_600_000).toISOString();
  if (!log) return { result: 'push' as const, actual_value: 0, profit: 0, graded_at: gradedAt };
  const actual = statValue(toGameLogRow(log, undefined), statType.data);
  const { result, profit } = gradePick({
    call: pick.pick,
    line: pick.line_value,
    actual,
    odds: pick.odds ?? null,
  });
  return { result, actual_value: actual, profit, graded_at: gradedAt };
}
