import { Alert, Avatar, Button, Card, Col, Descriptions, Row, Space, Statistic, Tag, Typography } from 'antd';
import { useState } from 'react';
import { Link, Navigate, useNavigate } from 'react-router-dom';
import {
  DELETE_ACCOUNT_CANCELLED_MESSAGE,
  DELETE_ACCOUNT_ERROR_MESSAGE,
  DELETE_ACCOUNT_FAILED_MESSAGE,
  hasPremiumFeatures,
  initials,
  PLAN_CATALOGUE,
  SESSION_EXPIRED_MESSAGE,
  subscriptionNotice,
  USER_DATA_LOAD_FAILED_MESSAGE,
  type SubscriptionState,
} from '@edgeboard/domain';
import { isApiError, type ApiError } from '@/lib/base-query';
import { useAuth } from '@/lib/auth/auth-context';
import { SUBSCRIPTION_PATH } from '@/lib/gating/access-rule';
import { useMeQuery } from '@/lib/gating/me.api';
import { LogInAgain } from '@/components/log-in-again';
import { signOut } from '@/lib/auth/sign-out';
import { PageSpinner } from '@/components/page-spinner';
import { useBillingPortalMutation } from '@/lib/billing.api';
import { ChangePasswordDialog } from './change-password-dialog';
import { DeleteAccountDialogs, type DeleteStep } from './delete-account-dialogs';
import { useDeleteAccountMutation } from './profile.api';

export const PASSWORD_CHANGED_NOTICE = 'Your password has been updated.';
/** The stats are not tracked per user yet; the spec shows them as dashes. */
const NOT_TRACKED = '—';

const MEMBER_SINCE = new Intl.DateTimeFormat(undefined, { month: 'long', year: 'numeric' });

function memberSince(createdAt: string | undefined): string | null {
  if (createdAt === undefined) return null;
  const d = new Date(createdAt);
  return Number.isNaN(d.getTime()) ? null : MEMBER_SINCE.format(d);
}

function planName(sub: SubscriptionState): string {
  if (sub.tier === 'free') return 'Free';
  return PLAN_CATALOGUE.find((p) => p.tier === sub.tier)?.name ?? sub.tier;
}

