// A table of records: its caption, a header cell a column, then a row a record (each row starts
// with its `th scope="row"`, the record's name). The reference pages and the development pages.
import type { ReactNode } from "react";

export function DataTable({
  caption,
  columns,
  className,
  children,
}: {
  caption: ReactNode;
  /** The columns' headings, in order; a left-out (null) one is not shown. */
  columns: (string | null)[];
  className?: string | undefined;
  /** The rows. */
  children: ReactNode;
}) {
  return (
    <table className={className}>
      <caption>{caption}</caption>
      <thead>
        <tr>
          {columns.map((heading) =>
            heading === null ? null : (
              <th key={heading} scope="col">
                {heading}
              </th>
            ),
          )}
        </tr>
      </thead>
      <tbody>{children}</tbody>
    </table>
  );
}
