import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { json, renderAdminPage, requestOf } from '@/features/admin/common/admin-test-kit';
import { Component as ImportPage } from './import-page';
import { ImportReport } from './prop-lines.api';

const CSV = [
  'player,stat_type,line_value,odds,sportsbook,game_id,pulled_at',
  'Josh Allen,passing_yards,245.5,-110,DraftKings,,2023-09-10T15:30:00Z',
  'Travis Kelce,receptions,6.3,-50,FanDuel,,2023-09-07T18:00:00Z',
  'Josh Allen,rushing_yards,38.5,-110,DraftKings,,2023-09-10T15:30:00Z',
].join('\n');

/**
 * What the real endpoint answers for CSV: line 2 passes, line 3 is refused with its reasons, line 4 is already
 * stored (an earlier import of the same file) and skipped.
 */
const report = (dryRun: boolean): ImportReport => ({
  imported: 1,
  refused: 1,
  skipped: 1,
  rows: [
    {
      line: 2,
      player: 'Josh Allen',
      stat_type: 'passing_yards',
      status: 'imported',
      reasons: [],
      ...(dryRun ? {} : { id: '6f0c8a52-1b1e-4a57-9d7e-0c1f3d2b9a10' }),
    },
    {
      line: 3,
      player: 'Travis Kelce',
      stat_type: 'receptions',
      status: 'refused',
      reasons: [
        'line_value must be in steps of 0.5',
        'odds must be American odds (-100 or lower, +100 or higher)',
      ],
    },
    {
      line: 4,
      player: 'Josh Allen',
      stat_type: 'rushing_yards',
      status: 'skipped',
      reasons: [
        'already imported: a stored line has the same player, stat type, game, sportsbook and pulled time',
      ],
      id: '0d3c1e2a-7b44-4c1f-8f0e-2a9b5c6d7e81',
    },
  ],
});

function serve(answer?: Response) {
  const sent: { dryRun: string | null; type: string | null; body: string }[] = [];
  const fetchMock = vi.fn<typeof fetch>(async (input) => {
    const req = requestOf(input);
    const url = new URL(req.url);
    const dryRun = url.searchParams.get('dryRun');
    sent.push({ dryRun, type: req.headers.get('content-type'), body: await req.text() });
    return answer ?? json(200, report(dryRun === 'true'));
  });
  vi.stubGlobal('fetch', fetchMock);
  return sent;
}

const render = () => renderAdminPage('/admin/content/proplines/import', <ImportPage />, { inApp: false });

const chooseFile = async (user: ReturnType<typeof userEvent.setup>, text: string) => {
  const input = document.querySelector('input[type="file"]');
  if (!(input instanceof HTMLInputElement)) throw new Error('no file input');
  await user.upload(input, new File([text], 'week1.csv', { type: 'text/csv' }));
};

describe('prop line import', () => {
  it('the report fixture matches the API schema', () => {
    expect(ImportReport.safeParse(report(true)).success).toBe(true);
  });

  it('previews without writing, then imports and shows the per-line report', async () => {
    const user = userEvent.setup();
    const sent = serve();
    render();
    expect(screen.getByText('player,stat_type,line_value,odds,sportsbook,game_id,pulled_at')).toBeTruthy();
    await chooseFile(user, CSV);

    // Regression (issue #20 item 7): a line already stored is marked in the preview and counted as skipped.
    expect(
      await screen.findByText('Preview: 1 line ready to import, 1 already imported (skipped), 1 refused.'),
    ).toBeTruthy();
    expect(sent[0]).toEqual({ dryRun: 'true', type: 'text/csv', body: CSV });
    const preview = screen.getByRole('table', { name: 'Preview' });
    expect(within(preview).getByText('Ready')).toBeTruthy();
    expect(within(preview).getByText('Already imported')).toBeTruthy();
    expect(within(preview).getByText('line_value must be in steps of 0.5')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Import 1 line' }));
    expect(await screen.findByText('1 line imported, 1 already imported (skipped), 1 refused.')).toBeTruthy();
    expect(sent[1]).toEqual({ dryRun: null, type: 'text/csv', body: CSV });
    const final = screen.getByRole('table', { name: 'Import report' });
    expect(within(final).getByText('Imported')).toBeTruthy();
    expect(within(final).getByText('Refused')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /^Import/ })).toBeNull();
    expect(screen.getByRole('link', { name: 'Open Prop Lines' })).toBeTruthy();
  });

  it('shows the server’s message for a wrong header and offers no import', async () => {
    const user = userEvent.setup();
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const message =
      'Wrong CSV header (missing pulled_at). Expected: player, stat_type, line_value, odds, sportsbook, game_id, pulled_at. Nothing was imported.';
    serve(json(400, { error: { code: 'invalid_csv_header', message } }));
    render();
    await chooseFile(user, 'player,stat_type\nJosh Allen,passing_yards');
    expect(await screen.findByText(message)).toBeTruthy();
    expect(screen.queryByRole('button', { name: /^Import/ })).toBeNull();
  });
});
