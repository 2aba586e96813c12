import {
  BarChartOutlined,
  BellOutlined,
  BookOutlined,
  HomeOutlined,
  QuestionCircleOutlined,
  SafetyOutlined,
  SearchOutlined,
  TableOutlined,
  ThunderboltOutlined,
  UserOutlined,
} from '@ant-design/icons';
import { useMemo } from 'react';
import { SideNav, type SideNavEntry } from '@/components/side-nav';
import { useAuth } from '@/lib/auth/auth-context';
import { useMeQuery } from '@/lib/gating/me.api';
import { planNameOf } from '@/lib/gating/plan-refusal';
import { lockedToolAt } from '@/lib/gating/tool-access';

const ENTRIES: readonly SideNavEntry[] = [
  { key: '/dashboard', icon: <HomeOutlined />, label: 'Dashboard' },
  { key: '/dashboard/props', icon: <ThunderboltOutlined />, label: 'Prop Feed' },
  { key: '/dashboard/players', icon: <SearchOutlined />, label: 'Player Research' },
  { key: '/dashboard/odds', icon: <TableOutlined />, label: 'Odds Board' },
  { key: '/dashboard/defense', icon: <SafetyOutlined />, label: 'Defence vs Position' },
  { key: '/dashboard/bets', icon: <BarChartOutlined />, label: 'Bet Tracker' },
  { key: '/dashboard/alerts', icon: <BellOutlined />, label: 'Alerts' },
  { key: '/dashboard/articles', icon: <BookOutlined />, label: 'Articles' },
  { key: '/dashboard/faq', icon: <QuestionCircleOutlined />, label: 'FAQ' },
  { key: '/dashboard/profile', icon: <UserOutlined />, label: 'Profile' },
];

function selectedKey(pathname: string): string {
  const match = ENTRIES.filter((e) => e.key !== '/dashboard' && pathname.startsWith(e.key))[0];
  if (match) return match.key;
  return pathname.startsWith('/dashboard/analysis') ? '/dashboard/props' : '/dashboard';
}

export function AppSidebar({ open, onToggle }: { open: boolean; onToggle: () => void }) {
  const auth = useAuth();
  // The dashboard gate asks for the same answer; until it arrives nothing is marked.
  const me = useMeQuery(undefined, { skip: auth.status !== 'signed-in' });
  const subscription = me.data?.subscription;
  const entries = useMemo(
    () =>
      ENTRIES.map((e) => {
        const locked = lockedToolAt(e.key, subscription);
        return locked ? { ...e, lockedUntil: planNameOf(locked.tier) } : e;
      }),
    [subscription],
  );
  return <SideNav label="Main" entries={entries} selectedKey={selectedKey} open={open} onToggle={onToggle} />;
}
