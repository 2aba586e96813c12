import type { ReactNode } from 'react';

/**
 * A list beside its detail panel on wide screens; on a phone the panel drops under the list so both stay
 * readable at 375 px.
 */
export function ListDetailLayout({ list, detail }: { list: ReactNode; detail: ReactNode }) {
  return (
    <div className="admin-list-detail">
      <section className="admin-list-detail__list">{list}</section>
      <aside className="admin-list-detail__detail">{detail}</aside>
    </div>
  );
}
