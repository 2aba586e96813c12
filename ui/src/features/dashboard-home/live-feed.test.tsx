import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { NO_PROPS_MESSAGE } from '@edgeboard/domain';
import { serve, open, withDashboardTimers } from './dashboard-test-kit';

withDashboardTimers();

describe('Live Feed', () => {
  it('loads the tier count, and a new sort asks the server again', async () => {
    const { feedCalls } = serve({ tier: 'starting' });
    open();
    await waitFor(() => {
      expect(document.querySelectorAll('[role="article"]')).toHaveLength(4);
    });
    const live = () => feedCalls.filter((q) => q.get('limit') === '12');
    // Issue #27 item 3: value first (plays first, by EV then Edge Score).
    expect(Object.fromEntries(live()[0] ?? [])).toEqual({
      limit: '12',
      sortBy: 'ev',
      sortOrder: 'desc',
      status: 'upcoming',
      playsFirst: 'true',
    });
    expect(screen.getByRole('link', { name: 'View All' }).getAttribute('href')).toBe('/dashboard/props');

    // antd's Select, as on every other page (issue #28 item 12: this was a native select beside antd's).
    expect(document.querySelector('select')).toBeNull();
    const sort = await screen.findByRole('combobox', { name: 'Sort live feed' });
    fireEvent.mouseDown(sort);
    const options = [...document.querySelectorAll('.ant-select-item-option')];
    expect(options.map((o) => o.textContent)).toEqual([
      'Value (EV)',
      'Confidence',
      'Start Time',
      'Prop Type',
    ]);
    const startTime = options.find((o) => o.textContent === 'Start Time');
    if (!startTime) throw new Error('no Start Time option');
    fireEvent.click(startTime);
    await waitFor(() => {
      expect(
        live().some(
          (q) =>
            q.get('sortBy') === 'start_time' &&
            q.get('sortOrder') === 'asc' &&
            q.get('playsFirst') === 'true',
        ),
      ).toBe(true);
    });
  });

  it('says when there are no props', async () => {
    serve({ feed: [] });
    open();
    expect(await screen.findByText(NO_PROPS_MESSAGE)).toBeTruthy();
  });
});
