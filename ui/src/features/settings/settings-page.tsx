import { Button, Card, Descriptions, Space, Switch, Typography } from 'antd';
import { useState } from 'react';
import { Link, Navigate } from 'react-router-dom';
import { STORAGE_KEYS } from '@edgeboard/domain';
import { useAuth } from '@/lib/auth/auth-context';
import { useMeQuery } from '@/lib/gating/me.api';

function readSidebar(): 'open' | 'collapsed' | 'automatic' {
  const v = window.localStorage.getItem(STORAGE_KEYS.sidebarOpen);
  return v === 'true' ? 'open' : v === 'false' ? 'collapsed' : 'automatic';
}

const SIDEBAR_TEXT = {
  open: 'Remembered as open.',
  collapsed: 'Remembered as collapsed.',
  automatic: 'Automatic: open on wide screens, collapsed on phones.',
} as const;

/**
 * What this browser keeps for the signed-in user, and where the rest lives. Name and e-mail are read-only
 * because the product API has no endpoint to change them.
 */
export function SettingsPage() {
  const auth = useAuth();
  const me = useMeQuery(undefined, { skip: auth.status !== 'signed-in' });
  const [remember, setRemember] = useState(
    () => window.localStorage.getItem(STORAGE_KEYS.rememberMe) === 'true',
  );
  const [sidebar, setSidebar] = useState(readSidebar);

  if (auth.status === 'signed-out') return <Navigate to="/auth" replace />;

  const metaName: unknown = auth.user?.user_metadata.name;
  const name = me.data?.profile?.name ?? (typeof metaName === 'string' ? metaName : '');
  const email = me.data?.email ?? auth.user?.email ?? '';

  const changeRemember = (on: boolean) => {
    setRemember(on);
    if (on) {
      window.localStorage.setItem(STORAGE_KEYS.rememberMe, 'true');
      // Same pairing as the sign-in form: remembering means the e-mail is pre-filled next time.
      if (email !== '') window.localStorage.setItem(STORAGE_KEYS.rememberedEmail, email);
    } else {
      window.localStorage.removeItem(STORAGE_KEYS.rememberMe);
      window.localStorage.removeItem(STORAGE_KEYS.rememberedEmail);
    }
  };

  const resetSidebar = () => {
    window.localStorage.removeItem(STORAGE_KEYS.sidebarOpen);
    setSidebar('automatic');
  };

  return (
    <section aria-labelledby="settings-title" style={{ maxWidth: 760, margin: '0 auto' }}>
      <Typography.Title id="settings-title" level={2}>
        Settings
      </Typography.Title>

      <Card title="Account" style={{ marginBottom: 16 }}>
        <Descriptions column={1} bordered size="small">
          <Descriptions.Item label="Display name">{name === '' ? '—' : name}</Descriptions.Item>
          <Descriptions.Item label="Email">{email === '' ? '—' : email}</Descriptions.Item>
        </Descriptions>
        <Typography.Paragraph type="secondary" style={{ marginTop: 12, marginBottom: 0 }}>
          To change your name or e-mail, contact support from the Contact Us link in the footer.
        </Typography.Paragraph>
      </Card>

      <Card title="This device" style={{ marginBottom: 16 }}>
        <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
          <Space align="start">
            <Switch id="remember-me" checked={remember} onChange={changeRemember} />
            <div>
              <label htmlFor="remember-me">
                <Typography.Text strong>Remember me on this device</Typography.Text>
              </label>
              <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
                Keeps your e-mail filled in on the sign-in page after you sign out. Turn off on shared
                computers.
              </Typography.Paragraph>
            </div>
          </Space>
          <div>
            <Typography.Text strong>Sidebar</Typography.Text>
            <Typography.Paragraph type="secondary" style={{ margin: 0 }} aria-live="polite">
              {SIDEBAR_TEXT[sidebar]} The sidebar remembers the last time you opened or collapsed it.
              {sidebar !== 'automatic' && ' Resetting applies the next time the dashboard loads.'}
            </Typography.Paragraph>
            {sidebar !== 'automatic' && (
              <Button size="small" onClick={resetSidebar} style={{ marginTop: 8 }}>
                Reset to automatic
              </Button>
            )}
          </div>
        </Space>
      </Card>

      <Card title="Password, subscription and account">
        <Typography.Paragraph style={{ marginBottom: 8 }}>
          Change your password, manage your subscription or delete your account on your profile.
        </Typography.Paragraph>
        <Link to="/dashboard/profile">Go to Profile</Link>
      </Card>
    </section>
  );
}

export const Component = SettingsPage;
