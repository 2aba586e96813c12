import { Button, Result } from 'antd';

/** The dashboard gate's failure screen; lazy-loaded by dashboard-gate. */
export default function GateError({
  title,
  detail,
  onRetry,
}: {
  title: string;
  detail: string | undefined;
  onRetry: () => void;
}) {
  return (
    <Result
      status="error"
      title={title}
      subTitle={detail}
      extra={<Button onClick={onRetry}>Try Again</Button>}
    />
  );
}
