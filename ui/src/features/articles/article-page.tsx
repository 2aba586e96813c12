import { ArrowLeftOutlined, SaveOutlined, ShareAltOutlined } from '@ant-design/icons';
import { Alert, Breadcrumb, Button, Divider, Space, Tag, Tooltip, Typography } from 'antd';
import type { ReactNode } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import {
  ARTICLE_ID_MISSING_MESSAGE,
  ARTICLE_LOAD_FAILED_MESSAGE,
  ARTICLE_NOT_FOUND_MESSAGE,
} from '@edgeboard/domain';
import { PageSpinner } from '@/components/page-spinner';
import { articleDate } from './article-date';
import { useArticleQuery } from './articles.api';
import { useFavouriteArticles } from './favourite-articles';
import { FavouriteStar } from './favourite-star';

export const ARTICLES_PATH = '/dashboard/articles';
export const COMING_SOON = 'Coming soon';

function BackToArticles() {
  const navigate = useNavigate();
  return (
    <Button
      icon={<ArrowLeftOutlined />}
      onClick={() => {
        void navigate(ARTICLES_PATH);
      }}
    >
      Back to Articles
    </Button>
  );
}

function Problem({ message }: { message: string }) {
  return (
    <section style={{ maxWidth: 800, margin: '0 auto' }}>
      <Alert type="error" showIcon title={message} style={{ marginBottom: 16 }} />
      <BackToArticles />
    </section>
  );
}

/** Share and Save are inert in the spec: shown, disabled, and honest about it. */
function ComingSoon({ icon, label }: { icon: ReactNode; label: string }) {
  return (
    <Tooltip title={COMING_SOON}>
      <span>
        <Button icon={icon} disabled>
          {label}
        </Button>
      </span>
    </Tooltip>
  );
}

export function ArticlePage() {
  const { id } = useParams();
  const article = useArticleQuery(id ?? '', { skip: id === undefined || id === '' });
  const { ids: favourites, toggle } = useFavouriteArticles();

  if (id === undefined || id === '') return <Problem message={ARTICLE_ID_MISSING_MESSAGE} />;
  if (article.isLoading) return <PageSpinner />;
  if (article.isError) {
    const status = 'status' in article.error ? article.error.status : null;
    return <Problem message={status === 404 ? ARTICLE_NOT_FOUND_MESSAGE : ARTICLE_LOAD_FAILED_MESSAGE} />;
  }
  const a = article.data;
  if (a === undefined) return <Problem message={ARTICLE_NOT_FOUND_MESSAGE} />;
  // One date for the article, its own: published_at is when the row went live (for the demo season, the day
  // it was seeded), which disagreed with the date in the header.
  const published = a.date;

  return (
    <article aria-labelledby="article-title" style={{ maxWidth: 800, margin: '0 auto' }}>
      <Breadcrumb
        style={{ marginBottom: 16 }}
        items={[
          { title: <Link to="/dashboard">Dashboard</Link> },
          { title: <Link to={ARTICLES_PATH}>Articles</Link> },
          { title: a.title },
        ]}
      />
      <header>
        {a.imageUrl ? (
          <img
            src={a.imageUrl}
            alt=""
            style={{ width: '100%', maxHeight: 360, objectFit: 'cover', borderRadius: 8, marginBottom: 16 }}
          />
        ) : null}
        <Typography.Title id="article-title" level={1} style={{ marginTop: 0 }}>
          {a.title}
        </Typography.Title>
        <Space wrap separator={<span aria-hidden>·</span>}>
          <Typography.Text type="secondary">{articleDate(a.date)}</Typography.Text>
          <Typography.Text type="secondary">{a.author}</Typography.Text>
          {a.category !== '' && <Tag color="blue">{a.category}</Tag>}
        </Space>
      </header>
      <Divider />
      {a.html !== null && a.html !== '' ? (
        // The server sanitises article HTML when it is written and again when it is served.
        <div className="article-body" dangerouslySetInnerHTML={{ __html: a.html }} />
      ) : (
        <Typography.Paragraph style={{ whiteSpace: 'pre-line' }}>{a.content}</Typography.Paragraph>
      )}
      {a.tags.length > 0 && (
        <Space wrap size={[4, 4]} aria-label="Tags" style={{ marginTop: 16 }}>
          {a.tags.map((t) => (
            <Tag key={t}>{t}</Tag>
          ))}
        </Space>
      )}
      {a.sections.map((s) => (
        <section key={s.id} aria-labelledby={`section-${s.id}`} style={{ marginTop: 24 }}>
          <Typography.Title id={`section-${s.id}`} level={3}>
            {s.title}
          </Typography.Title>
          <Typography.Paragraph style={{ whiteSpace: 'pre-line' }}>{s.content}</Typography.Paragraph>
        </section>
      ))}
      <Divider />
      <footer>
        <Typography.Paragraph type="secondary">
          Written by {a.author} · Published {articleDate(published)}
        </Typography.Paragraph>
        <Space wrap>
          <ComingSoon icon={<ShareAltOutlined />} label="Share" />
          <ComingSoon icon={<SaveOutlined />} label="Save" />
          <FavouriteStar
            title={a.title}
            active={favourites.has(a.id)}
            withLabel
            onToggle={() => {
              toggle(a.id);
            }}
          />
          <BackToArticles />
        </Space>
      </footer>
    </article>
  );
}

export const Component = ArticlePage;
