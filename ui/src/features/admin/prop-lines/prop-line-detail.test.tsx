import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { PropLinePicks } from '@edgeboard/domain';
import { json, renderAdminPage, requestOf } from '@/features/admin/common/admin-test-kit';
import { PropLineDetail } from './prop-line-detail';
import { allenPassing } from './prop-lines.fixture';
import { NO_RELATED_PICKS_MESSAGE, RELATED_PICKS_FAILED_MESSAGE } from './related-picks';

/** What GET /api/admin/prop-lines/{id}/picks answers for Josh Allen's week-1 passing line. */
const related: PropLinePicks = {
  data: [
    {
      id: 'pick-allen-pass-w1',
      player: 'Josh Allen',
      stat_type: 'passing_yards',
      pick: 'over',
      line_value: 245.5,
      confidence: 56,
      season: 2023,
      week: 1,
      sportsbook: 'DraftKings',
      result: null,
    },
    {
      id: 'pick-allen-pass-graded',
      player: 'Josh Allen',
      stat_type: 'passing_yards',
      pick: 'under',
      line_value: 244.5,
      confidence: 52,
      season: 2023,
      week: 1,
      sportsbook: null,
      result: 'win',
    },
  ],
};

function serve(picks: () => Response) {
  const paths: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn<typeof fetch>(async (input) => {
      const req = requestOf(input);
      const path = new URL(req.url).pathname;
      paths.push(path);
      await Promise.resolve();
      return path.endsWith('/picks') ? picks() : json(200, allenPassing);
    }),
  );
  return paths;
}

const render = () =>
  renderAdminPage(
    '/admin/content/proplines',
    <PropLineDetail id={allenPassing.id} onDeleted={() => undefined} />,
  );

describe('prop line panel: related AI picks', () => {
  it('the fixture matches the API schema', () => {
    expect(PropLinePicks.safeParse(related).success).toBe(true);
  });

  it('lists the picks priced from the line, with links, above Edit and Delete', async () => {
    // Regression (issue #20 item 8): the panel had no related AI picks at all.
    const paths = serve(() => json(200, related));
    render();
    const section = await screen.findByRole('region', { name: 'Related AI picks' });
    const link = await within(section).findByRole('link', { name: 'Josh Allen Over 245.5 Passing Yards' });
    expect(link.getAttribute('href')).toBe('/dashboard/analysis/pick-allen-pass-w1');
    expect(within(section).getByText(/Edge Score 56 · posted at DraftKings/)).toBeTruthy();
    expect(within(section).getByText('Ungraded')).toBeTruthy();
    expect(within(section).getByText('Graded: win')).toBeTruthy();
    expect(paths).toContain('/api/admin/prop-lines/pl-allen-pass/picks');
    // The list comes before the buttons that would change those picks.
    const edit = screen.getByRole('button', { name: 'Edit' });
    expect(section.compareDocumentPosition(edit) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('says so when no pick is priced from the line', async () => {
    serve(() => json(200, { data: [] }));
    render();
    expect(await screen.findByText(NO_RELATED_PICKS_MESSAGE)).toBeTruthy();
  });

  it('shows a failure with Retry instead of an empty list', async () => {
    let fail = true;
    serve(() =>
      fail ? json(404, { error: { code: 'not_found', message: 'Prop line not found' } }) : json(200, related),
    );
    render();
    expect(await screen.findByText(RELATED_PICKS_FAILED_MESSAGE)).toBeTruthy();
    fail = false;
    screen.getByRole('button', { name: 'Retry' }).click();
    expect(await screen.findByRole('link', { name: 'Josh Allen Over 245.5 Passing Yards' })).toBeTruthy();
  });
});
