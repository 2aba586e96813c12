import {
  LogoutOutlined,
  MenuOutlined,
  SettingOutlined,
  UserOutlined,
  DashboardOutlined,
} from '@ant-design/icons';
import { Button, type MenuProps } from 'antd';
import { Link, useNavigate } from 'react-router-dom';
import { initials } from '@edgeboard/domain';
import { useAuth } from '@/lib/auth/auth-context';
import { useMeQuery } from '@/lib/gating/me.api';
import { BRAND_NAVY } from '@/app/theme';
import { HeaderDropdown } from '@/components/header-dropdown';
import { Inline } from './inline';
import { signOut } from '@/lib/auth/sign-out';
import { HEADER_HEIGHT } from '@/lib/layout-sizes';
import { OneLine } from '@/components/text';
import { AlertBell } from '@/features/alerts/alert-bell';

// antd's default avatar look, drawn directly: its Avatar component brings Avatar.Group's Popover along.
const AVATAR_STYLE = {
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: 32,
  height: 32,
  borderRadius: '50%',
  background: '#15803d',
  color: '#fff',
  fontSize: 14,
  lineHeight: 1,
  flexShrink: 0,
} as const;

export function AppHeader({
  onToggleSidebar,
  compact = false,
}: {
  onToggleSidebar: () => void;
  compact?: boolean;
}) {
  const auth = useAuth();
  const navigate = useNavigate();
  const me = useMeQuery(undefined, { skip: auth.status !== 'signed-in' });
  const metaName: unknown = auth.user?.user_metadata.name;
  const name =
    me.data?.profile?.name ?? (typeof metaName === 'string' ? metaName : null) ?? auth.user?.email ?? '';
  const isAdmin = me.data?.subscription.isAdmin === true;

  const userItems: MenuProps['items'] = [
    { key: 'profile', icon: <UserOutlined />, label: <Link to="/dashboard/profile">Profile</Link> },
    { key: 'settings', icon: <SettingOutlined />, label: <Link to="/dashboard/settings">Settings</Link> },
    ...(isAdmin
      ? [{ key: 'admin', icon: <DashboardOutlined />, label: <Link to="/admin">Admin Dashboard</Link> }]
      : []),
    { type: 'divider' as const },
    {
      key: 'sign-out',
      icon: <LogoutOutlined />,
      label: 'Sign out',
      onClick: () => {
        // Leave the dashboard first: signing out under it would refetch its data without a session.
        void signOut(() => navigate('/auth', { replace: true }));
      },
    },
  ];

  return (
    <header
      style={{
        position: 'fixed',
        top: 0,
        left: 0,
        right: 0,
        height: HEADER_HEIGHT,
        zIndex: 100,
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'space-between',
        padding: '0 16px',
        background: BRAND_NAVY,
        color: '#fff',
      }}
    >
      <Inline size="middle">
        <Button
          type="text"
          aria-label="Toggle menu"
          icon={<MenuOutlined style={{ color: '#fff' }} />}
          onClick={onToggleSidebar}
        />
        <Link to="/" style={{ color: '#fff', fontWeight: 800, fontSize: 20, textDecoration: 'none' }}>
          Edge<span style={{ color: '#22c55e' }}>Board</span>
        </Link>
      </Inline>
      {auth.status === 'signed-in' ? (
        <Inline size="middle">
          <AlertBell />
          <HeaderDropdown items={userItems}>
            <Button type="text" aria-label="User menu" style={{ color: '#fff', height: 48 }}>
              <Inline>
                <span style={AVATAR_STYLE}>{initials(name) || '?'}</span>
                {!compact && (
                  <OneLine style={{ color: '#fff', maxWidth: 160 }} className="header-user-name">
                    {name}
                  </OneLine>
                )}
              </Inline>
            </Button>
          </HeaderDropdown>
        </Inline>
      ) : auth.status === 'signed-out' ? (
        <Link to="/auth">
          <Button type="primary">Login</Button>
        </Link>
      ) : null}
    </header>
  );
}
