import { StarFilled, StarOutlined } from '@ant-design/icons';
import { Button } from 'antd';

/** The star toggle; its pressed state is what assistive tech announces. */
export function FavouriteStar({
  title,
  active,
  onToggle,
  withLabel = false,
}: {
  title: string;
  active: boolean;
  onToggle: () => void;
  withLabel?: boolean;
}) {
  return (
    <Button
      type={withLabel ? 'default' : 'text'}
      aria-pressed={active}
      aria-label={withLabel ? undefined : `Favourite ${title}`}
      icon={active ? <StarFilled style={{ color: '#faad14' }} /> : <StarOutlined />}
      onClick={onToggle}
    >
      {withLabel ? (active ? 'Favorited' : 'Favorite') : null}
    </Button>
  );
}
