// The mock back end builds its demo world at the machine's date, as a browser would (demo-world.ts). Its tests pin
// that date so they never depend on today's: between Monday night's kickoff and the next week's lines (Tuesday
// 00:15-12:00 UTC) every pick of the current week has started, and tests that need an upcoming pick found none.
// A Saturday of the season (demo week 10, before its Sunday games), the same as the contracts' mock-drift test.
import { beforeAll } from 'vitest';
import { buildWorldAt } from './demo-world';

export const MOCK_TEST_NOW = new Date('2026-11-21T05:00:00Z');

/**
 * Call at the top of a mock test file, before anything builds the world. Only the world's date is pinned: the
 * clock itself runs, so what the mock stamps while a test runs (activity, sessions) keeps its order.
 */
export function pinMockWorldDate(): void {
  beforeAll(() => {
    buildWorldAt(MOCK_TEST_NOW);
  });
}
