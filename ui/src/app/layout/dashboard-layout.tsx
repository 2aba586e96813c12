import type { ReactNode } from 'react';
import { SIDEBAR_COLLAPSED_WIDTH, SIDEBAR_OPEN_WIDTH, STORAGE_KEYS } from '@edgeboard/domain';
import { AppFooter } from './app-footer';
import { AppHeader, HEADER_HEIGHT } from './app-header';
import { AppSidebar } from './app-sidebar';
import { useSidebarOpen } from './use-sidebar-open';

/**
 * The page area fills the screen below the header even while it only holds a spinner, so the footer starts
 * below the fold and is not pushed down when the content arrives (Lighthouse counted that as a 0.2 layout
 * shift).
 */
export const MAIN_STYLE = {
  flex: 1,
  padding: 'clamp(12px, 3vw, 32px)',
  minWidth: 0,
  minHeight: `calc(100vh - ${HEADER_HEIGHT}px)`,
} as const;

/**
 * Header, a collapsible sidebar whose open state is remembered under `storageKey`, the page and the footer:
 * the frame of the dashboard and of the back office.
 */
export function ShellLayout({
  storageKey,
  sidebar,
  children,
}: {
  storageKey: string;
  sidebar: (props: { open: boolean; onToggle: () => void }) => ReactNode;
  children: ReactNode;
}) {
  const { open, narrow, setOpen } = useSidebarOpen(storageKey);
  const toggle = () => {
    setOpen(!open);
  };
  return (
    <div style={{ minHeight: '100vh' }}>
      <AppHeader onToggleSidebar={toggle} compact={narrow} />
      {sidebar({ open, onToggle: toggle })}
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
        <main style={MAIN_STYLE}>{children}</main>
        <AppFooter />
      </div>
    </div>
  );
}

export function DashboardLayout({ children }: { children: ReactNode }) {
  return (
    <ShellLayout storageKey={STORAGE_KEYS.sidebarOpen} sidebar={(props) => <AppSidebar {...props} />}>
      {children}
    </ShellLayout>
  );
}
