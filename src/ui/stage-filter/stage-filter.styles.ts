import { css } from 'lit';
import { stageStyles } from '../shared/stage.styles.ts';

export const styles = [
  ...stageStyles,
  css`
    .cands {
      display: grid;
      /* minmax(0, …): a card may be narrower than its widest table (which then scrolls), never the page. */
      grid-template-columns: minmax(0, 1fr);
      gap: 1rem;
    }
    .cand header {
      display: flex;
      flex-wrap: wrap;
      gap: 0.5rem 1rem;
      align-items: baseline;
      margin-bottom: 0.5rem;
    }
    .verdict {
      margin-left: auto;
      font-weight: 700;
      border-radius: 999px;
      padding: 0.1rem 0.75rem;
      border: 2px solid;
    }
    .verdict.keep {
      color: var(--keep);
      border-color: var(--keep);
    }
    .verdict.drop {
      color: var(--drop);
      border-color: var(--drop);
    }
    .scroll {
      overflow-x: auto;
    }
    table.lp {
      font-variant-numeric: tabular-nums;
      font-size: 0.88rem;
      margin: 0.25rem 0 0.5rem;
    }
    table.lp th,
    table.lp td {
      padding: 0.2rem 0.6rem;
      text-align: right;
      white-space: nowrap;
    }
    table.lp th:first-child,
    table.lp td:first-child {
      text-align: left;
    }
    table.lp thead th {
      font-family: var(--mono);
      font-weight: 500;
      border-bottom: 1px solid var(--line);
    }
    table.lp tr.w td {
      color: var(--ink-3);
    }
    table.lp td.L {
      font-weight: 700;
      border-left: 1px solid var(--line);
    }
    .role {
      display: inline-block;
      margin-left: 0.4rem;
      font-size: 0.72rem;
      font-weight: 600;
      color: var(--accent);
      border: 1px solid currentColor;
      border-radius: 3px;
      padding: 0 0.25rem;
    }
    .bars {
      display: grid;
      grid-template-columns: 7.5rem minmax(0, 1fr) 4.5rem;
      gap: 0.3rem 0.6rem;
      align-items: center;
      font-size: 0.85rem;
      margin: 0.5rem 0;
    }
    .track {
      position: relative;
      height: 1rem;
      background: var(--paper-2);
      border-radius: 3px;
      display: flex;
      overflow: hidden;
    }
    .seg {
      height: 100%;
      border-right: 1px solid var(--paper);
      transform-origin: left center;
      animation: grow 420ms ease-out both;
      animation-delay: calc(var(--row) * 700ms + var(--j) * 130ms);
    }
    .total {
      text-align: right;
      font-family: var(--mono);
      animation: appear 300ms ease-out both;
      animation-delay: calc(var(--row) * 700ms + 650ms);
    }
    .sums {
      animation: appear 400ms ease-out both;
      animation-delay: 2200ms;
    }
    @keyframes grow {
      from {
        transform: scaleX(0);
      }
      to {
        transform: scaleX(1);
      }
    }
    @keyframes appear {
      from {
        opacity: 0;
      }
      to {
        opacity: 1;
      }
    }
    @media (prefers-reduced-motion: reduce) {
      .seg,
      .total,
      .sums {
        animation: none;
      }
    }
    .sums {
      display: flex;
      flex-wrap: wrap;
      gap: 0.4rem 1.5rem;
      align-items: center;
      font-family: var(--mono);
      font-size: 0.95rem;
    }
    .gainline {
      position: relative;
      height: 1.4rem;
      width: min(100%, 22rem);
      background: var(--paper-2);
      border-radius: 3px;
    }
    .gainline {
      margin: 0.9rem 0 1rem;
    }
    .gainline .tick,
    .gainline .tau-label {
      position: absolute;
      top: 1.45rem;
      transform: translateX(-50%);
      font-size: 0.7rem;
      color: var(--ink-3);
      font-family: system-ui, sans-serif;
    }
    .gainline .tau-label {
      top: -1.05rem;
      color: var(--ink);
      font-weight: 600;
    }
    .gainline .g {
      position: absolute;
      top: 0.2rem;
      bottom: 0.2rem;
      background: var(--ink-2);
      border-radius: 2px;
    }
    .gainline .g.keep {
      background: var(--keep);
    }
    .gainline .g.drop {
      background: var(--drop);
    }
    .gainline .tau,
    .gainline .zero {
      position: absolute;
      top: -0.15rem;
      bottom: -0.15rem;
      width: 2px;
      background: var(--ink);
    }
    .gainline .zero {
      background: var(--ink-3);
      width: 1px;
    }
    /* L⁻, the gain's ceiling: a dashed mark, since no bar can pass it. */
    .gainline .cap {
      position: absolute;
      top: -0.15rem;
      bottom: -0.15rem;
      border-left: 2px dashed var(--ink-2);
    }
    .ceiling {
      margin: 0 0 0.6rem;
      font-size: 0.9rem;
      color: var(--ink-2);
    }
    .placement {
      border: 1px solid var(--line);
      border-radius: var(--radius);
      padding: 0.5rem 1rem;
    }
    .placement legend {
      font-weight: 600;
      padding: 0 0.3rem;
    }
    details {
      margin-top: 0.4rem;
      font-size: 0.85rem;
    }
    details.fold {
      margin-top: 1rem;
      font-size: 0.95rem;
    }
    details.fold summary {
      cursor: pointer;
      font-weight: 600;
    }
    /* Its screen-reader-only header stays inside the scrolling box. */
    details.fold .scroll {
      position: relative;
    }
    table.rest {
      width: 100%;
      font-variant-numeric: tabular-nums;
      margin: 0.5rem 0;
    }
    table.rest th,
    table.rest td {
      padding: 0.3rem 0.6rem;
      border-bottom: 1px solid var(--line);
      text-align: right;
      white-space: nowrap;
    }
    table.rest th:nth-child(-n + 2),
    table.rest td:nth-child(-n + 2) {
      text-align: left;
    }
    table.rest td:nth-child(2) {
      white-space: normal;
    }
    pre.reads {
      white-space: pre-wrap;
      font-family: var(--mono);
      background: var(--paper-2);
      padding: 0.5rem;
      border-radius: 4px;
      margin: 0.25rem 0;
    }
  `,
];
