import { describe, expect, it } from 'vitest';
import type { AiPick, PropLine } from '../entities/prop';
import { isPricedFromLine, picksPricedFromLine } from './prop-line-picks';

const line: PropLine = {
  id: 'line-1',
  player: 'Josh Allen',
  player_id: 'p-allen',
  stat_type: 'passing_yards',
  line_value: 245.5,
  odds: -110,
  sportsbook: 'DraftKings',
  game_id: 'g1',
  season: 2025,
  week: 10,
  pulled_at: '2025-11-04T14:00:00.000Z',
  updated_at: '2025-11-04T14:00:00.000Z',
};

function pick(id: string, over: Partial<AiPick> = {}): AiPick {
  return {
    id,
    player: 'Josh Allen',
    player_id: 'p-allen',
    opponent: 'MIA',
    stat_type: 'passing_yards',
    pick: 'over',
    line_value: 245.5,
    confidence: 55,
    reasoning: '',
    analysis: {
      supporting_factors: [],
      concerns: [],
      factors: [],
      historicalGames: [],
      summary: '',
      final_recommendation: '',
    },
    season: 2025,
    week: 10,
    sportsbook: 'FanDuel',
    result: null,
    actual_value: null,
    profit: null,
    graded_at: null,
    created_at: '2025-11-04T14:05:00.000Z',
    ...over,
  };
}

describe('picksPricedFromLine', () => {
  it("lists the week's picks of the line's player and stat type, highest Edge Score first", () => {
    const picks = [
      pick('a', { confidence: 52 }),
      pick('b', { confidence: 58, result: 'win' }),
      pick('other-week', { week: 9 }),
      pick('other-stat', { stat_type: 'rushing_yards' }),
      pick('other-player', { player: 'James Cook', player_id: 'p-cook' }),
    ];
    expect(picksPricedFromLine(line, picks)).toEqual([
      {
        id: 'b',
        player: 'Josh Allen',
        stat_type: 'passing_yards',
        pick: 'over',
        line_value: 245.5,
        confidence: 58,
        season: 2025,
        week: 10,
        sportsbook: 'FanDuel',
        result: 'win',
      },
      expect.objectContaining({ id: 'a', result: null }),
    ]);
  });

  it('matches by name (any case) when either side has no player id', () => {
    expect(isPricedFromLine(pick('x', { player_id: null, player: 'josh allen ' }), line)).toBe(true);
    expect(isPricedFromLine(pick('x'), { ...line, player_id: null })).toBe(true);
    // Two players with one name: the ids decide.
    expect(isPricedFromLine(pick('x', { player_id: 'p-other' }), line)).toBe(false);
  });

  it('finds nothing for a line without a week (no game): generation never reads it', () => {
    const { season: _s, week: _w, ...noWeek } = line;
    expect(picksPricedFromLine({ ...noWeek, game_id: null }, [pick('a')])).toEqual([]);
  });
});
