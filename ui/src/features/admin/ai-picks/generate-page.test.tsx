import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { GeneratePicksPreview } from '@edgeboard/domain';
import { json, renderAdminPage, requestOf } from '@/features/admin/common/admin-test-kit';
import { GenerateResponse } from './ai-picks.api';
import { makePick } from './ai-picks.fixture';
import { Component as GeneratePage, PREVIEW_FAILED_MESSAGE, REGENERATION_EFFECTS } from './generate-page';

/** The season the fake server's clock is in. */
const SEASON = 2025;

const answer: GenerateResponse = {
  season: SEASON,
  week: 4,
  lines: 57,
  deleted: 1,
  inserted: 2,
  updated: 2,
  picks: [
    makePick(1, { week: 4 }),
    makePick(2, { player: 'Derrick Henry', stat_type: 'rushing_yards', week: 4 }),
  ],
  skipped: [{ player: 'Rookie Back', stat_type: 'rushing_yards', reason: 'fewer than 3 earlier games' }],
};

/** The server's dry run: the season clock is in week 10; each week has its own counts. */
function previewOf(week: number | null): GeneratePicksPreview {
  const w = week ?? 10;
  return {
    season: SEASON,
    week: w,
    current: { season: SEASON, week: 10 },
    lines: w === 12 ? 0 : 57,
    ungraded: w === 5 ? 0 : 3,
    graded: w === 4 ? 2 : 0,
  };
}

interface Sent {
  method: string;
  path: string;
  query: URLSearchParams;
  body?: unknown;
}

function serve(
  opts: { generate?: () => Promise<Response>; preview?: (week: number | null) => Response } = {},
) {
  const sent: Sent[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn<typeof fetch>(async (input) => {
      const req = requestOf(input);
      const url = new URL(req.url);
      const body: unknown = req.method === 'POST' ? await req.json() : undefined;
      sent.push({ method: req.method, path: url.pathname, query: url.searchParams, body });
      if (url.pathname.endsWith('/generate/preview')) {
        const week = url.searchParams.get('week');
        return (opts.preview ?? ((w) => json(200, previewOf(w))))(week === null ? null : Number(week));
      }
      return opts.generate ? opts.generate() : json(200, answer);
    }),
  );
  return { posts: () => sent.filter((s) => s.method === 'POST').map((s) => s.body) };
}

const render = () => renderAdminPage('/admin/content/aipicks/generate', <GeneratePage />, { inApp: false });

/** Waits for the dry-run line to read `text` (the previous week's line shows until the new counts arrive). */
const previewSays = (text: string) =>
  waitFor(
    () => {
      expect(screen.getByTestId('generate-preview').textContent).toContain(text);
    },
    { timeout: 5_000 },
  );
const weekInput = () => screen.getByRole<HTMLInputElement>('spinbutton', { name: 'Week' });
/** The form is filled once the server's current week arrives (the first render is slow on a busy machine). */
const waitForCurrentWeek = () =>
  waitFor(
    () => {
      expect(weekInput().value).toBe('10');
    },
    { timeout: 10_000 },
  );

