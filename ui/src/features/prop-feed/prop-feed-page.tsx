import { Alert, Button, Card, Col, Empty, Row, Typography } from 'antd';
import { skipToken } from '@reduxjs/toolkit/query/react';
import { useMemo, useState, type SyntheticEvent } from 'react';
import { useSearchParams } from 'react-router-dom';
import {
  NO_BETS_FOR_PROP_TYPE_MESSAGE,
  NO_PROPS_MESSAGE,
  PERMISSION_MESSAGE,
  PROP_FEED_UNAVAILABLE_MESSAGE,
  propFeedCap,
  SESSION_EXPIRED_MESSAGE,
} from '@edgeboard/domain';
import { useAuth } from '@/lib/auth/auth-context';
import { isApiError, type ApiError } from '@/lib/base-query';
import { useMeQuery } from '@/lib/gating/me.api';
import { useSiteQuery } from '@/lib/site/site.api';
import { FullPickCard, PickCardSkeleton } from '@/components/pick-card';
import { usePropFeedPagesInfiniteQuery } from '@/lib/prop-feed/prop-feed.api';
import {
  feedList,
  hasMorePages,
  hiddenByTier,
  EVERY_PICK_UNLOCKS,
  UPGRADE_LINK_TEXT,
  upgradePromptLead,
} from './feed-pages';
import { UpgradeButton } from '@/components/upgrade-button';
import { PlanRefusal } from '@/lib/gating/plan-refusal';
import { LogInAgain } from '@/components/log-in-again';
import { PropFeedFilterForm } from './prop-feed-filter-form';
import {
  feedQuery,
  filtersFromParams,
  filtersToParams,
  openingFilters,
  type FeedFilters,
} from './prop-feed-filters';

const asApiError = (e: unknown): ApiError =>
  isApiError(e) ? e : { status: 'CUSTOM_ERROR', message: PROP_FEED_UNAVAILABLE_MESSAGE };

function FeedError({ error }: { error: ApiError }) {
  if (error.status === 401) {
    return (
      <Alert
        type="warning"
        showIcon
        title={SESSION_EXPIRED_MESSAGE}
        // Back to this feed, with its filters, after signing in.
        action={<LogInAgain />}
      />
    );
  }
  if (error.status === 403) return <Alert type="error" showIcon title={PERMISSION_MESSAGE} />;
  return <Alert type="error" showIcon title={PROP_FEED_UNAVAILABLE_MESSAGE} />;
}

export function PropFeedPage() {
  const auth = useAuth();
  const [params, setParams] = useSearchParams();
  // A plain /dashboard/props opens on the current week's upcoming picks: the week of the server's season clock
  // (GET /api/site). The feed waits for it; if it cannot be had, the feed opens on All Weeks.
  const site = useSiteQuery();
  const siteKnown = site.data !== undefined || site.isError;
  const currentWeek = site.data?.week ?? null;
  const opening = useMemo(() => openingFilters(currentWeek), [currentWeek]);
  const paramsKey = params.toString();
  // The URL is the applied state: a reload, a shared link or Back shows the same feed.
  const applied = useMemo(
    () => filtersFromParams(new URLSearchParams(paramsKey), opening),
    [paramsKey, opening],
  );
  const appliedKey = `${paramsKey}|${String(currentWeek)}`;
  const [draft, setDraft] = useState<FeedFilters>(applied);
  const [draftFor, setDraftFor] = useState(appliedKey);
  if (draftFor !== appliedKey) {
    // Navigation replaced the applied filters (or the current week arrived): the form shows them again.
    setDraftFor(appliedKey);
    setDraft(applied);
  }
  // Each filter set is its own list of pages (RTK Query's cache, keyed by the query): an answer for filters
  // since replaced never reaches the list shown.
  const feed = usePropFeedPagesInfiniteQuery(siteKnown ? feedQuery(applied) : skipToken, {
    refetchOnMountOrArgChange: true,
  });
  const me = useMeQuery(undefined, { skip: auth.status !== 'signed-in' });

  const list = feedList(feed.data?.pages);
  // The first page on its way (opening, new filters, Refresh): skeletons instead of the list.
  const loading = !siteKnown || (feed.isFetching && !feed.isFetchingNextPage);
  // A failed first page replaces the list; a failed later page is shown under it.
  const error = feed.error === undefined ? null : asApiError(feed.error);
  const firstPageFailed = !loading && feed.isError && !feed.isFetchNextPageError;
  const allowance = me.data ? propFeedCap(me.data.subscription) : Number.POSITIVE_INFINITY;
  const more = !loading && !firstPageFailed && hasMorePages(list, feed.hasNextPage, allowance);
  const hidden = !loading && !firstPageFailed && hiddenByTier(list, more);
  // Refresh (or Apply with the filters already applied) loads the first page again (refetchCachedPages: false).
  const reload = () => void feed.refetch();

  const apply = (e: SyntheticEvent) => {
    e.preventDefault();
    const next = filtersToParams(draft, opening);
    if (next.toString() === paramsKey) reload();
    else setParams(next);
  };

  const set = <K extends keyof FeedFilters>(key: K, value: FeedFilters[K]) => {
    setDraft((d) => ({ ...d, [key]: value }));
  };

  const emptyMessage = applied.statType === null ? NO_PROPS_MESSAGE : NO_BETS_FOR_PROP_TYPE_MESSAGE;

  return (
    <section aria-labelledby="prop-feed-title" style={{ maxWidth: 1200, margin: '0 auto' }}>
      <Typography.Title id="prop-feed-title" level={2} style={{ marginTop: 0 }}>
        Prop Feed
      </Typography.Title>

      <Card style={{ marginBottom: 16 }}>
        <PropFeedFilterForm draft={draft} set={set} onApply={apply} onRefresh={reload} refreshing={loading} />
      </Card>

      {hidden && (
        <Alert
          type="info"
          showIcon
          style={{ marginBottom: 16 }}
          title={
            <span data-testid="upgrade-prompt">
              {upgradePromptLead(list.items.length, list.count)}
              <UpgradeButton link returnPath="/dashboard/props">
                {UPGRADE_LINK_TEXT}
              </UpgradeButton>
            </span>
          }
          description={<PlanRefusal tier="all-star" unlocks={EVERY_PICK_UNLOCKS} />}
        />
      )}

      {loading ? (
        <Row gutter={[16, 16]}>
          {Array.from({ length: 6 }, (_, i) => (
            <Col key={i} xs={24} md={12} xl={8}>
              <PickCardSkeleton />
            </Col>
          ))}
        </Row>
      ) : firstPageFailed && error !== null ? (
        <FeedError error={error} />
      ) : list.items.length === 0 ? (
        <Empty description={emptyMessage} />
      ) : (
        <>
          <Row gutter={[16, 16]} aria-label="Props" role="list">
            {list.items.map((item) => (
              <Col key={item.id} xs={24} md={12} xl={8} role="listitem">
                <FullPickCard item={item} />
              </Col>
            ))}
          </Row>
          {feed.isFetchNextPageError && error !== null && (
            <div style={{ marginTop: 16 }}>
              <FeedError error={error} />
            </div>
          )}
          {more && (
            <div style={{ display: 'flex', justifyContent: 'center', marginTop: 24 }}>
              <Button
                size="large"
                loading={feed.isFetchingNextPage}
                onClick={() => void feed.fetchNextPage()}
              >
                Load More
              </Button>
            </div>
          )}
        </>
      )}
    </section>
  );
}

export const Component = PropFeedPage;
