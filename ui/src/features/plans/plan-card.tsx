import { CheckOutlined } from '@ant-design/icons';
import { Badge, Button, Card, Typography } from 'antd';
import { PaidTier, planFeatures, type Plan, type PlanAction } from '@edgeboard/domain';

/** `included`: administrators hold every feature by role; there is nothing for them to buy. */
export type CardAction = PlanAction | 'sign-up' | 'included';

const LABELS: Record<CardAction, string> = {
  current: 'Current Plan',
  manage: 'Manage in Billing Portal',
  subscribe: 'Subscribe Now',
  'sign-up': 'Sign Up',
  included: 'Included for administrators',
};

/**
 * What the card lists: the domain's plan features for its tier (the list the gating and the FAQ read), whatever
 * the plan row's own copy says.
 */
function featuresOf(plan: Plan): readonly string[] {
  const tier = PaidTier.safeParse(plan.tier);
  return tier.success ? planFeatures(tier.data) : plan.features;
}

export function PlanCard({
  plan,
  action,
  busy,
  onAction,
}: {
  plan: Plan;
  action: CardAction;
  busy: boolean;
  onAction: () => void;
}) {
  const card = (
    <Card
      style={{
        height: '100%',
        borderColor: plan.popular ? '#1d4ed8' : undefined,
        borderWidth: plan.popular ? 2 : 1,
      }}
      styles={{ body: { display: 'flex', flexDirection: 'column', height: '100%' } }}
    >
      <Typography.Title level={3} style={{ marginTop: 0 }}>
        {plan.name}
      </Typography.Title>
      <p style={{ margin: 0 }}>
        <span style={{ fontSize: 36, fontWeight: 800 }}>${plan.price.toFixed(2)}</span>
        <span style={{ color: '#64748b' }}> / {plan.interval}</span>
      </p>
      <Typography.Paragraph type="secondary">{plan.description}</Typography.Paragraph>
      <ul style={{ listStyle: 'none', padding: 0, flex: 1 }}>
        {featuresOf(plan).map((f) => (
          <li key={f} style={{ display: 'flex', gap: 8, marginBottom: 6 }}>
            <CheckOutlined style={{ color: '#16a34a' }} aria-hidden />
            {f}
          </li>
        ))}
      </ul>
      <Button
        type={action === 'current' || action === 'included' ? 'default' : 'primary'}
        size="large"
        block
        disabled={action === 'current' || action === 'included'}
        loading={busy}
        onClick={onAction}
        aria-label={`${LABELS[action]}: ${plan.name}`}
      >
        {LABELS[action]}
      </Button>
    </Card>
  );
  return plan.popular ? (
    <Badge.Ribbon text="MOST POPULAR" color="#1d4ed8">
      {card}
    </Badge.Ribbon>
  ) : (
    card
  );
}
