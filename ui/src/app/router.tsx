import { createBrowserRouter, Navigate, type RouteObject } from 'react-router-dom';
import { RootShell } from './root-shell';
import { RouteError } from './route-error';

// Every screen is its own chunk; antd only arrives with the first route that is not the landing page.
const placeholder =
  (title: string): RouteObject['lazy'] =>
  async () => {
    const { ScreenPlaceholder } = await import('../features/placeholder/screen-placeholder');
    return { Component: () => <ScreenPlaceholder title={title} /> };
  };

export const routes: RouteObject[] = [
  {
    path: '/',
    element: <RootShell />,
    errorElement: <RouteError />,
    children: [
      { index: true, lazy: () => import('../features/landing/landing-page') },
      {
        lazy: () => import('./auth-shell'),
        children: [
          { path: 'auth', lazy: () => import('../features/auth/auth-page') },
          { path: 'dashboard/auth', lazy: () => import('../features/auth/auth-page') },
          { path: 'reset-password', lazy: () => import('../features/auth/reset-password-page') },
          { path: 'faq', lazy: placeholder('Player Prop Betting FAQ') },
          {
            path: 'dashboard',
            lazy: () => import('./layout/dashboard-route'),
            children: [
              { index: true, lazy: placeholder('Dashboard') },
              { path: 'props', lazy: placeholder('Prop Feed') },
              { path: 'analysis/:id', lazy: placeholder('Prop Analysis') },
              { path: 'performance', lazy: placeholder('Performance Review') },
              { path: 'subscription', lazy: () => import('../features/plans/plans-page') },
              {
                path: 'subscription/success',
                lazy: () => import('../features/plans/subscription-success-page'),
              },
              { path: 'profile', lazy: placeholder('Profile') },
              { path: 'settings', lazy: placeholder('Settings') },
              { path: 'articles', lazy: placeholder('Articles') },
              { path: 'articles/:id', lazy: placeholder('Article') },
              { path: 'faq', lazy: placeholder('Player Prop Betting FAQ') },
            ],
          },
        ],
      },
      { path: '*', element: <Navigate to="/" replace /> },
    ],
  },
];

export function makeRouter() {
  return createBrowserRouter(routes);
}
