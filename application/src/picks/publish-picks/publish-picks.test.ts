import { describe, expect, it } from 'vitest';
import { kitClock } from '../../props/props-test-kit';
import { kitLine, kitLines, kitPicks, kitStableId } from '../../admin/catalogue-test-kit';
import { publishDuePicks } from './publish-picks';

function deps() {
  const picks = kitPicks();
  return {
    ...{ clock: kitClock, picks, stableId: kitStableId },
    games: {
      forWeek: (s: number, w: number) =>
        Promise.resolve(picks.games.filter((g) => g.season === s && g.week === w)),
    },
    // g6b kicks off 9h20 after the kit's instant; g6 has kicked off.
    propLines: kitLines([kitLine('l1', 'p02'), kitLine('l2', 'p01', { game_id: 'g6' })]),
    players: { all: () => Promise.resolve([]) },
    gameLogs: { forSeasons: () => Promise.resolve([]) },
  };
}

describe("publishing the picks of games about to kick off (hosted mode's picks.publish)", () => {
  it("prices only the lines of games kicking off within the lead time, and only once they're due", async () => {
    expect(await publishDuePicks(deps(), 60)).toEqual({ games: 0, lines: 0, published: 0, skipped: [] });
    const due = await publishDuePicks(deps(), 10 * 60);
    expect(due).toEqual({
      games: 1,
      lines: 1,
      published: 0,
      skipped: [{ player: 'Player p02', stat_type: 'receiving_yards', reason: 'Unknown player' }],
    });
  });
});
