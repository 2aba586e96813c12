// The alerts' JSON endpoints. The stream (GET /api/alerts/stream) is Server-Sent Events, which Pact cannot
// describe: api/src/routes/alerts/alert-stream.test.ts covers it.
import { MatchersV3 } from '@pact-foundation/pact';
import { DEFAULT_ALERT_RULE, type AlertRule } from '@edgeboard/domain';
import { alertsApi } from '@edgeboard/ui/src/features/alerts/alerts.api';
import { describe, expect, it } from 'vitest';
import { apiErrorShape, JSON_CONTENT, shapeOf } from '../shape';
import { STATE } from '../states';
import { apiPact, bearer, dataOf, uiStore } from './harness';

const customRule: AlertRule = {
  enabled: true,
  minEdgeScore: 75,
  minEvPercent: 2.5,
  statTypes: ['receptions', 'receiving_yards'],
  players: [{ id: 'p-kelce', name: 'Travis Kelce' }],
  email: true,
};

// A notice's shape: a new account has none, so the provider may answer an empty list.
const notice = {
  id: 1,
  pickId: 'p01',
  createdAt: '2026-11-21T12:00:00.000Z',
  readAt: '2026-11-21T12:05:00.000Z',
  player: 'Travis Kelce',
  statType: 'receiving_yards',
  direction: 'Over',
  line: 64.5,
  edgeScore: 74,
  evPercent: 6.1,
  opponent: 'LV',
  season: 2025,
  week: 6,
};

describe('alerts (ui/src/features/alerts/alerts.api.ts)', () => {
  it("loads a starting subscriber's rules: the default rule, off until switched on", async () => {
    await apiPact()
      .addInteraction()
      .given(STATE.signedIn, { tier: 'starting' })
      .uponReceiving("a request for a starting subscriber's alert rules")
      .withRequest('GET', '/api/alerts/rules', (b) => b.headers(bearer()))
      .willRespondWith(200, (b) =>
        b.headers(JSON_CONTENT).jsonBody({
          access: 'default',
          rules: [
            { ...DEFAULT_ALERT_RULE, enabled: MatchersV3.boolean(false), email: MatchersV3.boolean(false) },
          ],
          defaultRule: DEFAULT_ALERT_RULE,
        }),
      )
      .executeTest(async (server) => {
        const result = await uiStore(server, 'signed-in').dispatch(alertsApi.endpoints.alertRules.initiate());
        expect(dataOf(result).access).toBe('default');
      });
  });

  it("saves an all-star subscriber's own rules", async () => {
    await apiPact()
      .addInteraction()
      .given(STATE.signedIn, { tier: 'all-star' })
      .uponReceiving("a request to save an all-star subscriber's alert rules")
      .withRequest('PUT', '/api/alerts/rules', (b) => b.headers(bearer()).jsonBody({ rules: [customRule] }))
      .willRespondWith(200, (b) =>
        b
          .headers(JSON_CONTENT)
          .jsonBody({ access: 'custom', rules: [customRule], defaultRule: DEFAULT_ALERT_RULE }),
      )
      .executeTest(async (server) => {
        const result = await uiStore(server, 'signed-in').dispatch(
          alertsApi.endpoints.saveAlertRules.initiate({ rules: [customRule] }),
        );
        expect(dataOf(result).rules).toEqual([customRule]);
      });
  });

  it('refuses rules of its own to a starting subscriber with all_star_required', async () => {
    await apiPact()
      .addInteraction()
      .given(STATE.signedIn, { tier: 'starting' })
      .uponReceiving('a request from a starting subscriber to save a custom alert rule')
      .withRequest('PUT', '/api/alerts/rules', (b) => b.headers(bearer()).jsonBody({ rules: [customRule] }))
      .willRespondWith(403, (b) => b.headers(JSON_CONTENT).jsonBody(apiErrorShape('all_star_required')))
      .executeTest(async (server) => {
        const result = await uiStore(server, 'signed-in').dispatch(
          alertsApi.endpoints.saveAlertRules.initiate({ rules: [customRule] }),
        );
        expect(result.error).toMatchObject({ status: 403, code: 'all_star_required' });
      });
  });

  it("loads the bell: a subscriber's latest notices and the unread count", async () => {
    await apiPact()
      .addInteraction()
      .given(STATE.signedIn, { tier: 'starting' })
      .uponReceiving("a request for a subscriber's alert notices")
      .withRequest('GET', '/api/alerts', (b) => b.headers(bearer()))
      .willRespondWith(200, (b) =>
        b
          .headers(JSON_CONTENT)
          .jsonBody(
            shapeOf(
              { notices: [notice], unread: 0 },
              { mayBeEmpty: ['notices'], fractional: ['line', 'evPercent'] },
            ),
          ),
      )
      .executeTest(async (server) => {
        const result = await uiStore(server, 'signed-in').dispatch(alertsApi.endpoints.alerts.initiate());
        expect(dataOf(result).unread).toBeGreaterThanOrEqual(0);
      });
  });

  it('marks every notice read', async () => {
    await apiPact()
      .addInteraction()
      .given(STATE.signedIn, { tier: 'starting' })
      .uponReceiving('a request to mark every alert notice read')
      .withRequest('POST', '/api/alerts/read', (b) => b.headers(bearer()).jsonBody({ all: true }))
      .willRespondWith(200, (b) => b.headers(JSON_CONTENT).jsonBody({ unread: 0 }))
      .executeTest(async (server) => {
        const result = await uiStore(server, 'signed-in').dispatch(
          alertsApi.endpoints.markAlertsRead.initiate({ all: true }),
        );
        expect(dataOf(result)).toEqual({ unread: 0 });
      });
  });

  it('refuses the bell to a scout with upgrade_required', async () => {
    await apiPact()
      .addInteraction()
      .given(STATE.signedIn, { tier: 'scout' })
      .uponReceiving("a request for a scout's alert notices")
      .withRequest('GET', '/api/alerts', (b) => b.headers(bearer()))
      .willRespondWith(403, (b) => b.headers(JSON_CONTENT).jsonBody(apiErrorShape('upgrade_required')))
      .executeTest(async (server) => {
        const result = await uiStore(server, 'signed-in').dispatch(alertsApi.endpoints.alerts.initiate());
        expect(result.error).toMatchObject({ status: 403, code: 'upgrade_required' });
      });
  });
});
