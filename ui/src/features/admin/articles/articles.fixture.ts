import type { AdminArticle } from './articles.api';

/** An article as GET /api/admin/articles returns it (checked against the schema in the tests). */
export function makeArticle(n: number, over: Partial<AdminArticle> = {}): AdminArticle {
  return {
    id: `player-props-10${String(n)}`,
    title: 'Player Props 101: How Lines, Odds and the Hold Work',
    content:
      "A player prop is a bet on one player's stat line rather than on the game result: Over or Under 64.5 receiving " +
      'yards, Over or Under 1.5 passing touchdowns, or whether a player scores at any time. Props are the most ' +
      'popular NFL market after sides and totals because they reward knowing players and roles. Before any model ' +
      'or opinion matters, you need to read a prop exactly the way the book prices it.',
    author: 'EdgeBoard Research',
    date: '2025-08-20',
    category: 'Education',
    tags: ['player props', 'betting basics'],
    imageUrl: null,
    htmlPath: null,
    isFavorite: false,
    sections: [
      { id: 'reading-the-line', title: 'Reading the line', content: 'The line is the number to beat.' },
    ],
    status: 'published',
    created_at: '2025-08-20T12:00:00Z',
    updated_at: '2025-08-21T09:30:00Z',
    published_at: '2025-08-20T12:00:00Z',
    html: '<p>A player prop is a bet on one player’s stat line.</p>',
    ...over,
  };
}
