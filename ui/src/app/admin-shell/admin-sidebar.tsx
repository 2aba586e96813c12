import {
  AppstoreOutlined,
  BarChartOutlined,
  ClockCircleOutlined,
  CreditCardOutlined,
  FileTextOutlined,
  HomeOutlined,
  SettingOutlined,
  TeamOutlined,
} from '@ant-design/icons';
import { SideNav, type SideNavEntry } from '@/components/side-nav';

// The spec's five entries (Users, Subscriptions, Content, Analytics, Settings), with the admin home first
// so the tiles are one click away from anywhere in the back office, and Jobs (scheduled work, issue #14).
const ENTRIES: readonly SideNavEntry[] = [
  { key: '/admin', icon: <AppstoreOutlined />, label: 'Overview' },
  { key: '/admin/users', icon: <TeamOutlined />, label: 'Users' },
  { key: '/admin/subscriptions', icon: <CreditCardOutlined />, label: 'Subscriptions' },
  { key: '/admin/content', icon: <FileTextOutlined />, label: 'Content' },
  { key: '/admin/analytics', icon: <BarChartOutlined />, label: 'Analytics' },
  { key: '/admin/jobs', icon: <ClockCircleOutlined />, label: 'Jobs' },
  { key: '/admin/settings', icon: <SettingOutlined />, label: 'Settings' },
  { key: '/dashboard', icon: <HomeOutlined />, label: 'Back to Dashboard' },
];

export function adminSelectedKey(pathname: string): string {
  const path = pathname.replace(/\/+$/, '');
  const match = ENTRIES.filter((e) => e.key !== '/admin' && path.startsWith(e.key))[0];
  return match ? match.key : '/admin';
}

export function AdminSidebar({ open, onToggle }: { open: boolean; onToggle: () => void }) {
  return (
    <SideNav label="Admin" entries={ENTRIES} selectedKey={adminSelectedKey} open={open} onToggle={onToggle} />
  );
}
