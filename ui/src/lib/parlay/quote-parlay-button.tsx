// "Add to parlay" on an odds board row (issue #32): the row's pick names the prop, and the bettor chooses which
// quoted line and side joins the slip (the API prices a leg at a line a book quotes). The board's table and its
// phone cards both show it.
import { Button, Dropdown } from 'antd';
import { DownOutlined } from '@ant-design/icons';
import type { OddsBoardRow } from '@edgeboard/domain';
import { legLabel, type AddableLeg } from './add-to-parlay-button';
import { parlaySlip } from './parlay-slip';

/** Every quoted line of the row, low to high, each side a book prices. */
export function quotedLegs(row: OddsBoardRow, matchup: string | null): AddableLeg[] {
  const pick = row.pick;
  if (!pick || row.started) return [];
  const lines = new Map<number, { over: boolean; under: boolean }>();
  for (const q of row.quotes) {
    if (q.stale) continue;
    const l = lines.get(q.line) ?? { over: false, under: false };
    lines.set(q.line, { over: l.over || q.overOdds !== null, under: l.under || q.underOdds !== null });
  }
  const base = { pickId: pick.id, player: row.player, statType: row.statType, matchup };
  return [...lines.entries()]
    .sort(([a], [b]) => a - b)
    .flatMap(([line, s]) => [
      ...(s.over ? [{ ...base, line, side: 'over' as const }] : []),
      ...(s.under ? [{ ...base, line, side: 'under' as const }] : []),
    ]);
}

export function QuoteParlayButton({ row, matchup }: { row: OddsBoardRow; matchup: string | null }) {
  const legs = quotedLegs(row, matchup);
  if (legs.length === 0) return null;
  const items = legs.map((l, i) => ({
    key: String(i),
    label: `${l.side === 'over' ? 'Over' : 'Under'} ${String(l.line)}`,
  }));
  return (
    <Dropdown
      trigger={['click']}
      menu={{
        items,
        onClick: ({ key }) => {
          const leg = legs[Number(key)];
          if (leg) parlaySlip.add({ ...leg, label: legLabel(leg) });
        },
      }}
    >
      <Button size="small" aria-label={`Add to parlay: ${row.player} ${row.statType.replace(/_/g, ' ')}`}>
        Add to parlay <DownOutlined />
      </Button>
    </Dropdown>
  );
}
