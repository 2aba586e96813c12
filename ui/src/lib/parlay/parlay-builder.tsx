// The parlay builder (issue #32 item 3): a button that follows the bettor through the dashboard with the slip's
// leg count, and the sheet it opens: a bottom sheet on a phone, a side panel on a wide screen. Mounted once in
// the dashboard's frame, so the slip (sessionStorage) is the same on every page.
import { Badge, Button } from 'antd';
import { lazy, Suspense } from 'react';
import { UnorderedListOutlined } from '@ant-design/icons';
import { openParlayBuilder, useParlayBuilderOpen } from './parlay-builder-open';
import { useParlaySlip } from './parlay-slip';

// The sheet (a Drawer, the legs, the price field) is fetched when the builder first opens, not with every
// dashboard page: the dashboard home's JS budget is 350 KB gzip.
const ParlayDrawer = lazy(() => import('./parlay-drawer'));

const FLOATING_STYLE = {
  position: 'fixed',
  left: '50%',
  transform: 'translateX(-50%)',
  bottom: 24,
  zIndex: 80,
} as const;

export function ParlayBuilder() {
  const open = useParlayBuilderOpen();
  const slip = useParlaySlip();
  const n = slip.legs.length;
  return (
    <>
      {n > 0 && !open && (
        <div style={FLOATING_STYLE}>
          <Badge count={n} color="#1d4ed8">
            <Button
              type="primary"
              size="large"
              icon={<UnorderedListOutlined />}
              onClick={openParlayBuilder}
              aria-label={`Open parlay builder (${String(n)} ${n === 1 ? 'leg' : 'legs'})`}
            >
              Parlay
            </Button>
          </Badge>
        </div>
      )}
      {open && (
        <Suspense fallback={null}>
          <ParlayDrawer />
        </Suspense>
      )}
    </>
  );
}
