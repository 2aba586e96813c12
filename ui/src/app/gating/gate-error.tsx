import { Button, Result } from 'antd';
import { LogInAgain } from '@/components/log-in-again';

/** The dashboard gate's failure screen; lazy-loaded by dashboard-gate. */
export default function GateError({
  title,
  detail,
  onRetry,
  sessionExpired = false,
}: {
  title: string;
  detail: string | undefined;
  onRetry: () => void;
  /** A 401: trying again cannot help, signing in again does. */
  sessionExpired?: boolean;
}) {
  return (
    <Result
      status="error"
      title={title}
      subTitle={detail}
      extra={sessionExpired ? <LogInAgain /> : <Button onClick={onRetry}>Try Again</Button>}
    />
  );
}
