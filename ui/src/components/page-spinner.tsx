import { Spin } from 'antd';
import { LOADING_TEXT } from '@edgeboard/domain';

/** Full-area loading state: the spinner with the spec's default text. */
export function PageSpinner({ text = LOADING_TEXT }: { text?: string }) {
  return (
    <div
      role="status"
      aria-live="polite"
      style={{ display: 'grid', placeItems: 'center', minHeight: '50vh', gap: 12 }}
    >
      <Spin size="large" />
      <span>{text}</span>
    </div>
  );
}
