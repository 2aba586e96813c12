import type { ReactNode } from 'react';
import { SIDEBAR_COLLAPSED_WIDTH, SIDEBAR_OPEN_WIDTH } from '@edgeboard/domain';
import { AppFooter } from './app-footer';
import { AppHeader, HEADER_HEIGHT } from './app-header';
import { AppSidebar } from './app-sidebar';
import { useSidebarOpen } from './use-sidebar-open';

export function DashboardLayout({ children }: { children: ReactNode }) {
  const { open, narrow, setOpen } = useSidebarOpen();
  const toggle = () => {
    setOpen(!open);
  };
  return (
    <div style={{ minHeight: '100vh' }}>
      <AppHeader onToggleSidebar={toggle} compact={narrow} />
      <AppSidebar open={open} onToggle={toggle} />
      <div
        style={{
          paddingTop: HEADER_HEIGHT,
          // Under the breakpoint an open sidebar lies over the content rather than squeezing it.
          marginLeft: open && !narrow ? SIDEBAR_OPEN_WIDTH : SIDEBAR_COLLAPSED_WIDTH,
          transition: 'margin-left 0.2s',
          display: 'flex',
          flexDirection: 'column',
          minHeight: '100vh',
        }}
      >
        <main style={{ flex: 1, padding: 'clamp(12px, 3vw, 32px)', minWidth: 0 }}>{children}</main>
        <AppFooter />
      </div>
    </div>
  );
}
