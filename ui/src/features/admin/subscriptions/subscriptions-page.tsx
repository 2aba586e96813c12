import { useState } from 'react';
import { Descriptions, Tag, Typography } from 'antd';
import type { TableColumnsType } from 'antd';
import {
  SUBSCRIPTION_SORT_FIELDS,
  SUBSCRIPTION_STATUSES,
  TIERS,
  type AdminSubscriptionRow,
} from '@edgeboard/domain';
import { choiceOf, searchOf, useChoice, useSearch } from '@/features/admin/common/list-filters';
import { PlannedFeatures } from '@/features/admin/common/planned-features';
import { usePagedList, type AdminListSpec } from '@/features/admin/common/paged-list-table';
import { ListScreen } from '@/features/admin/common/list-screen';
import { formatDate, formatDateTime, planLabel, statusColour } from '@/features/admin/common/admin-format';
import { listArgs, useAdminList } from '@/features/admin/common/use-admin-list';
import { sortableColumnsOf } from '@/features/admin/common/columns';
import { useAdminSubscriptionsQuery } from './subscriptions.api';

export const NO_SUBSCRIPTIONS_FOUND_MESSAGE =
  'No subscriptions found. Try adjusting your search or filter criteria.';
export const SELECT_SUBSCRIPTION_MESSAGE = 'Select a subscription to view details';
export const SUBSCRIPTIONS_LOAD_FAILED_MESSAGE = 'Could not load subscriptions.';
/** Spec's planned features, less what this screen and Analytics already do (viewing, filtering, analytics). */
export const PLANNED_FEATURES = ['Managing plans', 'Refunds and cancellations'] as const;

const STATUS_OPTIONS = SUBSCRIPTION_STATUSES.map((s) => ({ value: s, label: s }));
const PLAN_OPTIONS = TIERS.map((t) => ({ value: t, label: planLabel(t) }));
const SEARCH = searchOf('Search by user email or name', 'Search by email or name', { maxWidth: 320 });
const STATUS_FILTER = choiceOf('Filter by status', 'All Statuses', STATUS_OPTIONS, { minWidth: 140 });
const PLAN_FILTER = choiceOf('Filter by plan', 'All Plans', PLAN_OPTIONS, { minWidth: 160 });

const column = sortableColumnsOf<AdminSubscriptionRow>();
const columns: TableColumnsType<AdminSubscriptionRow> = [
  column('Name', 'user_name'),
  column('Email', 'user_email'),
  column('Plan', 'tier', (t) => planLabel(t)),
  column('Status', 'status', (s) => <Tag color={statusColour(s)}>{s}</Tag>),
  column('Period ends', 'current_period_end', (iso) => formatDate(iso)),
  column('Created', 'created_at', (iso) => formatDate(iso)),
];
const SUBSCRIPTIONS_LIST: AdminListSpec<AdminSubscriptionRow> = {
  columns,
  failedMessage: SUBSCRIPTIONS_LOAD_FAILED_MESSAGE,
  logLabel: 'Admin subscriptions list failed',
  emptyText: NO_SUBSCRIPTIONS_FOUND_MESSAGE,
};

/** Admin Subscriptions: the real list, filtered by status, plan and user, with the selected row's details. */
export function Component() {
  const [selected, setSelected] = useState<AdminSubscriptionRow | null>(null);
  const paging = useAdminList(SUBSCRIPTION_SORT_FIELDS);
  const [search, searchBox] = useSearch(paging, SEARCH);
  const [status, statusFilter] = useChoice(paging, STATUS_FILTER);
  const [plan, planFilter] = useChoice(paging, PLAN_FILTER);
  const list = usePagedList(paging, useAdminSubscriptionsQuery(listArgs(paging, { status, plan, search })));

  const detail =
    selected === null ? (
      <Typography.Title level={5} style={{ margin: 0 }}>
        {SELECT_SUBSCRIPTION_MESSAGE}
      </Typography.Title>
    ) : (
      <SubscriptionDetail subscription={selected} />
    );

  return (
    <ListScreen
      title="Subscriptions"
      filters={[searchBox, statusFilter, planFilter]}
      spec={SUBSCRIPTIONS_LIST}
      list={list}
      selection={{ selectedId: selected?.id, select: setSelected }}
      detail={detail}
    >
      <PlannedFeatures features={PLANNED_FEATURES} />
    </ListScreen>
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
