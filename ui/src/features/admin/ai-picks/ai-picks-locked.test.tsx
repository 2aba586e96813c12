// Issue #14 item 5 on the admin AI picks screen: a pick whose game has kicked off is part of the record. A row
// that carries `locked_at` has its Edit and Delete off ("Locked at kickoff"); an edit or delete the server refuses
// with 409 pick_locked (read by its code) shows the server's message, which names the kickoff.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { AI_PICK_UPDATE_FAILED_MESSAGE, type AiPick } from '@edgeboard/domain';
import { detailPanel, json, requestOf } from '@/features/admin/common/admin-test-kit';
import { LOCKED_AT_KICKOFF_LABEL } from './ai-pick-detail';
import { makePick } from './ai-picks.fixture';
import { render } from './ai-picks-test-server';

const KICKED_OFF =
  "This pick's game kicked off at 1:00 PM EDT, Sep 21, 2025: its published fields are part of the record and cannot change.";

/** One pick: listed, read by id, and every PUT or DELETE refused with `refusal` (409 pick_locked by default). */
function serve(pick: AiPick, refusal = { code: 'pick_locked', message: KICKED_OFF }) {
  const writes: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn<typeof fetch>((input) => {
      const req = requestOf(input);
      const path = new URL(req.url).pathname;
      if (path === '/api/admin/ai-picks') return Promise.resolve(json(200, { data: [pick], count: 1 }));
      if (req.method === 'GET') return Promise.resolve(json(200, pick));
      writes.push(req.method);
      return Promise.resolve(json(409, { error: refusal }));
    }),
  );
  return writes;
}

const button = (name: string) => within(detailPanel()).getByRole('button', { name });
const disabled = (el: HTMLElement) => (el as HTMLButtonElement).disabled;

describe('AI picks locked at kickoff', () => {
  it('labels a locked row and disables its Edit and Delete', async () => {
    const writes = serve(makePick(1, { locked_at: '2025-09-21T17:00:00.000Z' }));
    render();
    const row = (await screen.findByText('Josh Allen')).closest('tr');
    expect(row && within(row).getByText(LOCKED_AT_KICKOFF_LABEL)).toBeTruthy();
    fireEvent.click(row as HTMLElement);
    await within(detailPanel()).findByText(LOCKED_AT_KICKOFF_LABEL);
    expect(disabled(button('Edit'))).toBe(true);
    expect(disabled(button('Delete'))).toBe(true);
    fireEvent.click(button('Delete'));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(writes).toEqual([]);
  });

  it("shows the server's message when a save is refused with pick_locked, and locks the pick", async () => {
    const writes = serve(makePick(1));
    render();
    fireEvent.click(await screen.findByText('Josh Allen'));
    expect(disabled(await within(detailPanel()).findByRole('button', { name: 'Edit' }))).toBe(false);
    fireEvent.click(button('Edit'));
    fireEvent.click(button('Save'));
    expect(await within(detailPanel()).findByText(KICKED_OFF)).toBeTruthy();
    expect(writes).toEqual(['PUT']);
    // Back to the pick, which is now part of the record.
    expect(within(detailPanel()).queryByRole('button', { name: 'Save' })).toBeNull();
    expect(disabled(button('Edit'))).toBe(true);
    expect(disabled(button('Delete'))).toBe(true);
    expect(screen.queryByText(AI_PICK_UPDATE_FAILED_MESSAGE)).toBeNull();
  });

  it("shows the server's message when a delete is refused with pick_locked", async () => {
    const writes = serve(makePick(1));
    render();
    fireEvent.click(await screen.findByText('Josh Allen'));
    fireEvent.click(await within(detailPanel()).findByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await within(detailPanel()).findByText(KICKED_OFF)).toBeTruthy();
    expect(writes).toEqual(['DELETE']);
    // Found by its text: the confirm dialog's closing leaves the page behind it aria-hidden in jsdom.
    await waitFor(() => {
      expect(within(detailPanel()).getByText('Delete').closest('button')?.disabled).toBe(true);
    });
  });

  it('reads the code, not the text: another 409 with the same words is an ordinary refusal', async () => {
    serve(makePick(1), { code: 'conflict', message: KICKED_OFF });
    render();
    fireEvent.click(await screen.findByText('Josh Allen'));
    fireEvent.click(await within(detailPanel()).findByRole('button', { name: 'Edit' }));
    fireEvent.click(button('Save'));
    expect(await screen.findByText(AI_PICK_UPDATE_FAILED_MESSAGE)).toBeTruthy();
    expect(button('Save')).toBeTruthy();
  });
});
