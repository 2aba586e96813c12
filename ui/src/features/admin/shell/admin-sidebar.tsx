import {
  AppstoreOutlined,
  BarChartOutlined,
  CreditCardOutlined,
  DoubleLeftOutlined,
  DoubleRightOutlined,
  FileTextOutlined,
  HomeOutlined,
  SettingOutlined,
  TeamOutlined,
} from '@ant-design/icons';
import { Menu } from 'antd';
import { useLocation, useNavigate } from 'react-router-dom';
import { SIDEBAR_COLLAPSED_WIDTH, SIDEBAR_OPEN_WIDTH } from '@edgeboard/domain';
import { HEADER_HEIGHT } from '../../../app/layout/app-header';

// The spec's five entries (Users, Subscriptions, Content, Analytics, Settings), with the admin home first
// so the tiles are one click away from anywhere in the back office.
const ENTRIES = [
  { key: '/admin', icon: <AppstoreOutlined />, label: 'Overview' },
  { key: '/admin/users', icon: <TeamOutlined />, label: 'Users' },
  { key: '/admin/subscriptions', icon: <CreditCardOutlined />, label: 'Subscriptions' },
  { key: '/admin/content', icon: <FileTextOutlined />, label: 'Content' },
  { key: '/admin/analytics', icon: <BarChartOutlined />, label: 'Analytics' },
  { key: '/admin/settings', icon: <SettingOutlined />, label: 'Settings' },
  { key: '/dashboard', icon: <HomeOutlined />, label: 'Back to Dashboard' },
];

export function adminSelectedKey(pathname: string): string {
  const path = pathname.replace(/\/+$/, '');
  const match = ENTRIES.filter((e) => e.key !== '/admin' && path.startsWith(e.key))[0];
  return match ? match.key : '/admin';
}

export function AdminSidebar({ open, onToggle }: { open: boolean; onToggle: () => void }) {
  const navigate = useNavigate();
  const location = useLocation();
  return (
    <nav
      aria-label="Admin"
      style={{
        position: 'fixed',
        top: HEADER_HEIGHT,
        bottom: 0,
        left: 0,
        zIndex: 90,
        width: open ? SIDEBAR_OPEN_WIDTH : SIDEBAR_COLLAPSED_WIDTH,
        transition: 'width 0.2s',
        background: '#fff',
        borderRight: '1px solid #e2e8f0',
        display: 'flex',
        flexDirection: 'column',
        overflowX: 'hidden',
      }}
    >
      <Menu
        mode="inline"
        inlineCollapsed={!open}
        selectedKeys={[adminSelectedKey(location.pathname)]}
        items={ENTRIES}
        onClick={({ key }) => void navigate(key)}
        style={{ borderInlineEnd: 'none', flex: 1 }}
      />
      <button
        type="button"
        onClick={onToggle}
        aria-expanded={open}
        style={{
          display: 'flex',
          alignItems: 'center',
          gap: 8,
          justifyContent: open ? 'flex-start' : 'center',
          padding: '12px 24px',
          border: 'none',
          borderTop: '1px solid #e2e8f0',
          background: 'transparent',
          cursor: 'pointer',
          color: '#475569',
          font: 'inherit',
        }}
      >
        {open ? <DoubleLeftOutlined /> : <DoubleRightOutlined />}
        {open ? <span>Hide Menu</span> : <span className="visually-hidden">Show Menu</span>}
      </button>
    </nav>
  );
}
