// The bell's live part: the unread count, the latest notices (each opening its pick's analysis and marking it
// read), Mark all as read, and the stream that brings new notices without a reload. Below starting the bell
// names the plan that unlocks alerts instead.
import type { MenuProps } from 'antd';
import { Link } from 'react-router-dom';
import {
  alertAccess,
  formatSignedPercent,
  statTypeLabel,
  unreadBadge,
  type AlertNotice,
} from '@edgeboard/domain';
import { useAuth } from '@/lib/auth/auth-context';
import { useMeQuery } from '@/lib/gating/me.api';
import { PlanRefusal } from '@/lib/gating/plan-refusal';
import { HeaderDropdown } from '@/components/header-dropdown';
import { BellButton } from './bell-button';
import { useAlertsQuery, useMarkAlertsReadMutation } from './alerts.api';
import { useAlertStream } from './use-alert-stream';

export const ALERTS_PATH = '/dashboard/alerts';
export const NO_ALERTS_TEXT = 'No alerts yet. New plays that match your rules show up here.';
export const ALERTS_LOAD_FAILED = "Alerts couldn't be loaded.";
export const ALERTS_UNLOCKS = 'unlocks alerts on new plays';

/** "Travis Kelce Over 265.5 receiving yards": the notice's play in words. */
export function noticeText(n: AlertNotice): string {
  return `${n.player} ${n.direction} ${n.line} ${statTypeLabel(n.statType)}`;
}

function noticeDetail(n: AlertNotice): string {
  const ev = n.evPercent === null ? '' : ` · EV ${formatSignedPercent(n.evPercent)}`;
  return `Edge Score ${n.edgeScore}${ev} · vs ${n.opponent}, week ${n.week}`;
}

function NoticeLabel({ notice }: { notice: AlertNotice }) {
  const unread = notice.readAt === null;
  return (
    <Link
      to={`/dashboard/analysis/${encodeURIComponent(notice.pickId)}`}
      style={{ display: 'block', maxWidth: 300, whiteSpace: 'normal', lineHeight: 1.35 }}
    >
      <span style={{ fontWeight: unread ? 700 : 400 }}>
        {unread && <span className="visually-hidden">Unread: </span>}
        New play: {noticeText(notice)}
      </span>
      <br />
      <span style={{ color: '#64748b', fontSize: 12 }}>{noticeDetail(notice)}</span>
    </Link>
  );
}

/** `openAtOnce`: the bell was tapped while this code was loading, so the menu opens as it mounts. */
export default function LiveBell({ openAtOnce = false }: { openAtOnce?: boolean }) {
  const auth = useAuth();
  const me = useMeQuery(undefined, { skip: auth.status !== 'signed-in' });
  const access = me.data ? alertAccess(me.data.subscription) : null;
  const alerts = useAlertsQuery(undefined, { skip: access === null });
  const [markRead] = useMarkAlertsReadMutation();
  useAlertStream(access !== null);

  const unread = access === null ? 0 : (alerts.data?.unread ?? 0);
  const notices = alerts.data?.notices ?? [];
  const settings = { key: 'settings', label: <Link to={ALERTS_PATH}>Alert settings</Link> };
  let items: MenuProps['items'];
  if (me.data && access === null) {
    items = [{ key: 'upgrade', label: <PlanRefusal tier="starting" unlocks={ALERTS_UNLOCKS} /> }];
  } else if (alerts.isError) {
    items = [{ key: 'error', label: ALERTS_LOAD_FAILED, disabled: true }, settings];
  } else if (!alerts.data) {
    items = [{ key: 'loading', label: 'Loading alerts…', disabled: true }];
  } else if (notices.length === 0) {
    items = [{ key: 'empty', label: NO_ALERTS_TEXT, disabled: true }, settings];
  } else {
    items = [
      ...notices.map((n) => ({
        key: `notice-${n.id}`,
        label: <NoticeLabel notice={n} />,
        onClick: () => {
          if (n.readAt === null) void markRead({ id: n.id });
        },
      })),
      { type: 'divider' as const },
      ...(unread > 0
        ? [{ key: 'read-all', label: 'Mark all as read', onClick: () => void markRead({ all: true }) }]
        : []),
      settings,
    ];
  }

  return (
    <HeaderDropdown items={items} initialOpen={openAtOnce}>
      <BellButton badge={unreadBadge(unread)} unread={unread} />
    </HeaderDropdown>
  );
}
