import type { ReactNode } from 'react';
import type { TableColumnType } from 'antd';

/**
 * Columns the server sorts by, for rows of type T: a column's key is both the row's field and the API's sortBy,
 * and `render` turns the field's value into what the cell shows.
 */
export function sortableColumnsOf<T>() {
  return <K extends keyof T & string>(
    title: string,
    key: K,
    render?: (value: T[K], row: T) => ReactNode,
  ): TableColumnType<T> => ({
    title,
    dataIndex: key,
    key,
    sorter: true,
    ...(render === undefined ? {} : { render }),
  });
}
