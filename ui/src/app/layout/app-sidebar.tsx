import {
  BookOutlined,
  DoubleLeftOutlined,
  DoubleRightOutlined,
  HomeOutlined,
  QuestionCircleOutlined,
  ThunderboltOutlined,
  UserOutlined,
} from '@ant-design/icons';
import { Menu } from 'antd';
import { useLocation, useNavigate } from 'react-router-dom';
import { SIDEBAR_COLLAPSED_WIDTH, SIDEBAR_OPEN_WIDTH } from '@edgeboard/domain';
import { HEADER_HEIGHT } from './app-header';

const ENTRIES = [
  { key: '/dashboard', icon: <HomeOutlined />, label: 'Dashboard' },
  { key: '/dashboard/props', icon: <ThunderboltOutlined />, label: 'Prop Feed' },
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
  const navigate = useNavigate();
  const location = useLocation();
  return (
    <nav
      aria-label="Main"
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
        selectedKeys={[selectedKey(location.pathname)]}
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
