import { Navigate, type RouteObject } from 'react-router-dom';
import { RootShell } from './root-shell';
import { RouteError, RouteLoading } from './route-error';

// The back office (admin-and-gating section 2), every screen behind the admin guard of admin-route.
const ADMIN_ROUTES: RouteObject[] = [
  { index: true, lazy: () => import('@/features/admin/home/admin-home-page') },
  { path: 'users', lazy: () => import('@/features/admin/users/users-page') },
  { path: 'subscriptions', lazy: () => import('@/features/admin/subscriptions/subscriptions-page') },
  { path: 'analytics', lazy: () => import('@/features/admin/analytics/analytics-page') },
  { path: 'content', lazy: () => import('@/features/admin/content/content-page') },
  { path: 'content/articles', lazy: () => import('@/features/admin/articles/articles-page') },
  { path: 'content/articles/new', lazy: () => import('@/features/admin/articles/article-editor-page') },
  { path: 'content/articles/edit/:id', lazy: () => import('@/features/admin/articles/article-editor-page') },
  { path: 'content/aipicks', lazy: () => import('@/features/admin/ai-picks/ai-picks-page') },
  { path: 'content/players', lazy: () => import('@/features/admin/players/players-page') },
  {
    path: 'content/players/stats/:id',
    lazy: () => import('@/features/admin/players/player-stats-page'),
  },
  { path: 'content/proplines', lazy: () => import('@/features/admin/prop-lines/prop-lines-page') },
  { path: 'content/proplines/import', lazy: () => import('@/features/admin/prop-lines/import-page') },
  { path: 'settings', lazy: () => import('@/features/admin/settings/settings-page') },
  { path: 'jobs', lazy: () => import('@/features/admin/jobs/jobs-page') },
  { path: 'content/aipicks/generate', lazy: () => import('@/features/admin/ai-picks/generate-page') },
];

// Every screen is its own chunk; antd only arrives with the first route that is not the landing page.
export const routes: RouteObject[] = [
  {
    path: '/',
    element: <RootShell />,
    errorElement: <RouteError />,
    // Shown while the first page's code downloads (React Router warns on every load without one).
    hydrateFallbackElement: <RouteLoading />,
    children: [
      { index: true, lazy: () => import('@/features/landing/landing-page') },
      {
        lazy: () => import('./auth-shell'),
        children: [
          { path: 'auth', lazy: () => import('@/features/auth/auth-page') },
          { path: 'dashboard/auth', lazy: () => import('@/features/auth/auth-page') },
          { path: 'reset-password', lazy: () => import('@/features/auth/reset-password-page') },
          { path: 'faq', lazy: () => import('@/features/faq/faq-page') },
          // Public (issue #14 item 6): anyone can check every graded pick without signing in.
          { path: 'record', lazy: () => import('@/features/record/record-page') },
          {
            path: 'dashboard',
            lazy: () => import('./layout/dashboard-route'),
            children: [
              { index: true, lazy: () => import('@/features/dashboard-home/dashboard-page') },
              { path: 'props', lazy: () => import('@/features/prop-feed/prop-feed-page') },
              { path: 'analysis/:id', lazy: () => import('@/features/analysis/analysis-page') },
              {
                path: 'players/:id?',
                lazy: () => import('@/features/player-research/player-research-page'),
              },
              { path: 'performance', lazy: () => import('@/features/performance/performance-page') },
              { path: 'alerts', lazy: () => import('@/features/alerts/alerts-page') },
              { path: 'bets', lazy: () => import('@/features/bets/bets-page') },
              { path: 'odds', lazy: () => import('@/features/odds-board/odds-board-page') },
              { path: 'defense', lazy: () => import('@/features/defense/defense-page') },
              { path: 'subscription', lazy: () => import('@/features/plans/plans-page') },
              {
                path: 'subscription/success',
                lazy: () => import('@/features/plans/subscription-success-page'),
              },
              { path: 'profile', lazy: () => import('@/features/profile/profile-page') },
              { path: 'settings', lazy: () => import('@/features/settings/settings-page') },
              { path: 'articles', lazy: () => import('@/features/articles/articles-page') },
              { path: 'articles/:id', lazy: () => import('@/features/articles/article-page') },
              { path: 'faq', lazy: () => import('@/features/faq/faq-page') },
            ],
          },
          {
            path: 'admin',
            lazy: () => import('./admin-shell/admin-route'),
            children: ADMIN_ROUTES,
          },
        ],
      },
      { path: '*', element: <Navigate to="/" replace /> },
    ],
  },
];
