import { Card } from 'antd';

/** What the spec plans for a screen and it does not do yet. */
export function PlannedFeatures({ features }: { features: readonly string[] }) {
  return (
    <Card title="Planned features" size="small">
      <ul style={{ margin: 0, paddingLeft: 20 }}>
        {features.map((f) => (
          <li key={f}>{f}</li>
        ))}
      </ul>
    </Card>
  );
}
