// The article use cases' tests: the in-memory articles at a clock the test moves, ids that count up, a visible
// sanitiser (it marks what it cleaned) and the activity log.
import type { ArticleWrite } from '@edgeboard/domain';
import { InMemoryActivityRepository } from '../../in-memory/activity-repository';
import { InMemoryArticleRepository } from '../../in-memory/article-repository';
import type { HtmlSanitizer } from './article-view';

export const ADMIN_ID = '00000000-0000-4000-8000-00000000a001';

export const draft = (over: Partial<ArticleWrite> = {}): ArticleWrite => ({
  title: 'Week 3 notes',
  content: 'Rushing props to watch',
  author: 'Ada',
  date: '2025-09-18',
  category: 'analysis',
  tags: ['rushing'],
  sections: [],
  status: 'draft',
  ...over,
});

/** Drops <script> so a test can see the body went through it. */
export const sanitize: HtmlSanitizer = (html) =>
  html == null ? null : html.replace(/<script>.*?<\/script>/g, '');

export function articlesWorld() {
  let now = new Date('2025-09-20T15:00:00.000Z');
  const clock = { now: () => now };
  let n = 0;
  const articles = new InMemoryArticleRepository([], new Map(), clock, () => `art-${String(++n)}`);
  const activity = new InMemoryActivityRepository([], clock, () => `act-${String(++n)}`);
  return {
    articles,
    activity,
    sanitize,
    later(iso: string) {
      now = new Date(iso);
    },
  };
}
