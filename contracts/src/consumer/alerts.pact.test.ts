// The alerts' JSON endpoints. The stream (GET /api/alerts/stream) is Server-Sent Events, which Pact cannot
// describe: api/src/routes/alerts/alert-stream.test.ts covers it.
import { MatchersV3 } from '@pact-foundation/pact';
import { DEFAULT_ALERT_RULE, type AlertRule } from '@edgeboard/domain';
import { alertsApi } from '@edgeboard/ui/src/features/alerts/alerts.api';
import { describe, expect, it } from 'vitest';
import { shapeOf } from '../shape';
import { api, signedIn } from './interaction';

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
    const off = {
      ...DEFAULT_ALERT_RULE,
      enabled: MatchersV3.boolean(false),
      email: MatchersV3.boolean(false),
    };
    const answer = await api("a request for a starting subscriber's alert rules", signedIn('starting'))
      .get('/api/alerts/rules')
      .answers(200, { access: 'default', rules: [off], defaultRule: DEFAULT_ALERT_RULE })
      .data((ui) => ui.dispatch(alertsApi.endpoints.alertRules.initiate()));
    expect(answer.access).toBe('default');
  });

  it("saves an all-star subscriber's own rules", async () => {
    const saved = await api("a request to save an all-star subscriber's alert rules", signedIn('all-star'))
      .put('/api/alerts/rules', { rules: [customRule] })
      .answers(200, { access: 'custom', rules: [customRule], defaultRule: DEFAULT_ALERT_RULE })
      .data((ui) => ui.dispatch(alertsApi.endpoints.saveAlertRules.initiate({ rules: [customRule] })));
    expect(saved.rules).toEqual([customRule]);
  });

  it('refuses rules of its own to a starting subscriber with all_star_required', () =>
    api('a request from a starting subscriber to save a custom alert rule', signedIn('starting'))
      .put('/api/alerts/rules', { rules: [customRule] })
      .forbidden('all_star_required')
      .refuses((ui) => ui.dispatch(alertsApi.endpoints.saveAlertRules.initiate({ rules: [customRule] }))));

  it("loads the bell: a subscriber's latest notices and the unread count", async () => {
    const shape = shapeOf(
      { notices: [notice], unread: 0 },
      { mayBeEmpty: ['notices'], fractional: ['line', 'evPercent'] },
    );
    const bell = await api("a request for a subscriber's alert notices", signedIn('starting'))
      .get('/api/alerts')
      .answers(200, shape)
      .data((ui) => ui.dispatch(alertsApi.endpoints.alerts.initiate()));
    expect(bell.unread).toBeGreaterThanOrEqual(0);
  });

  it('marks every notice read', async () => {
    const read = await api('a request to mark every alert notice read', signedIn('starting'))
      .post('/api/alerts/read', { all: true })
      .answers(200, { unread: 0 })
      .data((ui) => ui.dispatch(alertsApi.endpoints.markAlertsRead.initiate({ all: true })));
    expect(read).toEqual({ unread: 0 });
  });

  it('refuses the bell to a scout with upgrade_required', () =>
    api("a request for a scout's alert notices", signedIn('scout'))
      .get('/api/alerts')
      .forbidden('upgrade_required')
      .refuses((ui) => ui.dispatch(alertsApi.endpoints.alerts.initiate())));
});
