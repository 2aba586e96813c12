import { App } from 'antd';
import { Outlet } from 'react-router-dom';
import { STORAGE_KEYS } from '@edgeboard/domain';
import { ShellLayout } from '@/app/layout/dashboard-layout';
import { AdminGuard } from './admin-guard';
import { AdminSidebar } from './admin-sidebar';

/**
 * Every /admin route: the guard, then the shared frame with the admin sidebar (open state remembered under
 * adminSidebar:isOpen). antd's <App> is mounted here, not app-wide, so the back office gets themed
 * message/modal hooks without adding them to subscriber pages.
 */
export function Component() {
  return (
    <AdminGuard>
      <App>
        <ShellLayout
          storageKey={STORAGE_KEYS.adminSidebarOpen}
          sidebar={(props) => <AdminSidebar {...props} />}
        >
          <Outlet />
        </ShellLayout>
      </App>
    </AdminGuard>
  );
}
