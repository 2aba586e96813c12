import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  AI_PICK_DELETE_SUCCESS_MESSAGE,
  AI_PICK_UPDATE_FAILED_MESSAGE,
  AI_PICK_UPDATE_SUCCESS_MESSAGE,
} from '@edgeboard/domain';
import { AI_PICK_DELETE_CONFIRM_MESSAGE } from './ai-picks-page';
import { SELECT_AI_PICK_MESSAGE } from './ai-pick-detail';
import { detailPanel, listPanel, rowOf } from '@/features/admin/common/admin-test-kit';
import { allen, henry, kelce, render, serve } from './ai-picks-test-server';

describe('admin AI picks', () => {
  it('selects, edits, saves, cancels and deletes (the list/detail/edit state machine)', async () => {
    const server = serve([allen, henry, kelce]);
    render();
    await screen.findByText('Josh Allen');
    expect(within(detailPanel()).getByText(SELECT_AI_PICK_MESSAGE)).toBeTruthy();
    expect(within(rowOf('Derrick Henry')).getByText('Rushing Yards')).toBeTruthy();

    // Selecting fetches the full pick by id, by mouse or keyboard.
    fireEvent.click(rowOf('Josh Allen'));
    await within(detailPanel()).findByText(allen.reasoning);
    expect(server.gets(allen.id)).toBe(1);
    fireEvent.keyDown(rowOf('Derrick Henry'), { key: 'Enter' });
    await within(detailPanel()).findByText(henry.reasoning);
    expect(server.gets(henry.id)).toBe(1);

    // Edit, then Cancel leaves edit mode without saving.
    fireEvent.click(within(detailPanel()).getByRole('button', { name: 'Edit' }));
    const confidence = within(detailPanel()).getByRole('spinbutton', { name: 'Confidence' });
    fireEvent.change(confidence, { target: { value: '91' } });
    fireEvent.click(within(detailPanel()).getByRole('button', { name: 'Cancel' }));
    expect(within(detailPanel()).getByRole('button', { name: 'Edit' })).toBeTruthy();
    expect(server.calls.some((c) => c.method === 'PUT')).toBe(false);

    // Edit and save: the row and the panel show the saved values and edit mode ends.
    fireEvent.click(within(detailPanel()).getByRole('button', { name: 'Edit' }));
    fireEvent.change(within(detailPanel()).getByRole('spinbutton', { name: 'Confidence' }), {
      target: { value: '91' },
    });
    fireEvent.change(within(detailPanel()).getByRole('spinbutton', { name: 'Line value' }), {
      target: { value: '92.5' },
    });
    fireEvent.click(within(detailPanel()).getByRole('radio', { name: 'Over' }));
    fireEvent.click(within(detailPanel()).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(AI_PICK_UPDATE_SUCCESS_MESSAGE)).toBeTruthy();
    const put = server.calls.find((c) => c.method === 'PUT');
    expect(put?.body).toEqual({ stat_type: 'rushing_yards', pick: 'over', line_value: 92.5, confidence: 91 });
    await waitFor(() => {
      expect(within(rowOf('Derrick Henry')).getByText('91%')).toBeTruthy();
    });
    expect(within(rowOf('Derrick Henry')).getByText('Over 92.5')).toBeTruthy();
    expect(within(detailPanel()).getByText('Over 92.5')).toBeTruthy();
    expect(within(detailPanel()).getByRole('button', { name: 'Edit' })).toBeTruthy();

    // Delete asks first, then clears the selection and the row.
    fireEvent.click(within(detailPanel()).getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(AI_PICK_DELETE_CONFIRM_MESSAGE)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText(AI_PICK_DELETE_SUCCESS_MESSAGE)).toBeTruthy();
    await waitFor(() => {
      expect(within(detailPanel()).getByText(SELECT_AI_PICK_MESSAGE)).toBeTruthy();
    });
    await waitFor(() => {
      expect(within(listPanel()).queryByText('Derrick Henry')).toBeNull();
    });
    expect(server.calls.filter((c) => c.method === 'DELETE')).toHaveLength(1);
    // The longest journey of the file (a dozen antd re-renders of the eight-column table): on a busy two-core
    // machine it can pass the default 20 s.
  }, 60_000);

  it('keeps edit mode and says so when the server refuses the update', async () => {
    serve([allen], { failUpdate: true });
    render();
    fireEvent.click(await screen.findByText('Josh Allen'));
    fireEvent.click(await within(detailPanel()).findByRole('button', { name: 'Edit' }));
    fireEvent.click(within(detailPanel()).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(AI_PICK_UPDATE_FAILED_MESSAGE)).toBeTruthy();
    expect(within(detailPanel()).getByRole('button', { name: 'Save' })).toBeTruthy();
  });

  it('validates confidence 1-100 and lines in steps of 0.5 as you type', async () => {
    const server = serve([allen]);
    render();
    fireEvent.click(await screen.findByText('Josh Allen'));
    fireEvent.click(await within(detailPanel()).findByRole('button', { name: 'Edit' }));
    fireEvent.change(within(detailPanel()).getByRole('spinbutton', { name: 'Line value' }), {
      target: { value: '245.3' },
    });
    expect(await screen.findByText('The line moves in steps of 0.5')).toBeTruthy();
    fireEvent.click(within(detailPanel()).getByRole('button', { name: 'Save' }));
    await new Promise((r) => setTimeout(r, 50));
    expect(server.calls.some((c) => c.method === 'PUT')).toBe(false);
  });
});
