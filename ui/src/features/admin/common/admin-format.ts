import type { Role, SubscriptionStatus } from '@edgeboard/domain';
import { ENGINE_STAT_TYPES, parseInstant, PLAN_CATALOGUE, statTypeLabel } from '@edgeboard/domain';

/** Every stat type with its label: the stat type filters and the prop line form's choice. */
/**
 * The stat types the back office offers (filters and edit selects): this product's NFL stat types, the engine's
 * (the basketball entries of the spec's list stay valid values, but nothing here ever has them).
 */
export const STAT_TYPE_OPTIONS = ENGINE_STAT_TYPES.map((s) => ({ value: s, label: statTypeLabel(s) }));

// The reader's own locale and time zone: admins read times where they sit.
const DATE_TIME = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });
const DATE = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' });

export function formatDateTime(iso: string): string {
  const d = parseInstant(iso);
  return d === null ? iso : DATE_TIME.format(d);
}

export function formatDate(iso: string): string {
  const d = parseInstant(iso);
  return d === null ? iso : DATE.format(d);
}

/** Free, User, Admin: the spec's wording for roles (settings' Default User Role). */
export function roleLabel(role: Role): string {
  return role.charAt(0).toUpperCase() + role.slice(1);
}

/** Plan names come from the plan catalogue; the free tier has no plan card. */
export function planLabel(tier: string): string {
  return PLAN_CATALOGUE.find((p) => p.tier === tier)?.name ?? roleLabel(tier as Role);
}

/** Spec: active, trialing and canceled are the statuses seen; any other value is shown as an error. */
export function statusColour(status: SubscriptionStatus): string {
  if (status === 'active') return 'green';
  if (status === 'trialing') return 'blue';
  if (status === 'canceled') return 'default';
  return 'error';
}

/** `role_changed` reads as "role changed". */
export function activityLabel(activity: string): string {
  return activity.replace(/_/g, ' ');
}
