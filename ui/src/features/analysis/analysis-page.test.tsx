import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { PERMISSION_MESSAGE, PropDetail } from '@edgeboard/domain';
import { withMockServer } from '@/test/mock-server';
import { renderRoutes, signedIn } from '@/test/render';
import { propDetail } from './analysis.fixture';
import { routes, section, serve } from './analysis-page-test-kit';

// Every section of a prop and the refusals; the Market section and the verdict at the top are
// analysis-page.market.test.tsx'.
withMockServer({ buildWorld: false });

describe('analysis page', () => {
  it('renders every section of a prop, tidied by the analysis rules', async () => {
    const detail = propDetail();
    expect(PropDetail.safeParse(detail).success).toBe(true);
    const sent = serve(200, detail);
    renderRoutes(routes, { at: `/dashboard/analysis/${detail.id}`, auth: signedIn() });

    expect(screen.getByRole('status').textContent).toContain('Loading...');
    expect(
      await screen.findByRole('heading', { name: 'Josh Allen Over 245.5 Passing Yards', level: 1 }),
    ).toBeTruthy();
    expect(sent.requests[0]?.url).toContain(`/api/props/analysis/v2/${detail.id}`);

    // Header card.
    expect(screen.getByText('NFL')).toBeTruthy();
    expect(screen.getByText('1:00 PM, Sun Oct 12')).toBeTruthy();
    expect(screen.getByText('NE @ BUF')).toBeTruthy();
    const gauge = screen.getByRole('img', { name: 'Edge Score 78%' });
    expect(gauge.getAttribute('data-colour')).toBe('blue');
    expect(screen.getByTestId('rating-label').textContent).toBe('Strong Play');

    // An "average above the line" concern backs an Over pick: it moves to the end of the supporting list.
    const supporting = within(section('Supporting Factors'))
      .getAllByRole('listitem')
      .map((li) => li.textContent);
    expect(supporting).toEqual([
      'Went over 245.5 in 6 of his last 10 games',
      'Model projects 268.4 passing yards, 22.9 above the line',
      'Averaging 262.4 passing yards in his last 5 games, 16.9 above the 245.5 line',
    ]);
    // Confidence 78 > 70: the confidence worry is dropped; the spread worry stays.
    const concerns = within(section('Concerns'))
      .getAllByRole('listitem')
      .map((li) => li.textContent);
    expect(concerns).toEqual([
      'Wide range of outcomes: a typical game lands within ±61.0 passing yards of the 268.4 projection',
    ]);

    const bars = within(section('Confidence Breakdown')).getAllByRole('progressbar');
    expect(bars.map((b) => b.getAttribute('aria-valuenow'))).toEqual(['60', '56', '81']);
    expect(bars[0]!.getAttribute('aria-label')).toBe('Recent form: 3 of last 5 games over 245.5');

    const chart = within(section('Historical Performance')).getByRole('img');
    expect(chart.querySelectorAll('[data-role="bar"]')).toHaveLength(5);
    expect(within(chart).getByText('Line 245.5')).toBeTruthy();
    expect(within(chart).getByText('Passing Yards')).toBeTruthy();

    expect(within(section('Summary')).getByText(/projects to 268.4 passing yards/)).toBeTruthy();
    expect(within(section('Weather Impact')).getByText(/Wind 18 mph/)).toBeTruthy();

    // Issue #28 item 7: the recommendation does not print the lists above it a second time.
    const final = section('Final Recommendation');
    expect(within(final).getByText('Over 245.5 passing yards — Edge Score 78')).toBeTruthy();
    expect(within(final).getByText('Confidence: 78%')).toBeTruthy();
    expect(within(final).queryAllByRole('list')).toHaveLength(0);
    for (const item of [...supporting, ...concerns]) expect(within(final).queryByText(item)).toBeNull();
    expect(within(final).getByTestId('recommendation-lists').textContent).toBe(
      'Weighed: the 2 supporting factors and 3 concerns listed above.',
    );

    expect(screen.getByRole('link', { name: 'Back to Props' }).getAttribute('href')).toBe('/dashboard/props');
  });

  it('keeps confidence concerns at 70 or below and leaves out an absent weather section', async () => {
    const base = propDetail();
    const detail = propDetail({
      confidence: 64,
      ai_picks: [{ ...base.ai_picks[0]!, confidence: 64 }],
      analysis: { ...base.analysis, weather_impact: null },
    });
    serve(200, detail);
    renderRoutes(routes, { at: `/dashboard/analysis/${detail.id}`, auth: signedIn() });
    await screen.findByRole('heading', { name: 'Concerns', level: 2 });
    const concerns = within(section('Concerns'))
      .getAllByRole('listitem')
      .map((li) => li.textContent);
    expect(concerns).toContain('Model confidence is lower against division opponents');
    expect(screen.queryByRole('heading', { name: 'Weather Impact' })).toBeNull();
    expect(screen.getByRole('img', { name: 'Edge Score 64%' }).getAttribute('data-colour')).toBe('amber');
  });

  it('shows Prop Not Found on a 404', async () => {
    serve(404, { error: { code: 'NOT_FOUND', message: 'Pick not found' } });
    renderRoutes(routes, { at: '/dashboard/analysis/missing-id', auth: signedIn() });
    expect(await screen.findByRole('heading', { name: 'Prop Not Found' })).toBeTruthy();
    expect(
      screen.getByText(
        "We couldn't find the prop you're looking for. It may have been removed or the ID might be incorrect.",
      ),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to Props' }).getAttribute('href')).toBe('/dashboard/props');
  });

  it('shows Prop Not Found when the answer does not match the schema', async () => {
    // RTK Query reports the schema failure on the console; the screen is what this test is about.
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    serve(200, { id: 'x', sport: 'NFL' });
    renderRoutes(routes, { at: '/dashboard/analysis/x', auth: signedIn() });
    expect(await screen.findByRole('heading', { name: 'Prop Not Found' })).toBeTruthy();
    logged.mockRestore();
  });

  it('sends a 403 to the plans page with the permission message and the plan that unlocks it', async () => {
    serve(403, { error: { code: 'FORBIDDEN', message: 'Upgrade' } });
    renderRoutes(routes, { at: '/dashboard/analysis/locked', auth: signedIn() });
    expect(await screen.findByText(PERMISSION_MESSAGE)).toBeTruthy();
    // Issue #18 item 9: a refusal names the plan that unlocks it.
    expect(screen.getByText('All-Star Edge opens the analysis of every pick.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'View Plans' }).getAttribute('href')).toBe(
      '/dashboard/subscription',
    );
  });
});
