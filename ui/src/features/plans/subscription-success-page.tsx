import { CheckCircleTwoTone } from '@ant-design/icons';
import { Button, Result } from 'antd';
import { useEffect } from 'react';
import { Navigate, useNavigate, useSearchParams } from 'react-router-dom';
import { PLAN_CATALOGUE, SUCCESS_REDIRECT_MS, Tier } from '@edgeboard/domain';
import { api } from '../../app/api';
import { useAuth } from '../../app/auth/auth-context';
import { useAppDispatch } from '../../app/hooks';

export function SubscriptionSuccessPage() {
  const auth = useAuth();
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const [params] = useSearchParams();
  const parsed = Tier.safeParse(params.get('tier'));
  const planName = parsed.success ? (PLAN_CATALOGUE.find((p) => p.tier === parsed.data)?.name ?? null) : null;

  useEffect(() => {
    // The new subscription is on the server now: the gate must see it on the next page.
    dispatch(api.util.invalidateTags(['Me']));
    const timer = setTimeout(() => void navigate('/', { replace: true }), SUCCESS_REDIRECT_MS);
    return () => {
      clearTimeout(timer);
    };
  }, [dispatch, navigate]);

  if (auth.status === 'signed-out') return <Navigate to="/auth" replace />;
  return (
    <Result
      icon={<CheckCircleTwoTone twoToneColor="#16a34a" />}
      title={planName === null ? 'Subscription confirmed!' : `Welcome to ${planName}!`}
      subTitle={`Your ${planName ?? 'new'} subscription is active. You will be redirected shortly.`}
      extra={
        <Button type="primary" size="large" onClick={() => void navigate('/dashboard')}>
          Go to Dashboard
        </Button>
      }
    />
  );
}

export const Component = SubscriptionSuccessPage;
