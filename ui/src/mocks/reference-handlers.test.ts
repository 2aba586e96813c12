// @vitest-environment node
import {
  AccessCheck,
  CalibrationResponse,
  NewsItem,
  NflGame,
  PerformanceDataResponse,
  PerformanceSummary,
  Plan,
  PlayerSummary,
  PublicArticle,
} from '@edgeboard/domain';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { demoWorld } from './demo-world';
import { call, json, serveMockBackend, signIn } from './mock-http-test-kit';

serveMockBackend();

describe('mock reference and performance', () => {
  it('answers the reference, news, scores, articles and performance calls', async () => {
    const { access_token: token, user } = await signIn('allstar@demo.edgeboard.dev');
    expect((await json(z.array(PlayerSummary), await call('/api/players'))).length).toBeGreaterThan(0);
    expect((await json(z.array(Plan), await call('/api/plans'))).length).toBeGreaterThan(0);
    expect(await json(z.array(NewsItem), await call('/api/news/rotoballer?limit=5', { token }))).toHaveLength(
      5,
    );
    const { season, currentWeek } = demoWorld().season;
    const games = await json(
      z.array(NflGame),
      await call(`/api/nfl/scoresbasic?season=${season}&week=${currentWeek}&seasonType=REG`),
    );
    expect(games.length).toBeGreaterThan(0);
    const articles = await json(z.array(PublicArticle), await call('/api/articles'));
    const first = articles[0]!;
    expect((await json(PublicArticle, await call(`/api/articles/${first.id}`))).id).toBe(first.id);
    expect((await call('/api/articles/missing')).status).toBe(404);
    const summary = await json(PerformanceSummary, await call('/api/performance/summary?timeframe=all'));
    const page = await json(PerformanceDataResponse, await call('/api/performance/data?page=1&limit=10'));
    expect(page.data).toHaveLength(10);
    // As on the server: the betting figures count plays only, the table and the calibration every graded pick.
    expect(summary.totalBets).toBeGreaterThan(0);
    expect(summary.totalBets).toBeLessThan(page.meta.totalItems);
    const calibration = await json(CalibrationResponse, await call('/api/performance/calibration'));
    expect(calibration.bands.reduce((n, b) => n + b.picks, 0)).toBe(page.meta.totalItems);
    const access = await json(
      AccessCheck,
      await call(`/api/subscription/${user.id}/access/all-star`, { token }),
    );
    expect(access.hasAccess).toBe(true);
    // Someone else's answer is an admin's to ask, as on the server.
    const { access_token: free } = await signIn('free@demo.edgeboard.dev');
    expect((await call(`/api/subscription/${user.id}/access/scout`, { token: free })).status).toBe(403);
  });
});
