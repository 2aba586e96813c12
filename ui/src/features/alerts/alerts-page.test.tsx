import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DEFAULT_ALERT_RULE, type AlertRules } from '@edgeboard/domain';
import { renderRoutes, signedIn } from '@/test/render';
import { EDGE_SCORE_RANGE_MESSAGE, EV_RANGE_MESSAGE } from './alert-rules-form';
import { Component as AlertsPage, EVERY_PLAY_TEXT, RULES_LOAD_FAILED } from './alerts-page';
import { hold } from '@/test/mock-server';
import { defaultRules, json, serve, withAlertsServer } from './alerts-test-kit';

withAlertsServer();

const routes = [{ path: '/dashboard/alerts', element: <AlertsPage /> }];
const render = () => renderRoutes(routes, { at: '/dashboard/alerts', auth: signedIn() });

const customRules: AlertRules = {
  access: 'custom',
  rules: [
    {
      enabled: true,
      minEdgeScore: 75,
      minEvPercent: null,
      statTypes: ['receptions'],
      players: [{ id: 'p1', name: 'Travis Kelce' }],
      email: false,
    },
  ],
  defaultRule: DEFAULT_ALERT_RULE,
};

function serveRules(initial: AlertRules | { status: number; code: string }) {
  return serve(({ url, method, body }) => {
    if (url.pathname === '/api/players')
      return json(200, [{ id: 'p2', name: 'Davante Adams', position: 'WR', team_name: 'Las Vegas Raiders' }]);
    if (url.pathname !== '/api/alerts/rules') return undefined;
    if ('status' in initial) return json(initial.status, { error: { code: initial.code, message: 'no' } });
    if (method === 'PUT') return json(200, { ...initial, rules: (body as { rules: unknown }).rules });
    return json(200, initial);
  });
}

describe('the alerts page', () => {
  it('lets a starting subscriber switch the default rule on, and names the plan for custom rules', async () => {
    const calls = serveRules(defaultRules(false));
    render();
    expect(await screen.findByText(EVERY_PLAY_TEXT)).toBeTruthy();
    expect(screen.getByText(/All-Star Edge unlocks custom alert rules/)).toBeTruthy();
    fireEvent.click(screen.getByRole('switch', { name: 'On' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save alerts' }));
    await waitFor(() => {
      expect(calls.some((c) => c.method === 'PUT')).toBe(true);
    });
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({
      rules: [{ ...DEFAULT_ALERT_RULE, enabled: true }],
    });
  });

  it('checks an all-star rule as it is typed and saves the rules with the players named', async () => {
    const calls = serveRules(customRules);
    render();
    const edge = await screen.findByRole('spinbutton', { name: 'Minimum Edge Score' });
    expect((edge as HTMLInputElement).value).toBe('75');
    fireEvent.change(edge, { target: { value: '120' } });
    expect(await screen.findByText(EDGE_SCORE_RANGE_MESSAGE)).toBeTruthy();
    fireEvent.change(edge, { target: { value: '80' } });
    await waitFor(() => {
      expect(screen.queryByText(EDGE_SCORE_RANGE_MESSAGE)).toBeNull();
    });
    const ev = screen.getByRole('spinbutton', { name: 'Minimum EV (%)' });
    fireEvent.change(ev, { target: { value: '-2' } });
    expect(await screen.findByText(EV_RANGE_MESSAGE)).toBeTruthy();
    // A bad value is never sent.
    fireEvent.click(screen.getByRole('button', { name: 'Save alerts' }));
    fireEvent.change(ev, { target: { value: '3.5' } });
    await waitFor(() => {
      expect(screen.queryByText(EV_RANGE_MESSAGE)).toBeNull();
    });
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);

    fireEvent.click(screen.getByRole('button', { name: /Add rule/ }));
    expect(await screen.findByRole('heading', { name: 'Rule 2' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Save alerts' }));
    await waitFor(() => {
      expect(calls.some((c) => c.method === 'PUT')).toBe(true);
    });
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({
      rules: [
        { ...customRules.rules[0], minEdgeScore: 80, minEvPercent: 3.5 },
        { enabled: true, minEdgeScore: 55, minEvPercent: null, statTypes: [], players: [], email: false },
      ],
    });
  });

  it('asks before removing a rule', async () => {
    serveRules(customRules);
    render();
    fireEvent.click(await screen.findByRole('button', { name: 'Remove rule 1' }));
    const confirm = await screen.findByRole('tooltip');
    expect(within(confirm).getByText('Remove this rule?')).toBeTruthy();
    fireEvent.click(within(confirm).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText('No rules yet. Add one to get alerts.')).toBeTruthy();
  });

  it('shows a loading state while the rules are on their way', async () => {
    hold('/api/*', { method: 'all' });
    render();
    expect(await screen.findByRole('status', { name: 'Loading alerts' })).toBeTruthy();
  });

  it('names the plan for a free or scout account, and offers a retry when loading fails', async () => {
    serveRules({ status: 403, code: 'upgrade_required' });
    const first = render();
    expect(await screen.findByText(/Starting Edge unlocks alerts on new plays/)).toBeTruthy();
    first.unmount();
    serveRules({ status: 404, code: 'not_found' });
    render();
    expect(await screen.findByText(RULES_LOAD_FAILED, {}, { timeout: 15_000 })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeTruthy();
  });
});