describe('generate AI picks', () => {
  it('the fixtures match the API schemas', () => {
    expect(GenerateResponse.safeParse(answer).success).toBe(true);
    expect(GeneratePicksPreview.safeParse(previewOf(null)).success).toBe(true);
  });

  it('opens on the current week from the server and says how many picks a run would replace', async () => {
    // Regression (issue #20 item 9): the screen opened on week 1 while the season was at week 10.
    serve();
    render();
    await waitForCurrentWeek();
    expect(screen.getByRole<HTMLInputElement>('spinbutton', { name: 'Season' }).value).toBe(String(SEASON));
    expect(screen.getByText(`The season is in ${String(SEASON)} week 10.`)).toBeTruthy();
    await previewSays(
      `${String(SEASON)} week 10: 57 prop lines. Generating replaces 3 ungraded picks and keeps 0 graded picks.`,
    );
  });

  it('asks before replacing ungraded picks, naming how many; Cancel generates nothing', async () => {
    let release: (r: Response) => void = () => undefined;
    const { posts } = serve({
      generate: () =>
        new Promise<Response>((resolve) => {
          release = resolve;
        }),
    });
    render();
    await waitForCurrentWeek();
    fireEvent.change(weekInput(), { target: { value: '4' } });
    await previewSays(
      'week 4: 57 prop lines. Generating replaces 3 ungraded picks and keeps 2 graded picks.',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Generate picks' }));
    const dialog = await screen.findByRole('dialog', {}, { timeout: 5_000 });
    expect(dialog.textContent).toContain(
      `Generating ${String(SEASON)} week 4 rewrites its 3 ungraded picks with the engine’s picks, hand edits included`,
    );
    // Regression (issue #28 item 5): the dialog said nothing of tracked bets nor of alerts.
    expect(dialog.textContent).toContain(REGENERATION_EFFECTS);
    expect(REGENERATION_EFFECTS).toMatch(/bets tracked on it stay linked.*not alerted again/);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(posts()).toEqual([]);

    fireEvent.click(screen.getByRole('button', { name: 'Generate picks' }));
    const dialogs = await screen.findAllByRole('dialog', {}, { timeout: 5_000 });
    const again = dialogs[dialogs.length - 1] as HTMLElement;
    fireEvent.click(within(again).getByRole('button', { name: 'Replace and generate' }));
    expect((await screen.findByRole('status')).textContent).toContain('Generating picks...');
    expect(posts()).toEqual([{ season: SEASON, week: 4 }]);

    release(json(200, answer));
    const counts = await screen.findByRole('group', { name: 'Generation counts' });
    expect(within(counts).getByText('57')).toBeTruthy();
    expect(counts.textContent).toContain('Picks created2');
    expect(counts.textContent).toContain('Picks updated (same id)2');
    expect(counts.textContent).toContain('Ungraded picks deleted1');
    const links = screen.getAllByRole('link', { name: /Analysis of/ });
    expect(links.map((l) => l.getAttribute('href'))).toEqual(
      answer.picks.map((p) => `/dashboard/analysis/${p.id}`),
    );
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('generates without asking when the week has no ungraded picks, and not at all without lines', async () => {
    const { posts } = serve();
    render();
    await waitForCurrentWeek();
    fireEvent.change(weekInput(), { target: { value: '12' } });
    await previewSays('No prop lines are stored for');
    expect(screen.getByRole('button', { name: 'Generate picks' })).toHaveProperty('disabled', true);

    fireEvent.change(weekInput(), { target: { value: '5' } });
    await previewSays('replaces 0 ungraded picks');
    fireEvent.click(screen.getByRole('button', { name: 'Generate picks' }));
    await screen.findByRole('group', { name: 'Generation counts' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(posts()).toEqual([{ season: SEASON, week: 5 }]);
  });

  it('still asks, without a number, when the count failed; and shows the server’s error', async () => {
    serve({
      preview: () => json(403, { error: { code: 'forbidden', message: 'no' } }),
      generate: () =>
        Promise.resolve(
          json(404, { error: { code: 'NOT_FOUND', message: 'No prop lines for 2025 week 1' } }),
        ),
    });
    render();
    expect(await screen.findByText(PREVIEW_FAILED_MESSAGE, {}, { timeout: 10_000 })).toBeTruthy();
    // Without the server's season clock the form guesses no season: the admin types it.
    const season = screen.getByRole<HTMLInputElement>('spinbutton', { name: 'Season' });
    expect(season.value).toBe('');
    fireEvent.change(season, { target: { value: String(SEASON) } });
    fireEvent.change(weekInput(), { target: { value: '1' } });
    // Enabled once the form has a whole week (the watch updates after the change).
    await waitFor(() => {
      expect(screen.getByRole('button', { name: 'Generate picks' })).toHaveProperty('disabled', false);
    });
    fireEvent.click(screen.getByRole('button', { name: 'Generate picks' }));
    const dialog = await screen.findByRole('dialog', {}, { timeout: 5_000 });
    expect(dialog.textContent).toContain('the number could not be counted');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Replace and generate' }));
    expect(await screen.findByText('No prop lines for 2025 week 1')).toBeTruthy();
  });
});
