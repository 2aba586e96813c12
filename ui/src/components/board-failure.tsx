// What a research board shows when its request fails: the plan that opens it (403 `upgrade_required`, read from
// the code, never the message), the admins' maintenance message, or a retry; and those alerts for other pages.
import { Alert, Button } from 'antd';
import { RESEARCH_UPGRADE_CODE, type PaidTier } from '@edgeboard/domain';
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
    return <PlanAlert tier="starting" unlocks={unlocks} />;
  if (failure?.code === 'maintenance')
    return <Alert type="warning" showIcon title="Down for maintenance" description={failure.message} />;
  return <RetryAlert title={failedText} onRetry={onRetry} />;
}

/** A refusal for the plan: which plan `unlocks` what was asked for. */
export function PlanAlert({ tier, unlocks }: { tier: PaidTier; unlocks: string }) {
  return <Alert type="info" showIcon title={<PlanRefusal tier={tier} unlocks={unlocks} />} />;
}

/** A load that failed for no reason the user can act on: say so, and offer to try again. */
export function RetryAlert({
  title,
  onRetry,
  retrying,
}: {
  title: string;
  onRetry: () => void;
  /** Spins the button while the retry is under way (for a panel that keeps the alert up meanwhile). */
  retrying?: boolean;
}) {
  return (
    <Alert
      type="error"
      showIcon
      title={title}
      action={
        <Button size="small" onClick={onRetry} loading={retrying}>
          Retry
        </Button>
      }
    />
  );
}
