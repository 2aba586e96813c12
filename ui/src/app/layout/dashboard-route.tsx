import { Outlet } from 'react-router-dom';
import { DashboardGate } from '@/app/gating/dashboard-gate';
import { DashboardLayout } from './dashboard-layout';

export function Component() {
  return (
    <DashboardLayout>
      <DashboardGate>
        <Outlet />
      </DashboardGate>
    </DashboardLayout>
  );
}
