// "Add to parlay" (issue #32 item 3): the one button the feed's pick cards, the analysis page and the odds board
// share. It adds the pick's prop at a line and side to the session's slip, or says it is in the slip.
import { Button } from 'antd';
import { PlusOutlined, CheckOutlined } from '@ant-design/icons';
import { pickText, PARLAY_MAX_LEGS } from '@edgeboard/domain';
import { useState } from 'react';
import { parlaySlip, useParlaySlip, type SlipLeg } from './parlay-slip';
import { openParlayBuilder } from './parlay-builder-open';

export type AddableLeg = Omit<SlipLeg, 'label'>;

export const legLabel = (l: AddableLeg): string => `${l.player} ${pickText(l.side, l.line, l.statType)}`;

export function AddToParlayButton({ leg, size = 'small' }: { leg: AddableLeg; size?: 'small' | 'middle' }) {
  const slip = useParlaySlip();
  const [full, setFull] = useState(false);
  const inSlip = slip.legs.some((l) => l.pickId === leg.pickId && l.line === leg.line && l.side === leg.side);
  const label = legLabel(leg);
  return (
    <Button
      size={size}
      icon={inSlip ? <CheckOutlined /> : <PlusOutlined />}
      aria-label={inSlip ? `${label}: in your parlay (open it)` : `Add to parlay: ${label}`}
      title={full ? `A parlay takes at most ${String(PARLAY_MAX_LEGS)} legs` : undefined}
      onClick={() => {
        if (inSlip) {
          openParlayBuilder();
          return;
        }
        const added = parlaySlip.add({ ...leg, label });
        setFull(!added);
      }}
    >
      {inSlip ? 'In parlay' : full ? 'Parlay full' : 'Add to parlay'}
    </Button>
  );
}

/** A pick's headline prop as a leg: the feed's items and the analysis answer both carry it (`ai_picks[0]`). */
export function legOfPick(item: {
  id: string;
  matchup: string;
  ai_picks: readonly {
    player: string;
    pickDirection: 'Over' | 'Under';
    lineValue: number;
    statType: AddableLeg['statType'];
  }[];
}): AddableLeg | null {
  const head = item.ai_picks[0];
  if (!head) return null;
  return {
    ...{ pickId: item.id, player: head.player, statType: head.statType, line: head.lineValue },
    ...{ side: head.pickDirection === 'Over' ? 'over' : 'under', matchup: item.matchup },
  };
}
