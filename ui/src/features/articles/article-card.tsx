import { Button, Card, Space, Tag, Typography } from 'antd';
import { Link } from 'react-router-dom';
import { ARTICLE_CARD_MAX_TAGS, ARTICLE_EXCERPT_LINES, type PublicArticle } from '@edgeboard/domain';
import { articleDate } from './article-date';
import { FavouriteStar } from './favourite-star';

export function ArticleCard({
  article,
  favourite,
  onToggleFavourite,
}: {
  article: PublicArticle;
  favourite: boolean;
  onToggleFavourite: () => void;
}) {
  const shownTags = article.tags.slice(0, ARTICLE_CARD_MAX_TAGS);
  const moreTags = article.tags.length - shownTags.length;
  const external = article.htmlPath !== null && article.htmlPath !== undefined && article.htmlPath !== '';
  return (
    <Card
      role="article"
      aria-labelledby={`article-${article.id}-title`}
      style={{ height: '100%', display: 'flex', flexDirection: 'column' }}
      styles={{ body: { flex: 1, display: 'flex', flexDirection: 'column', gap: 8 } }}
      cover={
        article.imageUrl ? (
          <img alt="" src={article.imageUrl} style={{ height: 180, objectFit: 'cover' }} loading="lazy" />
        ) : undefined
      }
    >
      <Space style={{ justifyContent: 'space-between', width: '100%' }} align="start">
        <Typography.Text type="secondary">
          {articleDate(article.date)} · {article.author}
        </Typography.Text>
        <FavouriteStar title={article.title} active={favourite} onToggle={onToggleFavourite} />
      </Space>
      <Typography.Title level={4} id={`article-${article.id}-title`} style={{ margin: 0 }}>
        {article.title}
      </Typography.Title>
      <Typography.Paragraph
        type="secondary"
        style={{
          margin: 0,
          display: '-webkit-box',
          WebkitLineClamp: ARTICLE_EXCERPT_LINES,
          WebkitBoxOrient: 'vertical',
          overflow: 'hidden',
        }}
      >
        {article.content}
      </Typography.Paragraph>
      <Space wrap size={[4, 4]}>
        {article.category !== '' && <Tag color="blue">{article.category}</Tag>}
        {shownTags.map((t) => (
          <Tag key={t}>{t}</Tag>
        ))}
        {moreTags > 0 && <Tag>+{moreTags} more</Tag>}
      </Space>
      <div style={{ marginTop: 'auto' }}>
        {external ? (
          <Button type="link" href={article.htmlPath ?? undefined} style={{ paddingInline: 0 }}>
            Read More
          </Button>
        ) : (
          <Link to={`/dashboard/articles/${encodeURIComponent(article.id)}`}>Read More</Link>
        )}
      </div>
    </Card>
  );
}
