// What a research board shows when its request fails: the plan that opens it (403 `upgrade_required`, read from
// the code, never the message), the admins' maintenance message, or a retry.
import { Alert, Button } from 'antd';
import { RESEARCH_UPGRADE_CODE } from '@edgeboard/domain';
import type { ApiError } from '@/lib/base-query';
import { PlanRefusal } from '@/lib/gating/plan-refusal';

export function BoardFailure({
  error,
  unlocks,
  failedText,
  onRetry,
}: {
  error: unknown;
  /** "opens the odds board": what the Starting plan opens, after its name. */
  unlocks: string;
  failedText: string;
  onRetry: () => void;
}) {
  const failure = error as ApiError | undefined;
  if (failure?.status === 403 && failure.code === RESEARCH_UPGRADE_CODE)
    return <Alert type="info" showIcon title={<PlanRefusal tier="starting" unlocks={unlocks} />} />;
  if (failure?.code === 'maintenance')
    return <Alert type="warning" showIcon title="Down for maintenance" description={failure.message} />;
  return (
    <Alert
      type="error"
      showIcon
      title={failedText}
      action={
        <Button size="small" onClick={onRetry}>
          Retry
        </Button>
      }
    />
  );
}
