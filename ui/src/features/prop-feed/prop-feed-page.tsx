import { Alert, Button, Card, Col, Empty, Row, Typography } from 'antd';
import { useCallback, useEffect, useMemo, useReducer, useRef, useState, type SyntheticEvent } from 'react';
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
import type { ApiError } from '@/lib/base-query';
import { useMeQuery } from '@/lib/gating/me.api';
import { FullPickCard, PickCardSkeleton } from '@/components/pick-card';
import {
  feedReducer,
  hasMorePages,
  hiddenByTier,
  INITIAL_FEED,
  EVERY_PICK_UNLOCKS,
  UPGRADE_LINK_TEXT,
  upgradePromptLead,
} from './feed-pages';
import { UpgradeButton } from '@/components/upgrade-button';
import { PlanRefusal } from '@/lib/gating/plan-refusal';
import { LogInAgain } from '@/components/log-in-again';
import { PropFeedFilterForm } from './prop-feed-filter-form';
import { feedRequest, filtersFromParams, filtersToParams, type FeedFilters } from './prop-feed-filters';
import { useLazyPropFeedPageQuery } from './prop-feed.api';

function isApiError(e: unknown): e is ApiError {
  return typeof e === 'object' && e !== null && 'status' in e && 'message' in e;
}

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
  const paramsKey = params.toString();
  // The URL is the applied state: a reload, a shared link or Back shows the same feed.
  const applied = useMemo(() => filtersFromParams(new URLSearchParams(paramsKey)), [paramsKey]);
  const [draft, setDraft] = useState<FeedFilters>(applied);
  const [draftFor, setDraftFor] = useState(paramsKey);
  if (draftFor !== paramsKey) {
    // Navigation replaced the applied filters: the form shows them again.
    setDraftFor(paramsKey);
    setDraft(applied);
  }
  const [feed, dispatch] = useReducer(feedReducer, INITIAL_FEED);
  const [fetchPage] = useLazyPropFeedPageQuery();
  const me = useMeQuery(undefined, { skip: auth.status !== 'signed-in' });
  // Only the newest request may write the list: an answer for filters since replaced is dropped.
  const latest = useRef(0);

  const load = useCallback(
    async (filters: FeedFilters, offset: number) => {
      const replace = offset === 0;
      const id = ++latest.current;
      dispatch({ type: 'start', replace });
      try {
        const page = await fetchPage(feedRequest(filters, offset)).unwrap();
        if (id === latest.current) dispatch({ type: 'page', replace, page });
      } catch (e) {
        if (id === latest.current) dispatch({ type: 'fail', replace, error: asApiError(e) });
      }
    },
    [fetchPage],
  );

  useEffect(() => {
    void load(applied, 0);
  }, [applied, load]);

  const allowance = me.data ? propFeedCap(me.data.subscription) : Number.POSITIVE_INFINITY;
  const more = hasMorePages(feed, allowance);
  const hidden = hiddenByTier(feed, allowance);

  const apply = (e: SyntheticEvent) => {
    e.preventDefault();
    const next = filtersToParams(draft);
    if (next.toString() === paramsKey) void load(applied, 0);
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
        <PropFeedFilterForm
          draft={draft}
          set={set}
          onApply={apply}
          onRefresh={() => void load(applied, 0)}
          refreshing={feed.phase === 'loading'}
        />
      </Card>

      {hidden && (
        <Alert
          type="info"
          showIcon
          style={{ marginBottom: 16 }}
          title={
            <span data-testid="upgrade-prompt">
              {upgradePromptLead(feed.items.length, feed.count)}
              <UpgradeButton link returnPath="/dashboard/props">
                {UPGRADE_LINK_TEXT}
              </UpgradeButton>
            </span>
          }
          description={<PlanRefusal tier="all-star" unlocks={EVERY_PICK_UNLOCKS} />}
        />
      )}

      {feed.phase === 'error' && feed.error !== null ? (
        <FeedError error={feed.error} />
      ) : feed.phase === 'loading' ? (
        <Row gutter={[16, 16]}>
          {Array.from({ length: 6 }, (_, i) => (
            <Col key={i} xs={24} md={12} xl={8}>
              <PickCardSkeleton />
            </Col>
          ))}
        </Row>
      ) : feed.items.length === 0 ? (
        <Empty description={emptyMessage} />
      ) : (
        <>
          <Row gutter={[16, 16]} aria-label="Props" role="list">
            {feed.items.map((item) => (
              <Col key={item.id} xs={24} md={12} xl={8} role="listitem">
                <FullPickCard item={item} />
              </Col>
            ))}
          </Row>
          {feed.error !== null && (
            <div style={{ marginTop: 16 }}>
              <FeedError error={feed.error} />
            </div>
          )}
          {more && (
            <div style={{ display: 'flex', justifyContent: 'center', marginTop: 24 }}>
              <Button
                size="large"
                loading={feed.loadingMore}
                onClick={() => void load(applied, feed.items.length)}
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
