import { useCallback, useEffect, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import {
  DASHBOARD_BACK_TO_TOP_THRESHOLD_PX,
  SIDEBAR_COLLAPSED_WIDTH,
  SIDEBAR_OPEN_WIDTH,
  STORAGE_KEYS,
} from '@edgeboard/domain';
import { AppFooter } from './app-footer';
import { HEADER_HEIGHT } from '@/lib/layout-sizes';
import { ParlayBuilder } from '@/lib/parlay/parlay-builder';
import { AppHeader } from './app-header';
import { AppSidebar } from './app-sidebar';
import { ReplayNotice } from './replay-notice';
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

const BACKDROP_STYLE = {
  position: 'fixed',
  inset: 0,
  zIndex: 85,
  border: 'none',
  padding: 0,
  background: 'rgba(15, 23, 42, 0.35)',
  cursor: 'default',
} as const;

/**
 * Under the breakpoint the open sidebar is a drawer over the page: it closes on navigation, on a tap
 * outside it and on Escape.
 */
function useDrawerDismissal(drawerOpen: boolean, close: () => void): void {
  const location = useLocation();
  useEffect(() => {
    if (drawerOpen) close();
    // Only a navigation closes it here, not the opening itself.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [location.key, location.pathname]);
  useEffect(() => {
    if (!drawerOpen) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') close();
    };
    window.addEventListener('keydown', onKey);
    return () => {
      window.removeEventListener('keydown', onKey);
    };
  }, [drawerOpen, close]);
}

/**
 * Header, a collapsible sidebar whose open state is remembered under `storageKey`, the page and the footer:
 * the frame of the dashboard and of the back office.
 */
export function ShellLayout({
  storageKey,
  sidebar,
  backToTopThreshold,
  children,
}: {
  storageKey: string;
  sidebar: (props: { open: boolean; onToggle: () => void }) => ReactNode;
  /** Scroll depth (px) at which the footer's back-to-top button appears; the site default otherwise. */
  backToTopThreshold?: number;
  children: ReactNode;
}) {
  const { open, narrow, setOpen } = useSidebarOpen(storageKey);
  const toggle = () => {
    setOpen(!open);
  };
  const drawerOpen = open && narrow;
  const close = useCallback(() => {
    setOpen(false);
  }, [setOpen]);
  useDrawerDismissal(drawerOpen, close);
  return (
    <div style={{ minHeight: '100vh' }}>
      <AppHeader onToggleSidebar={toggle} compact={narrow} />
      {drawerOpen && (
        // A tap outside the drawer closes it; keyboard users have Escape and the Hide Menu button.
        <button type="button" aria-label="Close menu" tabIndex={-1} onClick={close} style={BACKDROP_STYLE} />
      )}
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
        <main style={MAIN_STYLE}>
          <ReplayNotice />
          {children}
        </main>
        <AppFooter {...(backToTopThreshold === undefined ? {} : { backToTopThreshold })} />
      </div>
    </div>
  );
}

export function DashboardLayout({ children }: { children: ReactNode }) {
  return (
    <ShellLayout
      storageKey={STORAGE_KEYS.sidebarOpen}
      sidebar={(props) => <AppSidebar {...props} />}
      backToTopThreshold={DASHBOARD_BACK_TO_TOP_THRESHOLD_PX}
    >
      {children}
      {/* The session's parlay slip follows the bettor across the dashboard's pages (issue #32). */}
      <ParlayBuilder />
    </ShellLayout>
  );
}
