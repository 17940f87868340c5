import type { ReactNode } from 'react';
import { TableRegion } from './table-region';

/** One column of an admin table: its header and how a row fills its cell. */
export interface Column<T> {
  header: string;
  cell: (row: T) => ReactNode;
  /** Extra classes for the cell, e.g. 'whitespace-nowrap' for dates. */
  className?: string;
}

const thClass = 'whitespace-nowrap px-3 py-3 text-left text-xs font-semibold uppercase tracking-wide text-muted';
const tdClass = 'px-3 py-3 align-top';

/**
 * The wide-screen table every admin list shares (from 768 px; below that the list shows
 * cards): columns declared once, as in shadcn-admin's column definitions, so the four lists
 * differ only in what their cells say.
 */
export function DataTable<T>({
  label,
  testId,
  minWidthClass,
  columns,
  rows,
  rowKey,
  rowAttributes,
}: {
  label: string;
  testId: string;
  /** A literal Tailwind class (e.g. 'min-w-[48rem]') so the table scrolls instead of squeezing. */
  minWidthClass: string;
  columns: Array<Column<T>>;
  rows: T[];
  rowKey: (row: T) => string;
  /** data-* attributes the browser tests find rows by. */
  rowAttributes?: (row: T) => Record<`data-${string}`, string>;
}) {
  return (
    <TableRegion label={label} testId={testId}>
      <table className={`w-full ${minWidthClass} text-sm`}>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column.header} scope="col" className={thClass}>
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={rowKey(row)} className="border-t border-line" {...rowAttributes?.(row)}>
              {columns.map((column) => (
                <td key={column.header} className={column.className ? `${tdClass} ${column.className}` : tdClass}>
                  {column.cell(row)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </TableRegion>
  );
}
