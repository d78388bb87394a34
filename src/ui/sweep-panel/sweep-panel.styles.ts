import { css } from 'lit';
import { stageStyles } from '../shared/stage.styles.ts';

export const styles = [
  stageStyles,
  css`
    .tabs {
      display: flex;
      gap: 0.4rem;
      border-bottom: 1px solid var(--line);
      margin: 0.5rem 0 0.75rem;
    }
    .tabs button {
      border-radius: 6px 6px 0 0;
      border-bottom: none;
    }
    .tabs button[aria-selected='true'] {
      background: var(--accent);
      color: var(--accent-ink);
      border-color: var(--accent);
    }
    .export {
      display: inline-flex;
      gap: 0.5rem;
      margin-left: auto;
    }
    svg.chart {
      width: 100%;
      max-width: 52rem;
      height: auto;
      display: block;
      border: 1px solid var(--line);
      border-radius: 6px;
    }
    .summary {
      font-size: 1.05rem;
    }
    .crossed ul {
      margin: 0.25rem 0;
    }
    table.all {
      font-size: 0.88rem;
      margin-top: 0.5rem;
    }
    table.all td,
    table.all th {
      padding: 0.2rem 0.5rem;
      border-top: 1px solid var(--line);
      vertical-align: top;
    }
    table.all td.text {
      max-width: 22rem;
    }
    tr[data-kept='true'] td:last-child {
      font-weight: 600;
    }
    .about {
      margin-top: 1rem;
      font-size: 0.9rem;
    }
  `,
];
