import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { FAQ_ITEM_COUNT, planFeatures } from '@edgeboard/domain';
import { renderRoutes, signedOut } from '@/test/render';
import { FAQ_ITEMS } from './faq-items';
import { FAQ_TITLE, FaqPage } from './faq-page';

const routes = [
  { path: '/', element: <p>landing</p> },
  { path: '/faq', element: <FaqPage /> },
  { path: '/dashboard', element: <p>dashboard home</p> },
  { path: '/dashboard/faq', element: <FaqPage /> },
  { path: '/dashboard/props', element: <p>prop feed</p> },
];

// The accordion's headers carry aria-expanded; the Back button does not.
const expanded = () =>
  Array.from(document.querySelectorAll('[aria-expanded="true"]')).map((b) => b.textContent);

describe('FAQ', () => {
  it('has the spec title and its 15 questions, the first open at start', () => {
    expect(FAQ_ITEMS).toHaveLength(FAQ_ITEM_COUNT);
    renderRoutes(routes, { at: '/faq', auth: signedOut });
    expect(screen.getByRole('heading', { name: FAQ_TITLE })).toBeTruthy();
    expect(expanded()).toEqual([FAQ_ITEMS[0]?.question]);
    for (const item of FAQ_ITEMS) expect(screen.getByText(item.question)).toBeTruthy();
  });

  it('says what each plan unlocks, as the plan cards do, and sells nothing that does not exist', () => {
    // Regression (issue #28 item 8): it sold ads, reports, a VIP community and priority support.
    const plans = FAQ_ITEMS.find((i) => i.question === 'What is included in each plan?')?.answer ?? '';
    for (const tier of ['scout', 'starting', 'all-star'] as const)
      for (const feature of planFeatures(tier)) expect(plans).toContain(feature);
    for (const tool of [
      'Odds board',
      'Player research',
      'Defence vs position',
      'Bet tracker',
      'alerts',
      'calculator',
    ])
      expect(plans).toContain(tool);
    expect(plans).not.toMatch(/Ad-supported|VIP community|Priority support|Reports,/);
  });

  it('outside the dashboard has the public bar and footer: a logo home, the record and the FAQ', () => {
    // Regression (issue #28 item 10): /faq had no logo and no footer, no way back into the site.
    renderRoutes(routes, { at: '/faq', auth: signedOut });
    expect(screen.getByRole('link', { name: 'EdgeBoard home' }).getAttribute('href')).toBe('/');
    const footer = screen.getByRole('contentinfo');
    expect(footer.querySelector('a[href="/record"]')).not.toBeNull();
    expect(footer.querySelector('a[href="/faq"]')).not.toBeNull();
  });

  it('inside the dashboard leaves the bar and footer to the dashboard', () => {
    renderRoutes(routes, { at: '/dashboard/faq', auth: signedOut });
    expect(screen.getByRole('heading', { name: FAQ_TITLE })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'EdgeBoard home' })).toBeNull();
  });

  it('keeps one item open at a time and can close them all', async () => {
    const user = userEvent.setup();
    renderRoutes(routes, { at: '/faq', auth: signedOut });
    const third = FAQ_ITEMS[2]?.question ?? '';
    await user.click(screen.getByText(third));
    expect(expanded()).toEqual([third]);
    await user.click(screen.getByText(FAQ_ITEMS[5]?.question ?? ''));
    expect(expanded()).toEqual([FAQ_ITEMS[5]?.question]);
    await user.click(screen.getByText(FAQ_ITEMS[5]?.question ?? ''));
    expect(expanded()).toEqual([]);
  });

  it('goes back to the previous page when there is one', async () => {
    const user = userEvent.setup();
    const router = createMemoryRouter(routes, { initialEntries: ['/dashboard/props'] });
    render(<RouterProvider router={router} />);
    await router.navigate('/dashboard/faq');
    await user.click(await screen.findByRole('button', { name: /Back/ }));
    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/dashboard/props');
    });
  });

  it.each([
    ['/dashboard/faq', '/dashboard'],
    ['/faq', '/'],
  ])('with no previous page, Back on %s goes to %s', async (at, to) => {
    const user = userEvent.setup();
    const { router } = renderRoutes(routes, { at, auth: signedOut });
    await user.click(screen.getByRole('button', { name: /Back/ }));
    await waitFor(() => {
      expect(router.state.location.pathname).toBe(to);
    });
  });
});
