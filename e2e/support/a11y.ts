// axe-core over the current page, WCAG 2 A and AA rules; serious and critical findings fail the journey.
import AxeBuilder from '@axe-core/playwright';
import type { Page, TestInfo } from '@playwright/test';

export interface A11yFinding {
  rule: string;
  impact: string;
  help: string;
  targets: string[];
}

export async function seriousA11yFindings(
  page: Page,
  testInfo: TestInfo,
  name: string,
): Promise<A11yFinding[]> {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
  await testInfo.attach(`axe-${name}.json`, {
    body: JSON.stringify(results.violations, null, 2),
    contentType: 'application/json',
  });
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => ({
      rule: v.id,
      impact: v.impact ?? 'unknown',
      help: v.help,
      // The selector and axe's own reason (for contrast: the measured ratio and both colours).
      targets: v.nodes.map((n) => {
        const why = [...n.any, ...n.all, ...n.none].map((c) => c.message).find((m) => m !== '');
        return `${n.target.join(' ')}${why === undefined ? '' : ` — ${why}`}`;
      }),
    }));
}
