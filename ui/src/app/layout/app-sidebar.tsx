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
import { SideNav, type SideNavEntry } from '@/components/side-nav';

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
  return <SideNav label="Main" entries={ENTRIES} selectedKey={selectedKey} open={open} onToggle={onToggle} />;
}
