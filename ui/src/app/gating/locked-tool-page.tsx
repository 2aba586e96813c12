// What a tool's page shows to a plan that cannot open it (issue #28 item 9), in place of the page, so the page's
// requests, which could only answer 403, are never made: its name and the plan that opens it, with View Plans.
// Plain markup and a router link: no antd for a page that is only a refusal.
import { PlanRefusal } from '@/lib/gating/plan-refusal';
import type { LockedTool } from '@/lib/gating/tool-access';

export function LockedToolPage({ locked }: { locked: LockedTool }) {
  return (
    <section aria-labelledby="locked-tool-title" style={{ display: 'grid', gap: 12 }}>
      <h1 id="locked-tool-title" style={{ margin: 0, fontSize: 28 }}>
        {locked.title}
      </h1>
      <p data-testid="locked-tool" style={{ margin: 0 }}>
        <PlanRefusal tier={locked.tier} unlocks={locked.unlocks} />
      </p>
    </section>
  );
}
