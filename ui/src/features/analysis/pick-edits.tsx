// The pick's edits before kickoff, one plain line each ("Edited 2 h before kickoff: line 45.5 → 46.5"): the
// ledger shows what changed and when, so a subscriber can check the pick was not rewritten after the fact.
import type { LedgerField, PickEdit } from '@edgeboard/domain';
import { Typography } from 'antd';

const LABELS: Record<LedgerField, string> = {
  pick: 'call',
  line_value: 'line',
  odds: 'price',
  over_odds: 'over price',
  under_odds: 'under price',
  sportsbook: 'book',
  confidence: 'Edge Score',
  created_at: 'published',
};

const americanOdds = (n: number) => (n > 0 ? `+${String(n)}` : String(n));

function when(iso: string): string {
  return new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });
}

function valueText(field: LedgerField, value: string | number | null): string {
  if (value === null) return 'none';
  if (field === 'pick') return value === 'under' ? 'Under' : 'Over';
  if (typeof value === 'number' && (field === 'odds' || field === 'over_odds' || field === 'under_odds'))
    return americanOdds(value);
  if (field === 'created_at' && typeof value === 'string') return when(value);
  return String(value);
}

/** "2 h", "35 min", "3 d" before kickoff; the reader's own date and time without one. */
export function editedWhen(editedAt: string, kickoff: string | null | undefined): string {
  const before = kickoff ? Date.parse(kickoff) - Date.parse(editedAt) : NaN;
  if (!Number.isFinite(before) || before < 0) return `Edited ${when(editedAt)}`;
  const minutes = Math.round(before / 60_000);
  const span =
    minutes < 60
      ? `${String(minutes)} min`
      : minutes < 48 * 60
        ? `${String(Math.round(minutes / 60))} h`
        : `${String(Math.round(minutes / 1440))} d`;
  return `Edited ${span} before kickoff`;
}

export function editLine(edit: PickEdit, kickoff: string | null | undefined): string {
  const changes = edit.changes
    .map((c) => `${LABELS[c.field]} ${valueText(c.field, c.from)} → ${valueText(c.field, c.to)}`)
    .join(', ');
  return `${editedWhen(edit.edited_at, kickoff)}: ${changes}`;
}

export function PickEdits({ edits, kickoff }: { edits: readonly PickEdit[]; kickoff?: string | null }) {
  const shown = edits.filter((e) => e.changes.length > 0);
  if (shown.length === 0) return null;
  return (
    <ul aria-label="Edits before kickoff" style={{ margin: 0, paddingLeft: 20 }}>
      {shown.map((e) => (
        <li key={e.version}>
          <Typography.Text>{editLine(e, kickoff)}</Typography.Text>
        </li>
      ))}
    </ul>
  );
}
