// The receipt a subscriber is e-mailed when the payment webhook records a paid subscription (issue #28 item 10):
// a new paid subscription, a renewal (a new billing period) or a change of plan, once per event like the activity
// line. A trial that starts is told its first charge date instead (nothing was charged). Sent through the Mailer
// port: the outbox locally (/dev/mail), the mail provider when hosted.
import {
  formatDisplayDate,
  PLAN_CATALOGUE,
  type MailMessage,
  type PlanRepository,
  type Subscription,
} from '@edgeboard/domain';

type Row = Pick<Subscription, 'tier' | 'status' | 'current_period_start' | 'current_period_end' | 'price_id'>;

/** Whether the write recorded a charge (or a trial start) worth a receipt: null when it did not. */
export function receiptKind(before: Row | null, row: Row): 'paid' | 'trial' | null {
  if (row.tier === 'free') return null;
  if (row.status === 'trialing')
    return before?.status === 'trialing' && before.tier === row.tier ? null : 'trial';
  if (row.status !== 'active') return null;
  if (!before || before.status !== 'active') return 'paid';
  const renewed = before.current_period_start !== row.current_period_start;
  return renewed || before.tier !== row.tier ? 'paid' : null;
}

/** The receipt's text: plan, amount, period and how to manage it. */
export async function receiptMail(
  deps: { plans?: Pick<PlanRepository, 'findByTier'>; publicUrl?: string },
  to: string,
  kind: 'paid' | 'trial',
  row: Row,
): Promise<MailMessage> {
  const stored = await deps.plans?.findByTier(row.tier);
  const plan = stored ?? PLAN_CATALOGUE.find((p) => p.tier === row.tier);
  const name = plan?.name ?? row.tier;
  const price = plan ? `$${plan.price.toFixed(2)}/${plan.interval}` : '';
  const start = formatDisplayDate(new Date(row.current_period_start));
  const end = formatDisplayDate(new Date(row.current_period_end));
  const manage = `Manage your plan from your Profile: ${deps.publicUrl ?? ''}/dashboard/profile`;
  if (kind === 'trial')
    return {
      to,
      subject: `Your ${name} free trial has started`,
      text:
        `Your ${name} free trial runs from ${start} to ${end}. Nothing has been charged yet; ` +
        `the first payment${price ? ` of ${price}` : ''} is taken on ${end} unless you cancel before then.\n\n${manage}`,
    };
  return {
    to,
    subject: `Receipt: ${name}${price ? `, ${price}` : ''}`,
    text:
      `Thank you for your payment. Plan: ${name}${price ? ` (${price})` : ''}. ` +
      `Billing period: ${start} to ${end}.\n\n${manage}\n\nEdgeBoard`,
  };
}
