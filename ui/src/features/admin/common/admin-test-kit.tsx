// The back office's screen tests share this: answers in the admin routes' shapes, a page rendered in a router
// (inside antd's App, as the admin shell mounts it), and the list, panel, row and select helpers. Stubbed globals
// (`fetch`) are undone after each test by vitest's `unstubGlobals` setting.
import type { ReactElement } from 'react';
import { fireEvent, screen, within } from '@testing-library/react';
import { App } from 'antd';
import { expect } from 'vitest';
import type { RouteObject } from 'react-router-dom';
import { renderRoutes, signedIn } from '@/test/render';

/** A JSON answer with the given status. */
export const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** The error envelope the API answers with. */
export const failure = (status: number, code: string, message: string) =>
  json(status, { error: { code, message } });

/** What a stubbed `fetch` was called with, as a Request. */
export const requestOf = (input: Parameters<typeof fetch>[0], init?: RequestInit) =>
  input instanceof Request ? input : new Request(String(input), init);

/** One page of `rows` as a list route answers it, read from the request's `page` and `pageSize` (1 and 10 if absent). */
export function pageOf<T>(rows: readonly T[], params: URLSearchParams): { data: T[]; count: number } {
  const page = Number(params.get('page') ?? '1');
  const size = Number(params.get('pageSize') ?? '10');
  return { data: rows.slice((page - 1) * size, page * size), count: rows.length };
}

/**
 * Renders `page` at `path` for a signed-in admin; `at` when the address differs from the route (a `:id`), and
 * `routes` for the screens the page navigates to. `inApp: false` leaves out antd's App (a page that uses none).
 */
export function renderAdminPage(
  path: string,
  page: ReactElement,
  opts: { at?: string; routes?: RouteObject[]; inApp?: boolean } = {},
) {
  const element = opts.inApp === false ? page : <App>{page}</App>;
  return renderRoutes([{ path, element }, ...(opts.routes ?? [])], {
    at: opts.at ?? path,
    auth: signedIn(),
  });
}

const panelOf = (selector: string) => {
  const panel = document.querySelector<HTMLElement>(selector);
  if (panel === null) throw new Error(`no ${selector}`);
  return panel;
};
/** The list side of a list-and-detail screen. */
export const listPanel = () => panelOf('.admin-list-detail__list');
/** The detail side of a list-and-detail screen. */
export const detailPanel = () => panelOf('.admin-list-detail__detail');

/** The list's table row showing `text`. */
export const rowOf = (text: string) => {
  const row = within(listPanel()).getByText(text).closest('tr');
  if (row === null) throw new Error(`no row for ${text}`);
  return row;
};

/** Opens the select labelled `label` and picks `option`. */
export async function chooseOption(label: string, option: string) {
  fireEvent.mouseDown(screen.getByRole('combobox', { name: label }));
  const matches = await screen.findAllByTitle(option);
  const item = matches.find((el) => el.classList.contains('ant-select-item-option'));
  if (item === undefined) throw new Error(`no ${option} option`);
  fireEvent.click(item);
}

/**
 * Regression (issue #20 item 4): with 11 rows, deleting the only row of page 2 goes back to page 1 rather
 * than an empty page beside "Showing 1 to 10 of 10 results". `row(n)` is the n-th row's visible text.
 */
export async function expectDeleteOfLastPageRowGoesBack(opts: {
  row: (n: number) => string;
  deleted: string;
  empty: string;
  lastList: () => URLSearchParams | undefined;
}) {
  await screen.findByText('Showing 1 to 10 of 11 results');
  fireEvent.click(screen.getByRole('button', { name: 'Next' }));
  fireEvent.click(await within(listPanel()).findByText(opts.row(11)));
  fireEvent.click(await within(detailPanel()).findByRole('button', { name: 'Delete' }));
  const dialog = await screen.findByRole('dialog');
  fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
  expect(await screen.findByText(opts.deleted)).toBeTruthy();
  expect(await within(listPanel()).findByText(opts.row(1))).toBeTruthy();
  expect(screen.getByText('Showing 1 to 10 of 10 results')).toBeTruthy();
  expect(within(listPanel()).queryByText(opts.empty)).toBeNull();
  expect(opts.lastList()?.get('page')).toBe('1');
}
