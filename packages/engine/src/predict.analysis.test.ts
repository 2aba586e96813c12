import { cleanAnalysis, parseFinalRecommendation } from '@edgeboard/domain';
import { describe, expect, it } from 'vitest';
import { buildHistory } from './history';
import { predictProp } from './predict';
import { ENGINE_STAT_TYPES } from './types';
import { handModel, league } from './predict-test-kit';

describe('predictProp: analysis', () => {
  const history = buildHistory(league());
  const model = handModel({ meanCoefficients: [0, 0.5, 0.5, 0, 0, 0, 0] });

  it('writes a final recommendation the domain can parse, with figures from the log', () => {
    const p = predictProp(
      {
        playerId: 'BBB-wr',
        statType: 'receiving_yards',
        line: 70.5,
        season: 2041,
        week: 12,
        opponent: 'CCC',
        overOdds: -120,
        underOdds: 100,
      },
      history,
      model,
    )!;
    const parsed = parseFinalRecommendation(p.analysis.final_recommendation);
    expect(parsed.headline).toBe(`${p.call.toUpperCase()} 70.5 receiving yards — Edge Score ${p.edgeScore}`);
    expect(parsed.confidence).toBe(p.edgeScore);
    expect(parsed.supportingFactors).toEqual(p.analysis.supporting_factors);
    expect(parsed.concerns).toEqual(p.analysis.concerns);
    expect(p.analysis.supporting_factors.length + p.analysis.concerns.length).toBeGreaterThan(2);
    const last5 = history.players
      .get('BBB-wr')!
      .games.filter((g) => g.season === 2041 && g.week < 12)
      .slice(-5);
    const avg5 = last5.reduce((a, g) => a + g.receivingYards, 0) / 5;
    const all = [...p.analysis.supporting_factors, ...p.analysis.concerns].join('\n');
    expect(all).toContain(
      `Averaging ${avg5.toFixed(1)} receiving yards in his last 5 games, ${Math.abs(avg5 - 70.5).toFixed(1)}`,
    );
    expect(p.analysis.summary).toContain(p.mean.toFixed(1));
    expect(p.analysis.weather_impact).toBeNull();
    expect(p.condensedReasoning.length).toBeLessThanOrEqual(150);
    expect(p.reasoning).toContain('70.5');
  });

  it('gives five 0-100 factors and the recent games with labels', () => {
    const p = predictProp(
      { playerId: 'AAA-rb', statType: 'rushing_yards', line: 60.5, season: 2041, week: 3, opponent: 'DDD' },
      history,
      model,
    )!;
    expect(p.analysis.factors.map((f) => f.description.split(':')[0])).toEqual([
      'Recent form',
      'Season form',
      'Opponent matchup',
      'Volume/usage trend',
      'Consistency',
    ]);
    for (const f of p.analysis.factors) {
      expect(Number.isInteger(f.value)).toBe(true);
      expect(f.value).toBeGreaterThanOrEqual(0);
      expect(f.value).toBeLessThanOrEqual(100);
    }
    expect(p.analysis.historicalGames).toHaveLength(10);
    expect(p.analysis.historicalGames.at(-1)).toEqual({
      date: '2041 W2',
      points: history.players.get('AAA-rb')!.games.find((g) => g.season === 2041 && g.week === 2)!
        .rushingYards,
    });
  });

  it('uses game dates when the log has them', () => {
    const rows = league().map((r) => ({ ...r, date: `${r.season}-09-${String(r.week).padStart(2, '0')}` }));
    const p = predictProp(
      { playerId: 'AAA-wr', statType: 'receptions', line: 4.5, season: 2041, week: 5, opponent: 'BBB' },
      buildHistory(rows),
      model,
    )!;
    expect(p.analysis.historicalGames.at(-1)?.date).toBe('2041-09-04');
  });

  it("needs no tidying by the domain's display rules", () => {
    for (const statType of ENGINE_STAT_TYPES) {
      for (const week of [4, 9, 15]) {
        for (const playerId of ['AAA-qb', 'BBB-rb', 'CCC-wr']) {
          const p = predictProp(
            {
              playerId,
              statType,
              line: statType === 'touchdowns' ? 0.5 : 3.5,
              season: 2041,
              week,
              opponent: 'AAA',
            },
            history,
            model,
          );
          if (!p) continue;
          expect(cleanAnalysis(p.analysis, { confidence: p.edgeScore, pickDirection: p.call })).toEqual(
            p.analysis,
          );
        }
      }
    }
  });
});
