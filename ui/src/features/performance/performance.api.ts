import {
  CalibrationResponse,
  PerformanceDataResponse,
  PerformanceSummary,
  type PerformanceQueryInput,
  type PerformanceSummaryQuery,
} from '@edgeboard/domain';
import { api } from '@/lib/api';

export const performanceApi = api.injectEndpoints({
  endpoints: (build) => ({
    performanceSummary: build.query<PerformanceSummary, PerformanceSummaryQuery>({
      query: (params) => ({ url: 'performance/summary', params }),
      responseSchema: PerformanceSummary,
    }),
    performanceData: build.query<PerformanceDataResponse, PerformanceQueryInput>({
      query: (params) => ({ url: 'performance/data', params }),
      responseSchema: PerformanceDataResponse,
    }),
    performanceCalibration: build.query<CalibrationResponse, PerformanceSummaryQuery>({
      query: (params) => ({ url: 'performance/calibration', params }),
      responseSchema: CalibrationResponse,
    }),
  }),
});

export const { usePerformanceSummaryQuery, usePerformanceDataQuery, usePerformanceCalibrationQuery } =
  performanceApi;
