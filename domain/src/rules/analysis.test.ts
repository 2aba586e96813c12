import { describe, expect, it } from 'vitest';
import type { PropAnalysis } from '../entities/prop';
import { analysisExcerpt, cleanAnalysis, parseFinalRecommendation } from './analysis';

const base: PropAnalysis = {
  supporting_factors: [],
  concerns: [],
  factors: [{ description: 'Recent form', value: 70 }],
  historicalGames: [{ date: '2024-09-08', points: 250 }],
  summary: 'Summary.',
  weather_impact: null,
  final_recommendation: 'Take the over.',
};

describe('cleanAnalysis', () => {
  it('drops concerns mentioning confidence only when confidence is above 70', () => {
    const a = { ...base, concerns: ['Low Confidence in the matchup', 'Injury risk'] };
    expect(cleanAnalysis(a, { confidence: 71, pickDirection: 'Over' }).concerns).toEqual(['Injury risk']);
    expect(cleanAnalysis(a, { confidence: 70, pickDirection: 'Over' }).concerns).toEqual([
      'Low Confidence in the matchup',
      'Injury risk',
    ]);
  });

  it('moves an average-above concern to the end of supporting factors on an Over or Yes pick', () => {
    const a = {
      ...base,
      supporting_factors: ['Soft defense'],
      concerns: ['He is averaging 80 yards, above the line', 'Wind', 'Season average over 75'],
    };
    for (const dir of ['Over', 'yes', 'OVER']) {
      const out = cleanAnalysis(a, { confidence: 60, pickDirection: dir });
      expect(out.supporting_factors).toEqual([
        'Soft defense',
        'He is averaging 80 yards, above the line',
        'Season average over 75',
      ]);
      expect(out.concerns).toEqual(['Wind']);
    }
  });

  it('moves an average-below concern on an Under or No pick, but not an average-above one', () => {
    const a = { ...base, concerns: ['Average sits below the line', 'Average is above the line'] };
    for (const dir of ['Under', 'No']) {
      const out = cleanAnalysis(a, { confidence: 60, pickDirection: dir });
      expect(out.supporting_factors).toEqual(['Average sits below the line']);
      expect(out.concerns).toEqual(['Average is above the line']);
    }
  });

  it('needs both the average word and the side word', () => {
    const a = { ...base, concerns: ['Yards above expectation', 'Average game script'] };
    const out = cleanAnalysis(a, { confidence: 60, pickDirection: 'Over' });
    expect(out.concerns).toEqual(['Yards above expectation', 'Average game script']);
    expect(out.supporting_factors).toEqual([]);
  });

  it('de-duplicates case- and whitespace-insensitively, keeping the first and the order', () => {
    const a = {
      ...base,
      supporting_factors: ['Strong  form', 'Good matchup', 'strong form ', 'Average above line'],
      concerns: ['Wind', ' WIND', 'Rain', 'average above  LINE'],
    };
    const out = cleanAnalysis(a, { confidence: 50, pickDirection: 'Over' });
    expect(out.supporting_factors).toEqual(['Strong  form', 'Good matchup', 'Average above line']);
    expect(out.concerns).toEqual(['Wind', 'Rain']);
  });

  it('returns a new object, leaves other fields and the input untouched, handles empty lists', () => {
    const a = { ...base, concerns: ['Confidence is shaky'] };
    const out = cleanAnalysis(a, { confidence: 90, pickDirection: 'Over' });
    expect(out).not.toBe(a);
    expect(a.concerns).toEqual(['Confidence is shaky']);
    expect(out.concerns).toEqual([]);
    expect(out.factors).toEqual(base.factors);
    expect(out.summary).toBe('Summary.');
    expect(cleanAnalysis(base, { confidence: 90, pickDirection: 'Under' })).toEqual(base);
  });
});

