import { Fragment, type ReactNode } from 'react';
import { ListDetailLayout } from './list-detail-layout';
import { PageHeader } from './page-header';
import { PagedListTable, type AdminListSpec, type PagedList } from './paged-list-table';
import type { Selection } from './use-selection';

/**
 * A back office list screen's frame, the same for every list: the title (with the screen's main action),
 * then the list (its filters, in order, over the paged table) beside the selected row's panel, and anything
 * the screen adds under both (`children`).
 */
export function ListScreen<T extends { id: string }>({
  title,
  action,
  filters,
  spec,
  list,
  selection,
  detail,
  children,
}: {
  title: string;
  action?: ReactNode;
  filters: ReactNode[];
  spec: AdminListSpec<T>;
  list: PagedList<T>;
  selection: Selection<T>;
  detail: ReactNode;
  children?: ReactNode;
}) {
  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 16 }}>
      <PageHeader title={title}>{action}</PageHeader>
      <ListDetailLayout
        list={
          <div style={{ display: 'flex', flexDirection: 'column', gap: 12 }}>
            <div role="search" style={{ display: 'flex', flexWrap: 'wrap', gap: 8 }}>
              {/* Keyed by place: the filters are a fixed list, never reordered. */}
              {filters.map((filter, i) => (
                <Fragment key={i}>{filter}</Fragment>
              ))}
            </div>
            <PagedListTable
              spec={spec}
              list={list}
              selectedId={selection.selectedId}
              onSelect={selection.select}
            />
          </div>
        }
        detail={detail}
      />
      {children}
    </div>
  );
}
