import type { MenuProps } from 'antd';
import { lazy, Suspense, type ReactElement } from 'react';

// antd's Dropdown (with its popup machinery) is only needed once someone opens a header menu; until its
// chunk arrives (right after the first render) the trigger shows without a menu.
const Dropdown = lazy(() => import('./antd-dropdown'));

/** A click-triggered header menu around `children` (the trigger button). */
export function HeaderDropdown({ items, children }: { items: MenuProps['items']; children: ReactElement }) {
  return (
    <Suspense fallback={children}>
      <Dropdown trigger={['click']} menu={{ items }}>
        {children}
      </Dropdown>
    </Suspense>
  );
}
