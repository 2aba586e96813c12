import { DoubleLeftOutlined, DoubleRightOutlined } from '@ant-design/icons';
import { Menu, type MenuProps } from 'antd';
import type { ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { SIDEBAR_COLLAPSED_WIDTH, SIDEBAR_OPEN_WIDTH } from '@edgeboard/domain';
import { HEADER_HEIGHT } from './app-header';

export interface SideNavEntry {
  key: string;
  icon: ReactNode;
  label: string;
}

/**
 * The collapsible sidebar of the dashboard and of the back office: 16rem open, 4rem collapsed, a menu of
 * routes with the current section highlighted, and the Hide/Show Menu toggle at the bottom.
 */
export function SideNav({
  label,
  entries,
  selectedKey,
  open,
  onToggle,
}: {
  label: string;
  entries: readonly SideNavEntry[];
  selectedKey: (pathname: string) => string;
  open: boolean;
  onToggle: () => void;
}) {
  const navigate = useNavigate();
  const location = useLocation();
  return (
    <nav
      aria-label={label}
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
        items={entries.map((e): NonNullable<MenuProps['items']>[number] => ({ ...e }))}
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
