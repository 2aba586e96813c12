import { App as AntApp, ConfigProvider } from 'antd';
import { Provider } from 'react-redux';
import { Outlet } from 'react-router-dom';
import { AuthProvider } from './auth/auth-provider';
import { store } from './store-instance';
import { theme } from './theme';

/**
 * Every route but the landing page: the store, the auth session and antd's theme. Kept off the landing
 * page so its first download stays small.
 */
export function Component() {
  return (
    <Provider store={store}>
      <ConfigProvider theme={theme}>
        <AntApp>
          <AuthProvider>
            <Outlet />
          </AuthProvider>
        </AntApp>
      </ConfigProvider>
    </Provider>
  );
}
