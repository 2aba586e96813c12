import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SEASON } from '@edgeboard/domain';
import { renderRoutes, signedIn } from '../../../test/render';
import { GenerateResponse } from './ai-picks.api';
import { makePick } from './ai-picks.fixture';
import { Component as GeneratePage } from './generate-page';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

const answer: GenerateResponse = {
  season: SEASON,
  week: 4,
  lines: 57,
  deleted: 3,
  inserted: 2,
  picks: [
    makePick(1, { week: 4 }),
    makePick(2, { player: 'Derrick Henry', stat_type: 'rushing_yards', week: 4 }),
  ],
  skipped: [{ player: 'Rookie Back', stat_type: 'rushing_yards', reason: 'fewer than 3 earlier games' }],
};

const render = () =>
  renderRoutes([{ path: '/admin/content/aipicks/generate', element: <GeneratePage /> }], {
    at: '/admin/content/aipicks/generate',
    auth: signedIn(),
  });

describe('generate AI picks', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('posts the chosen week, shows progress, then the counts and links to each analysis', async () => {
    expect(GenerateResponse.safeParse(answer).success).toBe(true);
    let release: (r: Response) => void = () => undefined;
    const bodies: unknown[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn<typeof fetch>(async (input) => {
        const req = input instanceof Request ? input : new Request(String(input));
        bodies.push(await req.json());
        return new Promise<Response>((resolve) => {
          release = resolve;
        });
      }),
    );
    render();
    fireEvent.change(screen.getByRole('spinbutton', { name: 'Week' }), { target: { value: '4' } });
    fireEvent.click(screen.getByRole('button', { name: 'Generate picks' }));
    expect((await screen.findByRole('status')).textContent).toContain('Generating picks...');
    expect(bodies).toEqual([{ season: SEASON, week: 4 }]);

    release(json(200, answer));
    const counts = await screen.findByRole('group', { name: 'Generation counts' });
    expect(within(counts).getByText('57')).toBeTruthy();
    expect(counts.textContent).toContain('Picks created2');
    expect(counts.textContent).toContain('Ungraded picks replaced3');
    const links = screen.getAllByRole('link', { name: /Analysis of/ });
    expect(links.map((l) => l.getAttribute('href'))).toEqual(
      answer.picks.map((p) => `/dashboard/analysis/${p.id}`),
    );
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('shows the server’s error', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn<typeof fetch>(() =>
        Promise.resolve(
          json(404, { error: { code: 'NOT_FOUND', message: 'No prop lines for 2025 week 1' } }),
        ),
      ),
    );
    render();
    fireEvent.click(screen.getByRole('button', { name: 'Generate picks' }));
    expect(await screen.findByText('No prop lines for 2025 week 1')).toBeTruthy();
  });
});
