import { useState } from 'react';
import { App, Button, Descriptions, Empty, Select, Skeleton, Space, Tag, Typography } from 'antd';
import {
  NO_SUBSCRIPTION_DATA_MESSAGE,
  ROLES,
  SAVING_TEXT,
  type Role,
  type UserProfile,
} from '@edgeboard/domain';
import type { ApiError } from '@/lib/base-query';
import { RetryAlert } from '@/components/board-failure';
import { ActivityList } from './activity-list';
import {
  formatDate,
  formatDateTime,
  planLabel,
  roleLabel,
  statusColour,
} from '@/features/admin/common/admin-format';
import {
  useAdminUserActivityQuery,
  useAdminUserSubscriptionQuery,
  useChangeUserRoleMutation,
} from './users.api';

export const ROLE_UPDATED_MESSAGE = 'Role updated';
export const SUBSCRIPTION_LOAD_FAILED_MESSAGE = 'Could not load the latest subscription.';
const ROLE_OPTIONS = ROLES.map((r) => ({ value: r, label: roleLabel(r) }));

/** The selected user: profile, role change (edit, pick, confirm or cancel), latest subscription, activity. */
export function UserDetail({ user, onSaved }: { user: UserProfile; onSaved: (user: UserProfile) => void }) {
  const { message } = App.useApp();
  const [editing, setEditing] = useState(false);
  const [role, setRole] = useState<Role>(user.role);
  const [changeRole, { isLoading: saving }] = useChangeUserRoleMutation();

  const confirm = async () => {
    try {
      const saved = await changeRole({ id: user.id, role }).unwrap();
      onSaved(saved);
      setEditing(false);
      void message.success(ROLE_UPDATED_MESSAGE);
    } catch (e) {
      // The server's reason (e.g. "You cannot change your own role.") tells the admin what to do next.
      void message.error((e as ApiError).message);
    }
  };

  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 16 }}>
      <Typography.Title level={4} style={{ margin: 0 }}>
        {user.name || user.email}
      </Typography.Title>
      <Descriptions column={1} size="small" bordered>
        <Descriptions.Item label="Email">{user.email}</Descriptions.Item>
        <Descriptions.Item label="Name">{user.name}</Descriptions.Item>
        <Descriptions.Item label="Role">
          {editing ? (
            <Space wrap>
              <Select
                aria-label="Role"
                value={role}
                options={ROLE_OPTIONS}
                onChange={setRole}
                style={{ minWidth: 120 }}
                disabled={saving}
              />
              <Button type="primary" onClick={() => void confirm()} loading={saving}>
                {saving ? SAVING_TEXT : 'Confirm'}
              </Button>
              <Button
                onClick={() => {
                  setRole(user.role);
                  setEditing(false);
                }}
                disabled={saving}
              >
                Cancel
              </Button>
            </Space>
          ) : (
            <Space wrap>
              <Tag>{roleLabel(user.role)}</Tag>
              <Button
                size="small"
                onClick={() => {
                  setRole(user.role);
                  setEditing(true);
                }}
              >
                Edit role
              </Button>
            </Space>
          )}
        </Descriptions.Item>
        <Descriptions.Item label="Joined">{formatDateTime(user.created_at)}</Descriptions.Item>
      </Descriptions>
      <LatestSubscription userId={user.id} />
      <RecentActivity userId={user.id} />
    </div>
  );
}

/** The latest subscription, its plan named; a failed load says so (with Retry) rather than "no subscription". */
function LatestSubscription({ userId }: { userId: string }) {
  const { data, isFetching, isError, refetch } = useAdminUserSubscriptionQuery(userId);
  return (
    <section aria-label="Latest subscription">
      <Typography.Title level={5}>Latest subscription</Typography.Title>
      {isFetching && data === undefined ? (
        <Skeleton active paragraph={{ rows: 2 }} />
      ) : isError ? (
        <RetryAlert
          title={SUBSCRIPTION_LOAD_FAILED_MESSAGE}
          onRetry={() => void refetch()}
          retrying={isFetching}
        />
      ) : data === undefined || data === null ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={NO_SUBSCRIPTION_DATA_MESSAGE} />
      ) : (
        <Descriptions column={1} size="small" bordered>
          <Descriptions.Item label="Plan">{planLabel(data.tier)}</Descriptions.Item>
          <Descriptions.Item label="Status">
            <Tag color={statusColour(data.status)}>{data.status}</Tag>
          </Descriptions.Item>
          <Descriptions.Item label="Price">{data.price_id ?? 'None'}</Descriptions.Item>
          <Descriptions.Item label="Start">{formatDate(data.start_date)}</Descriptions.Item>
          <Descriptions.Item label="End">{formatDate(data.end_date)}</Descriptions.Item>
          <Descriptions.Item label="Created">{formatDateTime(data.created)}</Descriptions.Item>
        </Descriptions>
      )}
    </section>
  );
}

function RecentActivity({ userId }: { userId: string }) {
  const { data, isLoading } = useAdminUserActivityQuery(userId);
  return (
    <section aria-label="Recent activity">
      <Typography.Title level={5}>Recent activity</Typography.Title>
      {isLoading ? <Skeleton active paragraph={{ rows: 2 }} /> : <ActivityList items={data ?? []} />}
    </section>
  );
}
