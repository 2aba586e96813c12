import type { MenuProps } from 'antd';
import { cloneElement, lazy, Suspense, useState, type ReactElement } from 'react';

// antd's Dropdown (with its popup machinery) is only needed once someone opens a header menu; it loads right
// after the first render. A click that comes before it is remembered, and the menu opens as soon as it is
// there, so a quick first click is never lost.
const Dropdown = lazy(() => import('./antd-dropdown'));

/**
 * The menu lives inside the fixed header rather than at the end of the page: in the page it scrolls with the
 * document until antd re-aligns it a frame later, so a click made while the page moves (a scroll wheel, the
 * browser bringing the item into view) could land beside the item it was aimed at.
 */
const inHeader = (trigger: HTMLElement): HTMLElement => trigger.closest('header') ?? document.body;

/** A click-triggered header menu around `children` (the trigger button). */
export function HeaderDropdown({
  items,
  children,
  initialOpen = false,
}: {
  items: MenuProps['items'];
  children: ReactElement<{ onClick?: () => void }>;
  /** Open from the first render (a click on a placeholder of the trigger came before this menu existed). */
  initialOpen?: boolean;
}) {
  const [open, setOpen] = useState(initialOpen);
  const early = cloneElement(children, {
    onClick: () => {
      setOpen(true);
    },
  });
  return (
    <Suspense fallback={early}>
      <Dropdown
        trigger={['click']}
        getPopupContainer={inHeader}
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
