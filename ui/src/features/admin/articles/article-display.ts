import { ADMIN_ARTICLE_PREVIEW_CHARS, type ArticleStatus } from '@edgeboard/domain';

/** One antd Tag colour per status (the spec asks for a colour per status and names none). */
export const ARTICLE_STATUS_COLOUR: Record<ArticleStatus, string> = {
  published: 'green',
  draft: 'gold',
  archived: 'default',
};

export const ARTICLE_STATUS_LABEL: Record<ArticleStatus, string> = {
  published: 'Published',
  draft: 'Draft',
  archived: 'Archived',
};

/** The admin preview: the text whole when it fits in 300 characters, else its first 300 and an ellipsis. */
export function articlePreview(content: string): string {
  const t = content.trim();
  return t.length <= ADMIN_ARTICLE_PREVIEW_CHARS
    ? t
    : `${t.slice(0, ADMIN_ARTICLE_PREVIEW_CHARS).trimEnd()}…`;
}
