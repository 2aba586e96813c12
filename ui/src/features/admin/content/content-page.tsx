import { DatabaseOutlined, FileTextOutlined, LineChartOutlined, RobotOutlined } from '@ant-design/icons';
import { Card, Col, Row, Typography } from 'antd';
import { Link } from 'react-router-dom';

const SECTIONS = [
  {
    to: '/admin/content/aipicks',
    icon: <RobotOutlined />,
    title: 'AI Picks',
    text: 'Review, edit or delete engine picks, and generate a week of picks from its prop lines.',
  },
  {
    to: '/admin/content/articles',
    icon: <FileTextOutlined />,
    title: 'Articles',
    text: 'Write, publish and archive the articles subscribers read.',
  },
  {
    to: '/admin/content/players',
    icon: <DatabaseOutlined />,
    title: 'Players',
    text: 'Correct player data and external IDs, and read each player’s game log.',
  },
  {
    to: '/admin/content/proplines',
    icon: <LineChartOutlined />,
    title: 'Prop Lines',
    text: 'Edit or delete sportsbook lines, or import a CSV of new ones.',
  },
] as const;

/** /admin/content: the four catalogues an administrator keeps, one card each. */
export function Component() {
  return (
    <>
      <Typography.Title level={2}>Content</Typography.Title>
      <Row gutter={[16, 16]}>
        {SECTIONS.map((s) => (
          <Col key={s.to} xs={24} sm={12} xl={6}>
            <Link to={s.to} style={{ display: 'block', height: '100%' }}>
              <Card hoverable style={{ height: '100%' }}>
                <Typography.Title level={4} style={{ marginTop: 0 }}>
                  <span aria-hidden="true" style={{ marginRight: 8 }}>
                    {s.icon}
                  </span>
                  {s.title}
                </Typography.Title>
                <Typography.Paragraph type="secondary" style={{ marginBottom: 0 }}>
                  {s.text}
                </Typography.Paragraph>
              </Card>
            </Link>
          </Col>
        ))}
      </Row>
    </>
  );
}
