import { useEffect, useState } from 'react';
import { Card, Descriptions, Input, Select, Space, Tag, Typography } from 'antd';
import type { TableColumnsType } from 'antd';
import {
  SUBSCRIPTION_SORT_FIELDS,
  SUBSCRIPTION_STATUSES,
  TIERS,
  type AdminSubscriptionRow,
  type SubscriptionStatus,
  type Tier,
} from '@edgeboard/domain';
import { AdminListTable } from '@/features/admin/common/admin-list-table';
import { ListDetailLayout } from '@/features/admin/common/list-detail-layout';
import { formatDate, formatDateTime, planLabel, statusColour } from '@/features/admin/common/admin-format';
import { useAdminList } from '@/features/admin/common/use-admin-list';
import { useAdminSubscriptionsQuery } from './subscriptions.api';

export const NO_SUBSCRIPTIONS_FOUND_MESSAGE =
  'No subscriptions found. Try adjusting your search or filter criteria.';
export const SELECT_SUBSCRIPTION_MESSAGE = 'Select a subscription to view details';
export const SUBSCRIPTIONS_LOAD_FAILED_MESSAGE = 'Could not load subscriptions.';
/** Spec's planned features, less what this screen and Analytics already do (viewing, filtering, analytics). */
export const PLANNED_FEATURES = ['Managing plans', 'Refunds and cancellations'] as const;

const ALL = 'all';
const STATUS_OPTIONS = [
  { value: ALL, label: 'All Statuses' },
  ...SUBSCRIPTION_STATUSES.map((s) => ({ value: s, label: s })),
];
const PLAN_OPTIONS = [
  { value: ALL, label: 'All Plans' },
  ...TIERS.map((t) => ({ value: t, label: planLabel(t) })),
];

const columns: TableColumnsType<AdminSubscriptionRow> = [
  { title: 'Name', dataIndex: 'user_name', key: 'user_name', sorter: true },
  { title: 'Email', dataIndex: 'user_email', key: 'user_email', sorter: true },
  { title: 'Plan', dataIndex: 'tier', key: 'tier', sorter: true, render: (t: Tier) => planLabel(t) },
  {
    title: 'Status',
    dataIndex: 'status',
    key: 'status',
    sorter: true,
    render: (s: SubscriptionStatus) => <Tag color={statusColour(s)}>{s}</Tag>,
  },
  {
    title: 'Period ends',
    dataIndex: 'current_period_end',
    key: 'current_period_end',
    sorter: true,
    render: (iso: string) => formatDate(iso),
  },
  {
    title: 'Created',
    dataIndex: 'created_at',
    key: 'created_at',
    sorter: true,
    render: (iso: string) => formatDate(iso),
  },
];

/** Admin Subscriptions: the real list, filtered by status, plan and user, with the selected row's details. */
export function Component() {
  const [status, setStatus] = useState<SubscriptionStatus | undefined>(undefined);
  const [plan, setPlan] = useState<Tier | undefined>(undefined);
  const [search, setSearch] = useState<string | undefined>(undefined);
  const [selected, setSelected] = useState<AdminSubscriptionRow | null>(null);
  const paging = useAdminList(SUBSCRIPTION_SORT_FIELDS);
  const { setPage } = paging;
  const { data, currentData, isFetching, isError, error, refetch } = useAdminSubscriptionsQuery({
    ...paging.paging,
    status,
    plan,
    search,
  });
  paging.clampTo(currentData?.count);
  useEffect(() => {
    // Spec: list failures are logged; the Alert below tells the admin as well.
    if (isError) console.error('Admin subscriptions list failed', error);
  }, [isError, error]);

  const list = (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 12 }}>
      <Space wrap>
        <Input.Search
          aria-label="Search by user email or name"
          placeholder="Search by email or name"
          allowClear
          onSearch={(v) => {
            const text = v.trim();
            setSearch(text === '' ? undefined : text);
            setPage(1);
          }}
          style={{ maxWidth: 320 }}
        />
        <Select
          aria-label="Filter by status"
          value={status ?? ALL}
          options={STATUS_OPTIONS}
          onChange={(v: string) => {
            setStatus(v === ALL ? undefined : (v as SubscriptionStatus));
            setPage(1);
          }}
          style={{ minWidth: 140 }}
        />
        <Select
          aria-label="Filter by plan"
          value={plan ?? ALL}
          options={PLAN_OPTIONS}
          onChange={(v: string) => {
            setPlan(v === ALL ? undefined : (v as Tier));
            setPage(1);
          }}
          style={{ minWidth: 160 }}
        />
      </Space>
      <AdminListTable<AdminSubscriptionRow>
        columns={columns}
        rows={data?.data ?? []}
        loading={isFetching}
        emptyText={NO_SUBSCRIPTIONS_FOUND_MESSAGE}
        selectedId={selected?.id}
        onSelect={setSelected}
        failure={
          isError ? { message: SUBSCRIPTIONS_LOAD_FAILED_MESSAGE, onRetry: () => void refetch() } : undefined
        }
        pager={{
          page: paging.page,
          pageSize: paging.pageSize,
          total: data?.count ?? 0,
          onPage: setPage,
          onPageSize: paging.setPageSize,
        }}
        sort={paging.tableSort}
      />
    </div>
  );

  const detail =
    selected === null ? (
      <Typography.Title level={5} style={{ margin: 0 }}>
        {SELECT_SUBSCRIPTION_MESSAGE}
      </Typography.Title>
    ) : (
      <SubscriptionDetail subscription={selected} />
    );

  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 16 }}>
      <Typography.Title level={2} style={{ margin: 0 }}>
        Subscriptions
      </Typography.Title>
      <ListDetailLayout list={list} detail={detail} />
      <Card title="Planned features" size="small">
        <ul style={{ margin: 0, paddingLeft: 20 }}>
          {PLANNED_FEATURES.map((f) => (
            <li key={f}>{f}</li>
          ))}
        </ul>
      </Card>
    </div>
  );
}

/** The list row holds every stored field, so the panel needs no second request. */
function SubscriptionDetail({ subscription: s }: { subscription: AdminSubscriptionRow }) {
  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 12 }}>
      <Typography.Title level={4} style={{ margin: 0 }}>
        {planLabel(s.tier)} <Tag color={statusColour(s.status)}>{s.status}</Tag>
      </Typography.Title>
      <Descriptions column={1} size="small" bordered>
        <Descriptions.Item label="User">{s.user_name}</Descriptions.Item>
        <Descriptions.Item label="Email">{s.user_email}</Descriptions.Item>
        <Descriptions.Item label="User id">
          <code>{s.user_id}</code>
        </Descriptions.Item>
        <Descriptions.Item label="Period start">{formatDateTime(s.current_period_start)}</Descriptions.Item>
        <Descriptions.Item label="Period end">{formatDateTime(s.current_period_end)}</Descriptions.Item>
        <Descriptions.Item label="Cancels at period end">
          {s.cancel_at_period_end ? 'Yes' : 'No'}
        </Descriptions.Item>
        <Descriptions.Item label="Price">{s.price_id ?? 'None'}</Descriptions.Item>
        <Descriptions.Item label="Provider subscription">
          {s.provider_subscription_id ?? 'None'}
        </Descriptions.Item>
        <Descriptions.Item label="Created">{formatDateTime(s.created_at)}</Descriptions.Item>
        <Descriptions.Item label="Updated">{formatDateTime(s.updated_at)}</Descriptions.Item>
      </Descriptions>
    </div>
  );
}
