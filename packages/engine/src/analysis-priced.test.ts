import { evPercentOf, formatSignedPercent, parseFinalRecommendation, roundStored } from '@edgeboard/domain';
import { describe, expect, it } from 'vitest';
import { buildHistory } from './history';
import { predictProp } from './predict';
import { handModel, league } from './predict-test-kit';
import type { BookQuote, EngineModel, PropInput } from './types';

const history = buildHistory(league());
const prop: PropInput = {
  playerId: 'BBB-wr',
  statType: 'receiving_yards',
  line: NaN,
  season: 2041,
  week: 12,
  opponent: 'CCC',
};
const base = handModel({ meanCoefficients: [0, 0.5, 0.5, 0, 0, 0, 0] });
const withWeight = (weight: number, evidence: number): EngineModel => ({
  ...base,
  market: { source: 'test lines', blends: { receiving_yards: { bias: 0, weight, evidence, gain: 3 } } },
});
const quote = (sportsbook: string, line: number, overOdds: number, underOdds: number): BookQuote => ({
  sportsbook,
  line,
  overOdds,
  underOdds,
});

/** Priced at a line under the model's projection, with the books favouring the under. */
function againstTheModel(model: EngineModel = base) {
  const modelOnly = predictProp({ ...prop, line: 60.5 }, history, model)!;
  const line = Math.floor(modelOnly.mean) - 9.5;
  const books = [quote('DraftKings', line, 120, -140), quote('FanDuel', line, 115, -125)];
  return predictProp(prop, history, model, { books })!;
}

describe('the analysis of a pick priced against the books', () => {
  it('follows the market, says the model disagrees and why the call does not follow it', () => {
    const p = againstTheModel();
    expect(p.call).toBe('under');
    expect(p.mean).toBeGreaterThan(p.line);
    const { supporting_factors: support, concerns, summary } = p.analysis;
    expect(support[0]).toMatch(
      /^The market makes the under the likelier side: the no-vig (?:price at FanDuel|consensus of DraftKings and FanDuel) gives the under \d+\.\d%$/,
    );
    const modelConcern = concerns.find((c) => c.startsWith('The model disagrees'));
    expect(modelConcern).toContain(`projects ${p.mean.toFixed(1)} receiving yards`);
    expect(modelConcern).toContain('; the call does not follow it because no real lines have yet tested it');
    // No sentence lists the model's projection as support for the under.
    expect(support.join(' ')).not.toContain('projects');
    expect(summary).toMatch(/^(Play|No play): /);
    expect(summary).toContain('the call does not follow it because');
  });

  it('prints the verdict, break-even and EV exactly as the page does, and agrees with the Market figures', () => {
    const p = againstTheModel();
    const m = p.market!;
    expect(m.best).toEqual({ sportsbook: 'FanDuel', odds: -125 });
    const ev = formatSignedPercent(evPercentOf(roundStored(m.ev!)));
    expect(p.analysis.summary).toContain(`${ev} expected value`);
    expect(p.analysis.summary).toContain('breaks even at 55.6%');
    expect(p.analysis.summary).toContain(
      `published probability is ${(roundStored(m.winProbability) * 100).toFixed(1)}%`,
    );
    const verdict = m.verdict === 'play' ? 'Play' : 'No play';
    expect(parseFinalRecommendation(p.analysis.final_recommendation).headline).toBe(
      `UNDER ${p.line} receiving yards — ${verdict}`,
    );
  });

  it('writes a final recommendation that does not repeat the lists above it', () => {
    const p = againstTheModel();
    const parsed = parseFinalRecommendation(p.analysis.final_recommendation);
    expect(parsed.supportingFactors).toEqual([]);
    expect(parsed.concerns).toEqual([]);
    expect(parsed.confidence).toBe(p.edgeScore);
    for (const item of [...p.analysis.supporting_factors, ...p.analysis.concerns]) {
      expect(p.analysis.final_recommendation).not.toContain(item);
    }
    expect(parsed.notes.join(' ')).toMatch(/supporting factors? and \d+ concerns?/);
  });

  it('lists an agreeing model as support, and names the weight it earned', () => {
    const modelOnly = predictProp({ ...prop, line: 60.5 }, history, base)!;
    const line = Math.floor(modelOnly.mean) - 9.5;
    const p = predictProp(prop, history, withWeight(0.3, 1200), {
      books: [quote('DraftKings', line, -130, 110)],
    })!;
    expect(p.call).toBe('over');
    const agree = p.analysis.supporting_factors.find((s) => s.startsWith('The model agrees'));
    expect(agree).toContain(
      'it carries 30% of the price, the weight it earned against the market out of sample on 1,200 settled receiving yards props',
    );
  });

  it('says a model with evidence but no weight has not beaten the market at its own line', () => {
    const p = againstTheModel(withWeight(0, 2133));
    expect(p.analysis.concerns.join(' ')).toContain(
      'it has not beaten the market at its own line out of sample (2,133 settled receiving yards props of real lines), so it carries no weight in the price',
    );
  });

  it('keeps its card excerpt to the verdict and the market, within 150 characters', () => {
    const p = againstTheModel();
    expect(p.condensedReasoning).toMatch(
      /^UNDER \d+\.5 — (Play: EV [+−]\d+\.\d% at -125 FanDuel|No play: .+)\. The market gives the under \d+\.\d%\.$/,
    );
    expect(p.condensedReasoning.length).toBeLessThanOrEqual(150);
  });
});
