import { Button, Descriptions, Space, Spin, Tag, Typography } from 'antd';
import { DELETING_TEXT, LOADING_TEXT, type ArticleStatus } from '@edgeboard/domain';
import { ARTICLE_STATUS_COLOUR, ARTICLE_STATUS_LABEL, articlePreview } from './article-display';
import type { AdminArticle } from './articles.api';

export const ARTICLE_DETAIL_FAILED_MESSAGE = 'Could not load this article.';
export const SELECT_ARTICLE_MESSAGE = 'Select an article to view details';

const dateTime = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

export function StatusTag({ status }: { status: ArticleStatus }) {
  return <Tag color={ARTICLE_STATUS_COLOUR[status]}>{ARTICLE_STATUS_LABEL[status]}</Tag>;
}

export function ArticleDetail({
  article,
  loading,
  failed,
  deleting,
  onEdit,
  onDelete,
}: {
  article: AdminArticle | undefined;
  loading: boolean;
  failed: boolean;
  deleting: boolean;
  onEdit: () => void;
  onDelete: () => void;
}) {
  if (loading) return <Spin description={LOADING_TEXT}>{<div style={{ minHeight: 80 }} />}</Spin>;
  if (failed) return <Typography.Text type="danger">{ARTICLE_DETAIL_FAILED_MESSAGE}</Typography.Text>;
  if (article === undefined)
    return <Typography.Text type="secondary">{SELECT_ARTICLE_MESSAGE}</Typography.Text>;
  return (
    <div role="region" aria-label={`Article ${article.title}`}>
      <Typography.Title level={4} style={{ marginTop: 0 }}>
        {article.title}
      </Typography.Title>
      <Descriptions
        column={1}
        size="small"
        items={[
          { key: 'status', label: 'Status', children: <StatusTag status={article.status} /> },
          { key: 'author', label: 'Author', children: article.author },
          { key: 'date', label: 'Date', children: article.date },
          { key: 'category', label: 'Category', children: article.category },
          { key: 'tags', label: 'Tags', children: article.tags.join(', ') },
          { key: 'updated', label: 'Updated', children: dateTime.format(new Date(article.updated_at)) },
          {
            key: 'published',
            label: 'Published',
            children:
              article.published_at === null
                ? 'Not published'
                : dateTime.format(new Date(article.published_at)),
          },
        ]}
      />
      <Typography.Paragraph data-testid="article-preview" style={{ marginTop: 16, whiteSpace: 'pre-line' }}>
        {articlePreview(article.content)}
      </Typography.Paragraph>
      <Space wrap>
        <Button type="primary" onClick={onEdit}>
          Edit
        </Button>
        <Button danger onClick={onDelete} loading={deleting}>
          {deleting ? DELETING_TEXT : 'Delete'}
        </Button>
      </Space>
    </div>
  );
}
