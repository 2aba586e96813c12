import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PickEdits } from './pick-edits';

const KICKOFF = '2025-09-21T17:00:00.000Z';

describe('PickEdits', () => {
  it('shows each edit before kickoff as a plain line with only the fields it changed', () => {
    render(
      <PickEdits
        kickoff={KICKOFF}
        edits={[
          {
            version: 1,
            edited_at: '2025-09-21T15:00:00.000Z',
            changes: [{ field: 'line_value', from: 45.5, to: 46.5 }],
          },
          {
            version: 2,
            edited_at: '2025-09-21T16:30:00.000Z',
            changes: [
              { field: 'pick', from: 'over', to: 'under' },
              { field: 'over_odds', from: -110, to: 105 },
            ],
          },
        ]}
      />,
    );
    const items = screen.getAllByRole('listitem').map((li) => li.textContent);
    expect(items).toEqual([
      'Edited 2 h before kickoff: line 45.5 → 46.5',
      'Edited 30 min before kickoff: call Over → Under, over price -110 → +105',
    ]);
  });

  it('shows nothing for a pick never edited', () => {
    const { container } = render(<PickEdits kickoff={KICKOFF} edits={[]} />);
    expect(container.innerHTML).toBe('');
  });
});
