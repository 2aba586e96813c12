import { Typography } from 'antd';

/** A route whose screen has not been built yet (issue #6 stays open until none is left). */
export function ScreenPlaceholder({ title }: { title: string }) {
  return (
    <section aria-labelledby="placeholder-title" style={{ padding: 24 }}>
      <Typography.Title id="placeholder-title" level={2}>
        {title}
      </Typography.Title>
      <Typography.Paragraph>This screen is being built.</Typography.Paragraph>
    </section>
  );
}
