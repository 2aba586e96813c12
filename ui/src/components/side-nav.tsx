import { DoubleLeftOutlined, DoubleRightOutlined, LockOutlined } from '@ant-design/icons';
import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { SIDEBAR_COLLAPSED_WIDTH, SIDEBAR_OPEN_WIDTH } from '@edgeboard/domain';
import { HEADER_HEIGHT } from '@/lib/layout-sizes';

export interface SideNavEntry {
  key: string;
  icon: ReactNode;
  label: string;
  /** The plan that opens a section the user's plan does not ("Starting Edge"): marked with a lock. */
  lockedUntil?: string;
}

/** The tooltip: the name when collapsed, and for a locked section the plan that opens it. */
function lockTitle(e: SideNavEntry, open: boolean): string | undefined {
  if (e.lockedUntil !== undefined) return `${e.label}: ${e.lockedUntil} opens it`;
  return open ? undefined : e.label;
}

/**
 * The collapsible sidebar of the dashboard and of the back office: 16rem open, 4rem collapsed, a list of links
 * to the sections with the current one marked (aria-current), and the Hide/Show Menu toggle at the bottom.
 * Plain links rather than antd's Menu: they are what navigation is (open in a new tab, the link role), and the
 * Menu and its overflow machinery cost the dashboard's first render about 14 KB of gzip JavaScript (351.7 KB
 * with it, 337.9 KB without, `npm run size -w ui`). Collapsed, an entry shows its icon, keeps its name for
 * screen readers and shows it as a tooltip. A section the user's plan does not open carries a lock and says
 * which plan opens it (in its accessible name and its tooltip).
 */
export function SideNav({
  label,
  entries,
  selectedKey,
  open,
  onToggle,
}: {
  label: string;
  entries: readonly SideNavEntry[];
  selectedKey: (pathname: string) => string;
  open: boolean;
  onToggle: () => void;
}) {
  const location = useLocation();
  const selected = selectedKey(location.pathname);
  return (
    <nav
      aria-label={label}
      style={{
        position: 'fixed',
        top: HEADER_HEIGHT,
        bottom: 0,
        left: 0,
        zIndex: 90,
        width: open ? SIDEBAR_OPEN_WIDTH : SIDEBAR_COLLAPSED_WIDTH,
        transition: 'width 0.2s',
        background: '#fff',
        borderRight: '1px solid #e2e8f0',
        display: 'flex',
        flexDirection: 'column',
        overflowX: 'hidden',
      }}
    >
      <ul className="side-nav-list">
        {entries.map((e) => (
          <li key={e.key}>
            <Link
              to={e.key}
              className={`side-nav-link${open ? '' : ' is-collapsed'}`}
              aria-current={e.key === selected ? 'page' : undefined}
              title={lockTitle(e, open)}
              // One name for a locked entry, whatever the browser makes of the spans' boundaries.
              aria-label={e.lockedUntil === undefined ? undefined : `${e.label}, locked: ${e.lockedUntil}`}
            >
              <span className="side-nav-icon" aria-hidden>
                {e.icon}
              </span>
              <span className={open ? undefined : 'visually-hidden'}>{e.label}</span>
              {e.lockedUntil !== undefined && open && (
                <span
                  data-testid="side-nav-lock"
                  aria-hidden
                  style={{ marginLeft: 'auto', color: '#94a3b8' }}
                >
                  <LockOutlined />
                </span>
              )}
            </Link>
          </li>
        ))}
      </ul>
      <button
        type="button"
        onClick={onToggle}
        aria-expanded={open}
        style={{
          display: 'flex',
          alignItems: 'center',
          gap: 8,
          justifyContent: open ? 'flex-start' : 'center',
          padding: '12px 24px',
          border: 'none',
          borderTop: '1px solid #e2e8f0',
          background: 'transparent',
          cursor: 'pointer',
          color: '#475569',
          font: 'inherit',
        }}
      >
        <span aria-hidden style={{ display: 'inline-flex' }}>
          {open ? <DoubleLeftOutlined /> : <DoubleRightOutlined />}
        </span>
        {open ? <span>Hide Menu</span> : <span className="visually-hidden">Show Menu</span>}
      </button>
    </nav>
  );
}
