// The dev mock's Performance Review: the API's use cases (application/src/performance) on the demo world's
// graded picks, so the summary counts plays only and the calibration every pick, as the server does.
import {
  CalibrationResponse,
  PerformanceDataResponse,
  PerformanceQuery,
  PerformanceSummary,
  PerformanceSummaryQuery,
} from '@edgeboard/domain';
import { getPerformanceData } from '@edgeboard/application/performance/get-performance-data/get-performance-data';
import { demoWorld } from './demo-world';
import { getWithQuery } from './query-route';
import { subscriberRepos } from './subscriber-repositories';

export function performanceMockHandlers(base: string) {
  return [
    getWithQuery(`${base}/api/performance/summary`, PerformanceSummaryQuery, PerformanceSummary, (q) =>
      subscriberRepos(demoWorld()).performance.summary(q),
    ),
    getWithQuery(`${base}/api/performance/calibration`, PerformanceSummaryQuery, CalibrationResponse, (q) =>
      subscriberRepos(demoWorld()).performance.calibration(q),
    ),
    getWithQuery(`${base}/api/performance/data`, PerformanceQuery, PerformanceDataResponse, (q) =>
      getPerformanceData(subscriberRepos(demoWorld()), q),
    ),
  ];
}
