import { PublicArticle } from '@edgeboard/domain';

const base = {
  imageUrl: null,
  htmlPath: null,
  isFavorite: false,
  sections: [],
  status: 'published' as const,
  created_at: '2025-09-01T12:00:00.000Z',
  updated_at: '2025-09-01T12:00:00.000Z',
  html: null,
};

/** Three published articles, newest first, parsed through the domain schema so their shape stays real. */
export const ARTICLES: PublicArticle[] = [
  {
    ...base,
    id: 'a3',
    title: 'Reading Edge Scores',
    content: 'What a calibrated 70 means and why it is not a promise.',
    author: 'Dana Reyes',
    date: '2025-09-12',
    category: 'Strategy',
    tags: ['edge-score', 'calibration', 'basics', 'math'],
    published_at: '2025-09-12T09:00:00.000Z',
  },
  {
    ...base,
    id: 'a2',
    title: 'Line Shopping 101',
    content: 'Half a yard matters more than you think over a season.',
    author: 'Sam Ortiz',
    date: '2025-09-08',
    category: 'Bankroll',
    tags: ['lines'],
    htmlPath: '/articles/line-shopping.html',
    published_at: '2025-09-08T09:00:00.000Z',
  },
  {
    ...base,
    id: 'a1',
    title: 'Weather and Passing Props',
    content: 'Wind above 15 mph pulls passing yards down.',
    author: 'Dana Reyes',
    date: '2025-09-01',
    category: 'Strategy',
    tags: ['weather', 'passing'],
    imageUrl: 'https://images.example.com/wind.jpg',
    html: '<p>Wind above <strong>15 mph</strong> pulls passing yards down.</p>',
    sections: [{ id: 's1', title: 'What the numbers say', content: 'Since 2018, windy games…' }],
    published_at: '2025-09-01T09:00:00.000Z',
  },
].map((a) => PublicArticle.parse(a));
