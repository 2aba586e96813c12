// The bell button itself, shared by the shell's placeholder and the live bell (one file each way, no cycle).
import { BellOutlined } from '@ant-design/icons';
import { Button, type ButtonProps } from 'antd';
import type { CSSProperties, Ref } from 'react';

// antd's small Badge look, drawn directly (the Badge component with its Ribbon and animated digits is
// larger than the header needs).
const COUNT_STYLE: CSSProperties = {
  position: 'absolute',
  top: -6,
  right: -8,
  minWidth: 14,
  height: 14,
  padding: '0 4px',
  borderRadius: 7,
  background: '#ff4d4f',
  color: '#fff',
  fontSize: 12,
  lineHeight: '14px',
  textAlign: 'center',
  boxShadow: '0 0 0 1px #fff',
};

/**
 * The bell button; `badge` is the unread count as shown ("3", "9+"), null for none. Other props (the menu's
 * click handler and ref) go to the button.
 */
export function BellButton({
  badge = null,
  unread = 0,
  ...rest
}: ButtonProps & { badge?: string | null; unread?: number; ref?: Ref<HTMLButtonElement> }) {
  return (
    <Button
      {...rest}
      type="text"
      aria-label={unread > 0 ? `Notifications, ${unread} unread` : 'Notifications'}
      icon={
        <span style={{ position: 'relative', display: 'inline-flex' }}>
          <BellOutlined style={{ color: '#fff', fontSize: 18 }} />
          {badge !== null && (
            <span aria-hidden style={COUNT_STYLE} data-testid="bell-count">
              {badge}
            </span>
          )}
        </span>
      }
    />
  );
}
