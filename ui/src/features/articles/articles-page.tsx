import { SearchOutlined } from '@ant-design/icons';
import { Alert, Button, Col, Empty, Input, Row, Select, Space, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { NO_ARTICLES_MATCHING_MESSAGE } from '@edgeboard/domain';
import { PageSpinner } from '@/components/page-spinner';
import { useSiteQuery } from '@/lib/site/site.api';
import { ArticleCard } from './article-card';
import { ALL_CATEGORIES, distinctCategories, visibleArticles } from './article-filter';
import { useArticlesQuery } from './articles.api';
import { useFavouriteArticles } from './favourite-articles';

export const ARTICLES_LOAD_FAILED_MESSAGE = 'Articles could not be loaded. Please try again.';
/** A replay publishes no articles: with no filter set, "matching your criteria" would blame a filter. */
export const REPLAY_NO_ARTICLES_MESSAGE =
  'Replay mode has no articles: a replayed season brings in its box scores, lines and picks, not articles.';

export function ArticlesPage() {
  const articles = useArticlesQuery();
  const replay = useSiteQuery().data?.replay != null;
  const { ids: favourites, toggle } = useFavouriteArticles();
  const [search, setSearch] = useState('');
  const [category, setCategory] = useState(ALL_CATEGORIES);

  const all = articles.data;
  const categories = useMemo(() => distinctCategories(all ?? []), [all]);
  const shown = useMemo(
    () => visibleArticles(all ?? [], { search, category, favourites }),
    [all, search, category, favourites],
  );

  const clearFilters = () => {
    setSearch('');
    setCategory(ALL_CATEGORIES);
  };

  return (
    <section aria-labelledby="articles-title" style={{ maxWidth: 1200, margin: '0 auto' }}>
      <Typography.Title id="articles-title" level={2}>
        Articles
      </Typography.Title>
      <Space wrap style={{ marginBottom: 24, width: '100%' }}>
        <Input
          allowClear
          prefix={<SearchOutlined aria-hidden />}
          placeholder="Search articles"
          aria-label="Search articles"
          value={search}
          onChange={(e) => {
            setSearch(e.target.value);
          }}
          style={{ width: 'min(320px, 100%)' }}
        />
        <Select
          aria-label="Category"
          value={category}
          onChange={setCategory}
          style={{ width: 200 }}
          options={[
            { value: ALL_CATEGORIES, label: 'All Categories' },
            ...categories.map((c) => ({ value: c, label: c })),
          ]}
        />
      </Space>
      {articles.isLoading ? (
        <PageSpinner />
      ) : articles.isError ? (
        <Alert
          type="error"
          showIcon
          title={ARTICLES_LOAD_FAILED_MESSAGE}
          action={
            <Button
              onClick={() => {
                void articles.refetch();
              }}
            >
              Try Again
            </Button>
          }
        />
      ) : shown.length === 0 && replay && (all ?? []).length === 0 ? (
        <Empty description={REPLAY_NO_ARTICLES_MESSAGE} />
      ) : shown.length === 0 ? (
        <Empty description={NO_ARTICLES_MATCHING_MESSAGE}>
          <Button onClick={clearFilters}>Clear Filters</Button>
        </Empty>
      ) : (
        <Row gutter={[24, 24]}>
          {shown.map((a) => (
            <Col key={a.id} xs={24} md={12} xl={8}>
              <ArticleCard
                article={a}
                favourite={favourites.has(a.id)}
                onToggleFavourite={() => {
                  toggle(a.id);
                }}
              />
            </Col>
          ))}
        </Row>
      )}
    </section>
  );
}

export const Component = ArticlesPage;
