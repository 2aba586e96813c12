// The parlay builder's sheet in an antd Drawer: at the bottom on a phone, on the right from 768 px. Loaded
// lazily by parlay-builder.tsx when the builder opens.
import { Drawer, Grid } from 'antd';
import { closeParlayBuilder } from './parlay-builder-open';
import { ParlaySheet } from './parlay-sheet';

export default function ParlayDrawer() {
  const screens = Grid.useBreakpoint();
  const wide = screens.md === true;
  return (
    <Drawer
      title="Parlay builder"
      open
      onClose={closeParlayBuilder}
      placement={wide ? 'right' : 'bottom'}
      size={wide ? 420 : '85vh'}
      destroyOnHidden
    >
      <ParlaySheet />
    </Drawer>
  );
}
