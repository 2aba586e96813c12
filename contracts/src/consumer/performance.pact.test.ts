import { performanceApi } from '@edgeboard/ui/src/features/performance/performance.api';
import { recordApi } from '@edgeboard/ui/src/features/record/record.api';
import { describe, expect, it } from 'vitest';
import { shapeOf } from '../shape';
import { STATE } from '../states';
import { calibration, performanceData, performanceSummary, publicRecord } from './examples';
import { api } from './interaction';

const page = { page: 1, limit: 25, sortBy: 'date' as const, sortOrder: 'desc' as const };

describe('performance (ui/src/features/performance/performance.api.ts)', () => {
  it('loads the summary cards', async () => {
    const fractional = ['value', 'low', 'high', 'profitLoss'];
    const summary = await api('a request for the performance summary of the plays', STATE.picks)
      .get('/api/performance/summary', { view: 'plays' })
      .answers(200, shapeOf(performanceSummary, { fractional }))
      .data((ui) => ui.dispatch(performanceApi.endpoints.performanceSummary.initiate({ view: 'plays' })));
    expect(summary.headline?.graded).toBeGreaterThan(0);
    expect(summary.categories?.length).toBeGreaterThan(0);
  });

  it('loads a page of graded picks', async () => {
    const graded = await api('a request for a page of graded picks', STATE.picks)
      .get('/api/performance/data', { page: '1', limit: '25', sortBy: 'date', sortOrder: 'desc' })
      .answers(200, shapeOf(performanceData))
      .data((ui) => ui.dispatch(performanceApi.endpoints.performanceData.initiate(page)));
    expect(graded.data.length).toBeGreaterThan(0);
  });

  it('answers 400 to a page that does not exist', () =>
    api('a request for page 0 of the graded picks')
      .get('/api/performance/data', { page: '0', limit: '25', sortBy: 'date', sortOrder: 'desc' })
      .invalid()
      .refuses((ui) => ui.dispatch(performanceApi.endpoints.performanceData.initiate({ ...page, page: 0 }))));

  it('loads the Edge Score calibration', async () => {
    const bins = await api('a request for the Edge Score calibration', STATE.picks)
      .get('/api/performance/calibration')
      .answers(200, shapeOf(calibration, { fractional: ['promised', 'actual'] }))
      .data((ui) => ui.dispatch(performanceApi.endpoints.performanceCalibration.initiate({})));
    expect(bins).toBeDefined();
  });

  it('loads a page of the public track record’s plays, with their headline', async () => {
    const fractional = ['line', 'profit', 'promised', 'hitRate', 'low', 'high', 'brier', 'ece', 'value'];
    const record = await api('a request for the first page of the plays of a season', STATE.picks)
      .get('/api/performance/record', { season: '2025', view: 'plays', page: '1' })
      .answers(200, shapeOf(publicRecord, { fractional }))
      .data((ui) =>
        ui.dispatch(recordApi.endpoints.publicRecord.initiate({ season: 2025, view: 'plays', page: 1 })),
      );
    expect(record.rows.length).toBeGreaterThan(0);
    expect(record.meta.page).toBe(1);
    expect(record.headline.graded).toBe(record.meta.totalItems);
  });

  it('answers 400 to a page larger than the record allows', () =>
    api('a request for a page of 500 rows of the public track record')
      .get('/api/performance/record', { limit: '500' })
      .invalid()
      .refuses((ui) => ui.dispatch(recordApi.endpoints.publicRecord.initiate({ limit: 500 }))));

  it('answers 400 to a week that does not exist', () =>
    api('a request for the public track record of week 19')
      .get('/api/performance/record', { week: '19' })
      .invalid()
      .refuses((ui) => ui.dispatch(recordApi.endpoints.publicRecord.initiate({ week: 19 }))));
});