export function ProfilePage() {
  const auth = useAuth();
  const navigate = useNavigate();
  const signedIn = auth.status === 'signed-in';
  const me = useMeQuery(undefined, { skip: !signedIn });
  const [portal, portalState] = useBillingPortalMutation();
  const [deleteAccount] = useDeleteAccountMutation();
  const [passwordOpen, setPasswordOpen] = useState(false);
  const [deleteStep, setDeleteStep] = useState<DeleteStep>('closed');
  const [notice, setNotice] = useState<{ type: 'success' | 'info' | 'error'; text: string } | null>(null);

  if (auth.status === 'signed-out') return <Navigate to="/auth" replace />;
  if (auth.status === 'loading' || me.isLoading) return <PageSpinner />;
  if (me.isError || me.data === undefined) {
    // A 401: trying again cannot help, signing in again (and coming back here) does.
    const expired = (me.error as ApiError | undefined)?.status === 401;
    return (
      <Alert
        type="error"
        showIcon
        title={USER_DATA_LOAD_FAILED_MESSAGE}
        description={expired ? SESSION_EXPIRED_MESSAGE : undefined}
        action={
          expired ? (
            <LogInAgain />
          ) : (
            <Button
              onClick={() => {
                void me.refetch();
              }}
            >
              Try Again
            </Button>
          )
        }
      />
    );
  }

  const data = me.data;
  const metaName: unknown = auth.user?.user_metadata.name;
  const name = data.profile?.name ?? (typeof metaName === 'string' ? metaName : '');
  const displayName = name === '' ? data.email : name;
  const since = memberSince(data.profile?.created_at ?? auth.user?.created_at);
  const sub = data.subscription;
  const renewal = subscriptionNotice(sub, new Date());

  const openPortal = async () => {
    setNotice(null);
    try {
      const { url } = await portal({ returnPath: '/dashboard/profile' }).unwrap();
      window.location.assign(url);
    } catch (e) {
      setNotice({ type: 'error', text: isApiError(e) ? e.message : 'Could not open the billing portal.' });
    }
  };

  const afterTyped = async (confirmed: boolean) => {
    if (!confirmed) {
      setDeleteStep('closed');
      setNotice({ type: 'info', text: DELETE_ACCOUNT_CANCELLED_MESSAGE });
      return;
    }
    setDeleteStep('deleting');
    try {
      const answer = await deleteAccount().unwrap();
      if (!answer.success) throw new Error('not deleted');
      // Leave the dashboard before the session goes, so nothing on it refetches without one. The server has
      // ended every session of the deleted account, so the stored one is dropped at once (a reload meanwhile
      // must not send its dead token).
      await signOut(() => navigate('/auth', { replace: true }), { endedOnServer: true });
    } catch (e) {
      setDeleteStep('closed');
      // A refusal from the server is the spec's "false result"; anything else is the exception case.
      const refused = isApiError(e) ? typeof e.status === 'number' : e instanceof Error;
      setNotice({
        type: 'error',
        text: refused ? DELETE_ACCOUNT_FAILED_MESSAGE : DELETE_ACCOUNT_ERROR_MESSAGE,
      });
    }
  };

  return (
    <section aria-labelledby="profile-title" style={{ maxWidth: 900, margin: '0 auto' }}>
      <Typography.Title id="profile-title" level={2}>
        Profile
      </Typography.Title>
      {notice !== null && (
        <Alert
          type={notice.type}
          showIcon
          closable={{
            onClose: () => {
              setNotice(null);
            },
          }}
          title={notice.text}
          style={{ marginBottom: 16 }}
        />
      )}
      <Card style={{ marginBottom: 16 }}>
        <Space size="large" wrap align="center">
          <Avatar size={72} style={{ fontSize: 28 }} aria-hidden>
            {initials(displayName)}
          </Avatar>
          <div>
            <Typography.Title level={3} style={{ margin: 0 }}>
              {displayName}
            </Typography.Title>
            {since !== null && <Typography.Text type="secondary">Member since {since}</Typography.Text>}
          </div>
          {hasPremiumFeatures(sub) && (
            <Button
              type="primary"
              onClick={() => {
                void navigate('/dashboard/performance');
              }}
            >
              View Performance
            </Button>
          )}
        </Space>
        <Row gutter={[16, 16]} style={{ marginTop: 24 }}>
          {['Win Rate', 'ROI', 'Total Bets'].map((label) => (
            <Col key={label} xs={8}>
              <Statistic title={label} value={NOT_TRACKED} />
            </Col>
          ))}
        </Row>
      </Card>

      <Card title="Account" style={{ marginBottom: 16 }}>
        <Descriptions column={1} bordered size="small">
          <Descriptions.Item label="Name">{name === '' ? '—' : name}</Descriptions.Item>
          <Descriptions.Item label="Email">{data.email}</Descriptions.Item>
        </Descriptions>
      </Card>

      <Card title="Subscription" style={{ marginBottom: 16 }}>
        <Space orientation="vertical">
          <Space wrap>
            <Tag color={sub.tier === 'all-star' ? 'gold' : sub.tier === 'free' ? 'default' : 'blue'}>
              {planName(sub)}
            </Tag>
            {sub.isAdmin && <Tag color="purple">Admin</Tag>}
            {sub.status !== 'active' && <Tag>{sub.status.replace('_', ' ')}</Tag>}
          </Space>
          {renewal !== null && !sub.isAdmin && <Typography.Text>{renewal}</Typography.Text>}
          {/* A free user has no billing subscription to manage: the portal would say so and offer nothing. */}
          {!sub.isAdmin && sub.tier === 'free' && <Link to={SUBSCRIPTION_PATH}>View Plans</Link>}
          {!sub.isAdmin && sub.tier !== 'free' && (
            <Button loading={portalState.isLoading} onClick={() => void openPortal()}>
              Manage Subscription
            </Button>
          )}
        </Space>
      </Card>

      <Card title="Security">
        <Space wrap>
          <Button
            onClick={() => {
              setNotice(null);
              setPasswordOpen(true);
            }}
          >
            Change Password
          </Button>
          <Button
            danger
            onClick={() => {
              setNotice(null);
              setDeleteStep('confirm');
            }}
          >
            Delete Account
          </Button>
        </Space>
      </Card>

      <ChangePasswordDialog
        open={passwordOpen}
        email={data.email === '' ? (auth.user?.email ?? null) : data.email}
        onClose={() => {
          setPasswordOpen(false);
        }}
        onChanged={() => {
          setPasswordOpen(false);
          setNotice({ type: 'success', text: PASSWORD_CHANGED_NOTICE });
        }}
      />
      <DeleteAccountDialogs
        step={deleteStep}
        onConfirm={() => {
          setDeleteStep('type');
        }}
        onCancel={() => {
          setDeleteStep('closed');
        }}
        onTyped={(confirmed) => void afterTyped(confirmed)}
      />
    </section>
  );
}

export const Component = ProfilePage;
