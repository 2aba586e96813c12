import { describe, expect, it } from 'vitest';
import { assertDependenceModel, pairKey } from './parlay/dependence';
import { loadParlayDependence } from './parlay-dependence';

describe('loadParlayDependence', () => {
  it('loads the committed model, fitted on 2018-2022 (never 2024), with a QB-receiver correlation', () => {
    const model = loadParlayDependence();
    expect(model.fittedOn).toEqual([2018, 2019, 2020, 2021, 2022]);
    const key = pairKey(
      'team',
      { role: 'QB', statType: 'passing_yards' },
      { role: 'WR', statType: 'receiving_yards' },
    );
    expect(model.pairs[key]?.correlation).toBeGreaterThan(0.1);
    for (const e of Object.values(model.pairs)) expect(Math.abs(e.correlation)).toBeLessThanOrEqual(1);
  });

  it('refuses a malformed model', () => {
    expect(() => assertDependenceModel({ pairs: {} })).toThrow(/fittedOn/);
    expect(() => assertDependenceModel({ fittedOn: [], pairs: { 'x|y': { correlation: 0.1 } } })).toThrow(
      /bad pair key/,
    );
    expect(() =>
      assertDependenceModel({
        fittedOn: [],
        pairs: { 'team|QB:passing_yards|WR:receptions': { correlation: 2 } },
      }),
    ).toThrow(/bad correlation/);
  });
});
