/** Tables of numbers in the models and paper views: ruled rows, right-aligned figures, sideways scroll on a narrow screen. */
import { css } from 'lit';

export const tableStyles = css`
  .scroll {
    overflow-x: auto;
    max-width: 100%;
  }
  table {
    font-size: 0.9rem;
    margin: 0.5rem 0 1rem;
  }
  td,
  th {
    padding: 0.25rem 0.6rem;
    border-top: 1px solid var(--line);
    vertical-align: top;
  }
  thead th {
    border-top: none;
    font-size: 0.82rem;
  }
  td.num {
    text-align: right;
    font-variant-numeric: tabular-nums;
    white-space: nowrap;
  }
  tfoot th,
  tfoot td {
    border-top: 2px solid var(--line);
  }
  section {
    margin: 1.5rem 0;
    max-width: 62rem;
  }
`;