describe('parseFinalRecommendation', () => {
  it('parses the engine format', () => {
    const text = [
      '',
      'Take the OVER on Josh Allen 245.5 passing yards',
      'Confidence: 78%',
      '',
      'Supporting Factors:',
      '- Averaging 262 yards over his last 5',
      '• Opponent allows 7.4 yards per attempt',
      'Concerns:',
      '- Wind 15 mph',
    ].join('\n');
    expect(parseFinalRecommendation(text)).toEqual({
      headline: 'Take the OVER on Josh Allen 245.5 passing yards',
      confidence: 78,
      supportingFactors: ['Averaging 262 yards over his last 5', 'Opponent allows 7.4 yards per attempt'],
      concerns: ['Wind 15 mph'],
      notes: [],
    });
  });

  it('clamps the confidence and accepts CRLF and any case', () => {
    const out = parseFinalRecommendation('Pick\r\nconfidence: 140%\r\nCONCERNS:\r\n- One');
    expect(out.confidence).toBe(100);
    expect(out.concerns).toEqual(['One']);
    expect(parseFinalRecommendation('Pick\nConfidence: 64.6%').confidence).toBe(65);
  });

  it('gives null and empty lists for missing parts; plain text gives its first line', () => {
    expect(parseFinalRecommendation('Just take the under.\nSecond line.')).toEqual({
      headline: 'Just take the under.',
      confidence: null,
      supportingFactors: [],
      concerns: [],
      notes: ['Second line.'],
    });
    expect(parseFinalRecommendation('')).toEqual({
      headline: '',
      confidence: null,
      supportingFactors: [],
      concerns: [],
      notes: [],
    });
    expect(parseFinalRecommendation(null).headline).toBe('');
  });

  it('ignores bullets outside a section and lines that are not bullets', () => {
    const out = parseFinalRecommendation(
      'H\n- stray\nSupporting Factors:\n- a\nnote\n- after note\nConcerns:\n-\n- b',
    );
    expect(out.supportingFactors).toEqual(['a']);
    expect(out.concerns).toEqual(['b']);
    expect(out.notes).toEqual(['note']);
  });
});

describe('analysisExcerpt', () => {
  const s150 = 'x'.repeat(150);

  it('uses a non-empty condensed text first', () => {
    expect(analysisExcerpt('Long text.', 'Short take.')).toBe('Short take.');
    expect(analysisExcerpt('Long text.', '   ')).toBe('Long text.');
    expect(analysisExcerpt('Long text.', null)).toBe('Long text.');
  });

  it('shows text of at most 150 characters whole', () => {
    expect(analysisExcerpt(s150)).toBe(s150);
    const withMarks = `${'a'.repeat(70)}. ${'b'.repeat(70)}. ${'c'.repeat(5)}`;
    expect(withMarks.length).toBeLessThanOrEqual(150);
    expect(analysisExcerpt(withMarks)).toBe(withMarks);
  });

  it('cuts 151+ characters without a sentence mark to 150 and ...', () => {
    expect(analysisExcerpt(`${s150}y`)).toBe(`${s150}...`);
  });

  it('keeps the first two sentences of longer text, joined by one space', () => {
    const text = `Allen has thrown for 260+ in four straight. The Jets allow 7.1 yards per attempt!   Is the wind a worry? ${'z'.repeat(80)}`;
    expect(text.length).toBeGreaterThan(150);
    expect(analysisExcerpt(text)).toBe(
      'Allen has thrown for 260+ in four straight. The Jets allow 7.1 yards per attempt!',
    );
  });

  it('does not break a sentence at a decimal point', () => {
    const text = `Line is 245.5 and he averages 262.3 yards over ten games with a strong trend in his favour this season. ${'w'.repeat(60)}`;
    expect(analysisExcerpt(text)).toBe(
      'Line is 245.5 and he averages 262.3 yards over ten games with a strong trend in his favour this season.',
    );
  });

  it('falls back when empty or missing', () => {
    expect(analysisExcerpt('')).toBe('No analysis available');
    expect(analysisExcerpt('   ')).toBe('No analysis available');
    expect(analysisExcerpt(undefined)).toBe('No analysis available');
    expect(analysisExcerpt(null, '')).toBe('No analysis available');
  });
});
