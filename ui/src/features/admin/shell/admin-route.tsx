import { App } from 'antd';
import { Outlet } from 'react-router-dom';
import { SIDEBAR_COLLAPSED_WIDTH, SIDEBAR_OPEN_WIDTH, STORAGE_KEYS } from '@edgeboard/domain';
import { AppFooter } from '../../../app/layout/app-footer';
import { AppHeader, HEADER_HEIGHT } from '../../../app/layout/app-header';
import { MAIN_STYLE } from '../../../app/layout/dashboard-layout';
import { useSidebarOpen } from '../../../app/layout/use-sidebar-open';
import { AdminGuard } from './admin-guard';
import { AdminSidebar } from './admin-sidebar';

/**
 * Every /admin route: the guard, then the shared header with the admin sidebar (open state remembered under
 * adminSidebar:isOpen). antd's <App> is mounted here, not app-wide, so the back office gets themed
 * message/modal hooks without adding them to subscriber pages.
 */
export function Component() {
  const { open, narrow, setOpen } = useSidebarOpen(STORAGE_KEYS.adminSidebarOpen);
  const toggle = () => {
    setOpen(!open);
  };
  return (
    <AdminGuard>
      <App>
        <div style={{ minHeight: '100vh' }}>
          <AppHeader onToggleSidebar={toggle} compact={narrow} />
          <AdminSidebar open={open} onToggle={toggle} />
          <div
            style={{
              paddingTop: HEADER_HEIGHT,
              marginLeft: open && !narrow ? SIDEBAR_OPEN_WIDTH : SIDEBAR_COLLAPSED_WIDTH,
              transition: 'margin-left 0.2s',
              display: 'flex',
              flexDirection: 'column',
              minHeight: '100vh',
            }}
          >
            <main style={MAIN_STYLE}>
              <Outlet />
            </main>
            <AppFooter />
          </div>
        </div>
      </App>
    </AdminGuard>
  );
}
