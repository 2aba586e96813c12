import { describe, expect, it } from 'vitest';
import { applyCalibration } from './calibration';
import { loadDefaultModel } from './default-model';
import { assertEngineModel } from './model-check';
import { ENGINE_STAT_TYPES } from './types';

describe('default model', () => {
  it('is fitted and isotonic-calibrated on the real seasons 2018-2023', () => {
    const model = loadDefaultModel();
    expect(model.trainSeasons).toEqual([2018, 2019, 2020, 2021, 2022, 2023]);
    for (const statType of ENGINE_STAT_TYPES) {
      const m = model.stats[statType];
      expect(m.calibration.kind).toBe('isotonic');
      expect(m.trainingProps).toBeGreaterThan(1000);
      let prev = 0;
      for (let p = 0; p <= 1; p += 0.01) {
        const q = applyCalibration(m.calibration, p);
        expect(q).toBeGreaterThanOrEqual(prev);
        prev = q;
      }
    }
  });

  it('rejects a malformed model', () => {
    expect(() => assertEngineModel({ version: 2 })).toThrow(/unsupported version/);
    const good = loadDefaultModel();
    const broken = {
      ...good,
      stats: {
        ...good.stats,
        receptions: { ...good.stats.receptions, calibration: { kind: 'isotonic', x: [0.1], y: [] } },
      },
    };
    expect(() => assertEngineModel(broken)).toThrow(/receptions.calibration knots/);
    const stale = {
      ...good,
      stats: { ...good.stats, touchdowns: { ...good.stats.touchdowns, meanFeatures: ['ewmaShort'] } },
    };
    expect(() => assertEngineModel(stale)).toThrow(/re-run npm run calibrate/);
  });
});
