import { describe, expect, it } from 'vitest';
import type { AiPick, PropLine } from '@edgeboard/domain';
import { closesByBook, playOutcomes, summarizePlays } from './demo-plays-stats';

const pull = (over: number, under: number, at: string, line = 45.5): PropLine =>
  ({
    id: `l-${at}`,
    game_id: 'g1',
    player_id: 'p1',
    stat_type: 'receptions',
    sportsbook: 'DK',
    line_value: line,
    over_odds: over,
    under_odds: under,
    pulled_at: at,
  }) as PropLine;

const pick = (over: Partial<AiPick>): AiPick =>
  ({
    game_id: 'g1',
    player_id: 'p1',
    stat_type: 'receptions',
    sportsbook: 'DK',
    pick: 'over',
    line_value: 45.5,
    odds: 100,
    verdict: 'play',
    result: 'win',
    profit: 1,
    ev: 0.02,
    ...over,
  }) as AiPick;

describe('demo plays figures', () => {
  it('takes each book’s last pull before kickoff as its close, and the app’s CLV against it', () => {
    const kickoff = new Map([['g1', Date.parse('2025-09-07T17:00:00Z')]]);
    const closes = closesByBook(
      [
        pull(-110, -110, '2025-09-02T18:00:00Z'),
        pull(-120, 100, '2025-09-07T16:00:00Z'),
        pull(-200, 150, '2025-09-07T18:00:00Z'), // after kickoff: not the close
      ],
      kickoff,
    );
    const [play] = playOutcomes([pick({})], closes, 7);
    // Fair over at -120/+100 is 0.5217; the +100 price implies 0.5.
    expect(play?.clv).toBeCloseTo(0.0217, 4);
    expect(play?.cluster).toBe('7|g1');
    // A close at another line has no CLV; no-plays and ungraded picks are left out.
    const moved = closesByBook([pull(-110, -110, '2025-09-07T16:00:00Z', 46.5)], kickoff);
    expect(playOutcomes([pick({})], moved)[0]?.clv).toBeNull();
    expect(
      playOutcomes([pick({ verdict: 'no_play' }), pick({ result: null, profit: null })], closes),
    ).toEqual([]);
  });

  it('summarises ROI with an interval clustered by game, units, CLV and beat-the-close', () => {
    const plays = [
      { statType: 's', cluster: 'a', ev: 0.02, profit: 1, clv: 0.01 },
      { statType: 's', cluster: 'a', ev: 0.04, profit: 1, clv: -0.01 },
      { statType: 's', cluster: 'b', ev: 0.03, profit: -1, clv: 0.02 },
      { statType: 's', cluster: 'c', ev: 0.03, profit: -1, clv: null },
    ];
    const s = summarizePlays(plays);
    expect(s).toMatchObject({ n: 4, wins: 2, losses: 2, pushes: 0, units: 0, roi: 0, clvCount: 3 });
    expect(s.claimedEv).toBeCloseTo(0.03, 12);
    expect(s.meanClv).toBeCloseTo(0.02 / 3, 12);
    expect(s.beatClose).toBeCloseTo(2 / 3, 12);
    // Game sums of (profit - ROI): 2, -1, -1; variance 6 x 3/2 / 16; half-width 1.96 x its root.
    const half = 1.959964 * Math.sqrt((6 * 1.5) / 16);
    expect(s.roiHigh).toBeCloseTo(half, 6);
    expect(s.roiLow).toBeCloseTo(-half, 6);
    expect(s.claimInside).toBe(true);
  });
});
