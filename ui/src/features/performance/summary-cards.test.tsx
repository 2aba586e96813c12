// A figure beside a word means what the word says: with no decided pick there is no win rate, and with no
// priced pick no ROI, so the cards say so instead of showing 0.0% (a replay on one book's lines has no plays).
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { EMPTY_PERFORMANCE_SUMMARY } from '@edgeboard/domain';
import { summaryFixture } from './performance.fixture';
import { SummaryCards } from './summary-cards';

// The zeroed summary the client shows when the call fails is also what a season with no plays answers.
const EMPTY = EMPTY_PERFORMANCE_SUMMARY;

const card = (title: string) => {
  const el = screen.getByText(title).closest('.ant-card');
  if (!(el instanceof HTMLElement)) throw new Error(`no ${title} card`);
  return within(el);
};

describe('performance summary cards', () => {
  it('shows no win rate or ROI without a pick to compute them on', () => {
    render(<SummaryCards summary={EMPTY} />);
    expect(card('Win Rate').getByText('—')).toBeTruthy();
    expect(card('Win Rate').getByText('No decided picks')).toBeTruthy();
    expect(card('ROI').getByText('—')).toBeTruthy();
    expect(screen.queryByText('0.0%')).toBeNull();
  });

  it('shows the figures when there are picks', () => {
    render(<SummaryCards summary={summaryFixture} />);
    expect(card('Win Rate').getByText('60.9%')).toBeTruthy();
    expect(card('ROI').getByText('11.2%')).toBeTruthy();
  });
});
