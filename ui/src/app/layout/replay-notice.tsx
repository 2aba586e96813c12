// Issue #33 item 4: a replay says on screen when its schedule is not the real one. Games the build found in no
// real schedule (nflverse's games.csv or the odds history's events) are derived from the box scores: the
// nominal Sunday 1:00 PM Eastern kickoff and the two teams in alphabetical order, so home and away are unknown.
import { Alert } from 'antd';
import { useSiteQuery } from '@/lib/site/site.api';

export const replayScheduleNotice = (season: number, derived: number, games: number): string =>
  derived === games
    ? `Replay of ${String(season)}: the schedule is derived from the box scores. Every kickoff reads Sunday 1:00 PM Eastern and home and away are not known, so home/away splits are not real.`
    : `Replay of ${String(season)}: ${String(derived)} of ${String(games)} games have no real schedule and are derived from the box scores (kickoff read as Sunday 1:00 PM Eastern, home and away not known).`;

export function ReplayNotice() {
  const site = useSiteQuery().data;
  const replay = site?.replay;
  if (!site || !replay || replay.derivedGames === 0) return null;
  return (
    <Alert
      type="warning"
      showIcon
      style={{ marginBottom: 16 }}
      data-testid="replay-schedule-notice"
      title={replayScheduleNotice(site.season, replay.derivedGames, replay.games)}
    />
  );
}
