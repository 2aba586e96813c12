import { LeftOutlined, RightOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Empty, Skeleton } from 'antd';
import { NEWS_CARD_MIN_HEIGHT } from './card-heights';
import { useState, type FocusEvent } from 'react';
import {
  NEWS_ROTATION_MS,
  NO_NEWS_MESSAGE,
  SCOUT_NEWS_UPGRADE_MESSAGE,
  type NewsItem,
} from '@edgeboard/domain';
import { isApiError } from '@/lib/base-query';
import { UpgradeAction } from './upgrade-action';
import { PlanRefusal } from '@/lib/gating/plan-refusal';
import { useDashboardNewsQuery } from './dashboard.api';
import { useRotation } from './use-rotation';
import { Clamped, Heading, Muted } from '@/components/text';

/** The cheapest plan with NFL news (the domain's canReadNews: starting and above), named on the notice. */
export const NEWS_UNLOCKS = 'includes NFL news';

export function NewsCarousel({ limit, scout }: { limit: number; scout: boolean }) {
  // Callers below starting (scouts, free, anonymous) are refused by the server; asking would only 403.
  const { data, error, isLoading } = useDashboardNewsQuery({ limit }, { skip: scout });
  const forbidden = scout || (isApiError(error) && error.status === 403);
  return (
    <Card title="NFL News" style={{ height: '100%', minHeight: NEWS_CARD_MIN_HEIGHT }}>
      {forbidden ? (
        <Alert
          type="info"
          showIcon
          title={SCOUT_NEWS_UPGRADE_MESSAGE}
          description={<PlanRefusal tier="starting" unlocks={NEWS_UNLOCKS} />}
          action={<UpgradeAction link returnPath="/dashboard" />}
        />
      ) : isLoading ? (
        <Skeleton active paragraph={{ rows: 3 }} />
      ) : error !== undefined ? (
        <Alert type="error" showIcon title={isApiError(error) ? error.message : NO_NEWS_MESSAGE} />
      ) : data === undefined || data.length === 0 ? (
        <Empty description={NO_NEWS_MESSAGE} />
      ) : (
        <NewsSlides items={data} />
      )}
    </Card>
  );
}

/** At most this many dots, so 25 premium headlines still fit one row on a 375 px phone. */
export const MAX_NEWS_DOTS = 7;

/** The indexes of the dots to show: a window of MAX_NEWS_DOTS kept around the current item. */
export function dotWindow(index: number, total: number): number[] {
  const size = Math.min(total, MAX_NEWS_DOTS);
  const start = Math.min(Math.max(0, index - Math.floor(size / 2)), total - size);
  return Array.from({ length: size }, (_, k) => start + k);
}

function NewsSlides({ items }: { items: NewsItem[] }) {
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const { index, goTo, next, prev } = useRotation(items.length, NEWS_ROTATION_MS, hovered || focused);
  const item = items[index];
  const onBlur = (e: FocusEvent<HTMLElement>) => {
    if (!(e.relatedTarget instanceof Node && e.currentTarget.contains(e.relatedTarget))) setFocused(false);
  };
  return (
    <section
      aria-roledescription="carousel"
      aria-label="NFL News"
      onMouseEnter={() => {
        setHovered(true);
      }}
      onMouseLeave={() => {
        setHovered(false);
      }}
      onFocus={() => {
        setFocused(true);
      }}
      onBlur={onBlur}
    >
      {item !== undefined && (
        <article
          aria-roledescription="slide"
          aria-label={`${index + 1} of ${items.length}`}
          aria-live={hovered || focused ? 'polite' : 'off'}
          style={{ minHeight: 140 }}
        >
          <Heading level={5} style={{ marginTop: 0 }} data-testid="news-title">
            {item.title}
          </Heading>
          <Muted style={{ display: 'block', fontSize: 12 }}>
            {[item.date, item.originalSource].filter((p) => p !== null && p !== '').join(' · ')}
          </Muted>
          <Clamped rows={4} style={{ marginTop: 8 }}>
            {item.body}
          </Clamped>
        </article>
      )}
      <div
        style={{
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'space-between',
          gap: 8,
          marginTop: 12,
        }}
      >
        <Button icon={<LeftOutlined aria-hidden />} aria-label="Previous news item" onClick={prev}>
          Prev
        </Button>
        <span data-testid="news-position" style={{ fontSize: 12, whiteSpace: 'nowrap', color: '#475569' }}>
          {index + 1} / {items.length}
        </span>
        <Button aria-label="Next news item" onClick={next}>
          Next <RightOutlined aria-hidden />
        </Button>
      </div>
      <div style={{ display: 'flex', gap: 4, justifyContent: 'center', marginTop: 8 }}>
        {dotWindow(index, items.length).map((i) => (
          <button
            key={items[i]?.id ?? i}
            type="button"
            aria-label={`Show news item ${i + 1}`}
            aria-current={i === index ? 'true' : undefined}
            onClick={() => {
              goTo(i);
            }}
            style={{
              width: 12,
              height: 12,
              padding: 0,
              borderRadius: '50%',
              border: '1px solid #1d4ed8',
              background: i === index ? '#1d4ed8' : 'transparent',
              cursor: 'pointer',
            }}
          />
        ))}
      </div>
    </section>
  );
}
