import type { MenuProps } from 'antd';
import { cloneElement, lazy, Suspense, useState, type ReactElement } from 'react';

// antd's Dropdown (with its popup machinery) is only needed once someone opens a header menu; it loads right
// after the first render. A click that comes before it is remembered, and the menu opens as soon as it is
// there, so a quick first click is never lost.
const Dropdown = lazy(() => import('./antd-dropdown'));

/** A click-triggered header menu around `children` (the trigger button). */
export function HeaderDropdown({
  items,
  children,
}: {
  items: MenuProps['items'];
  children: ReactElement<{ onClick?: () => void }>;
}) {
  const [open, setOpen] = useState(false);
  const early = cloneElement(children, {
    onClick: () => {
      setOpen(true);
    },
  });
  return (
    <Suspense fallback={early}>
      <Dropdown
        trigger={['click']}
        open={open}
        onOpenChange={setOpen}
        menu={{
          items,
          onClick: () => {
            setOpen(false);
          },
        }}
      >
        {children}
      </Dropdown>
    </Suspense>
  );
}
