import { performanceApi } from '@edgeboard/ui/src/features/performance/performance.api';
import { recordApi } from '@edgeboard/ui/src/features/record/record.api';
import { describe, expect, it } from 'vitest';
import { apiErrorShape, JSON_CONTENT, shapeOf } from '../shape';
import { STATE } from '../states';
import { calibration, performanceData, performanceSummary, publicRecord } from './examples';
import { apiPact, dataOf, uiStore } from './harness';

const page = { page: 1, limit: 25, sortBy: 'date' as const, sortOrder: 'desc' as const };

describe('performance (ui/src/features/performance/performance.api.ts)', () => {
  it('loads the summary cards', async () => {
    await apiPact()
      .addInteraction()
      .given(STATE.picks)
      .uponReceiving('a request for the performance summary')
      .withRequest('GET', '/api/performance/summary')
      .willRespondWith(200, (b) => b.headers(JSON_CONTENT).jsonBody(shapeOf(performanceSummary)))
      .executeTest(async (server) => {
        const result = await uiStore(server, 'signed-out').dispatch(
          performanceApi.endpoints.performanceSummary.initiate({}),
        );
        expect(dataOf(result)).toBeDefined();
      });
  });

  it('loads a page of graded picks', async () => {
    await apiPact()
      .addInteraction()
      .given(STATE.picks)
      .uponReceiving('a request for a page of graded picks')
      .withRequest('GET', '/api/performance/data', (b) =>
        b.query({ page: '1', limit: '25', sortBy: 'date', sortOrder: 'desc' }),
      )
      .willRespondWith(200, (b) => b.headers(JSON_CONTENT).jsonBody(shapeOf(performanceData)))
      .executeTest(async (server) => {
        const result = await uiStore(server, 'signed-out').dispatch(
          performanceApi.endpoints.performanceData.initiate(page),
        );
        expect(dataOf(result).data.length).toBeGreaterThan(0);
      });
  });

  it('answers 400 to a page that does not exist', async () => {
    const invalid = { ...page, page: 0 };
    await apiPact()
      .addInteraction()
      .uponReceiving('a request for page 0 of the graded picks')
      .withRequest('GET', '/api/performance/data', (b) =>
        b.query({ page: '0', limit: '25', sortBy: 'date', sortOrder: 'desc' }),
      )
      .willRespondWith(400, (b) => b.headers(JSON_CONTENT).jsonBody(apiErrorShape('invalid_request')))
      .executeTest(async (server) => {
        const result = await uiStore(server, 'signed-out').dispatch(
          performanceApi.endpoints.performanceData.initiate(invalid),
        );
        expect(result.error).toMatchObject({ status: 400 });
      });
  });

  it('loads the Edge Score calibration', async () => {
    await apiPact()
      .addInteraction()
      .given(STATE.picks)
      .uponReceiving('a request for the Edge Score calibration')
      .withRequest('GET', '/api/performance/calibration')
      .willRespondWith(200, (b) =>
        b.headers(JSON_CONTENT).jsonBody(shapeOf(calibration, { fractional: ['promised', 'actual'] })),
      )
      .executeTest(async (server) => {
        const result = await uiStore(server, 'signed-out').dispatch(
          performanceApi.endpoints.performanceCalibration.initiate({}),
        );
        expect(dataOf(result)).toBeDefined();
      });
  });

  it('loads the public track record', async () => {
    await apiPact()
      .addInteraction()
      .given(STATE.picks)
      .uponReceiving('a request for the public track record of a season')
      .withRequest('GET', '/api/performance/record', (b) => b.query({ season: '2025' }))
      .willRespondWith(200, (b) =>
        b.headers(JSON_CONTENT).jsonBody(
          shapeOf(publicRecord, {
            fractional: ['line', 'profit', 'promised', 'hitRate', 'low', 'high', 'brier', 'ece'],
          }),
        ),
      )
      .executeTest(async (server) => {
        const result = await uiStore(server, 'signed-out').dispatch(
          recordApi.endpoints.publicRecord.initiate({ season: 2025 }),
        );
        expect(dataOf(result).rows.length).toBeGreaterThan(0);
      });
  });

  it('answers 400 to a week that does not exist', async () => {
    await apiPact()
      .addInteraction()
      .uponReceiving('a request for the public track record of week 19')
      .withRequest('GET', '/api/performance/record', (b) => b.query({ week: '19' }))
      .willRespondWith(400, (b) => b.headers(JSON_CONTENT).jsonBody(apiErrorShape('invalid_request')))
      .executeTest(async (server) => {
        const result = await uiStore(server, 'signed-out').dispatch(
          recordApi.endpoints.publicRecord.initiate({ week: 19 }),
        );
        expect(result.error).toMatchObject({ status: 400 });
      });
  });
});
