// The parts of a Stripe event's object that stripe-event-mapping.ts reads, as zod schemas. A signed event is
// the provider's, but its shape is still input: a subscription without `items` or `metadata`, an empty object,
// or a period end no date can hold made the mapping throw (a 500, which the provider retries for days). Parsed
// here, such an event is acknowledged and logged as ignored instead (docs/decisions.md, Payments).
import { EARLIEST_YEAR, LATEST_YEAR } from '@edgeboard/domain';
import { z } from 'zod';

/** Unix seconds of the first and last instants the product stores (years 1900-2200, docs/security.md). */
export const EARLIEST_UNIX = Date.UTC(EARLIEST_YEAR, 0, 1) / 1000;
export const LATEST_UNIX = Date.UTC(LATEST_YEAR + 1, 0, 1) / 1000 - 1;

const UnixSeconds = z.number().int().min(EARLIEST_UNIX).max(LATEST_UNIX);
const Id = z.string().min(1).max(255);
const IdOrObject = z.union([Id, z.object({ id: Id })]);

const Period = { current_period_start: UnixSeconds.optional(), current_period_end: UnixSeconds.optional() };

export const StripeSubscriptionPayload = z.object({
  id: Id,
  status: z.string().max(40),
  customer: IdOrObject.nullish(),
  start_date: UnixSeconds,
  cancel_at_period_end: z.boolean(),
  // Stripe's metadata values are strings (at most 500 characters each).
  metadata: z.record(z.string().max(40), z.string().max(500)),
  items: z.object({
    data: z.array(z.object({ ...Period, price: z.object({ id: Id }) })),
  }),
  // Older API versions keep the period on the subscription itself.
  ...Period,
});
export type StripeSubscriptionPayload = z.infer<typeof StripeSubscriptionPayload>;

export const StripeCheckoutSessionPayload = z.object({
  mode: z.string().max(40).nullish(),
  subscription: IdOrObject.nullish(),
  client_reference_id: z.string().max(255).nullish(),
  metadata: z.record(z.string().max(40), z.string().max(500)).nullish(),
});

export const StripeDeletedSubscriptionPayload = z.object({ id: Id });

/** `items.data.0.current_period_end: Too big: …`: the first issue, for the log line of an ignored event. */
export function describeIssue(error: z.ZodError): string {
  const issue = error.issues[0];
  if (!issue) return 'invalid';
  return `${issue.path.length ? `${issue.path.join('.')}: ` : ''}${issue.message}`;
}
