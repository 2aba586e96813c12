import { Button, Result } from 'antd';

/** What a subscriber sees while the site is in maintenance mode (the API answers 503 `maintenance`). */
export default function MaintenancePage({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <Result
      status="warning"
      title="Down for maintenance"
      subTitle={message}
      extra={<Button onClick={onRetry}>Try Again</Button>}
    />
  );
}
