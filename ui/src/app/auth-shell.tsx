import { ConfigProvider } from 'antd';
import 'virtual:antd.css';
import { Provider } from 'react-redux';
import { Outlet } from 'react-router-dom';
import { AuthProvider } from '@/lib/auth/auth-provider';
import { BUTTON_CONFIG } from './button-config';
import { SiteHead } from './site/site-head';
import { store } from './store-instance';
import { theme } from './theme';

// What antd's <App> wrapper gave the page (its `.ant-app` base text style), without the App component: it
// bundles the hook-based modal, message and notification APIs, which no screen uses, into every route.
const BASE_TEXT = {
  color: 'rgba(0, 0, 0, 0.88)',
  fontSize: 14,
  lineHeight: 1.5714285714285714,
  fontFamily: theme.token?.fontFamily,
} as const;

/**
 * Every route but the landing page: the store, the auth session and antd's theme. Kept off the landing
 * page so its first download stays small.
 */
export function Component() {
  return (
    <Provider store={store}>
      <SiteHead />
      <ConfigProvider theme={theme} button={BUTTON_CONFIG}>
        <div style={BASE_TEXT}>
          <AuthProvider>
            <Outlet />
          </AuthProvider>
        </div>
      </ConfigProvider>
    </Provider>
  );
}
