import { css } from 'lit';
import { stageStyles } from '../shared/stage.styles.ts';

export const styles = [
  ...stageStyles,
  css`
    .strip {
      display: flex;
      flex-wrap: wrap;
      gap: 0.35rem 0.15rem;
      padding: 1.2rem 0.75rem 0.75rem;
      border: 1px solid var(--line);
      border-radius: var(--radius);
      background: var(--paper);
      font-family: var(--mono);
      font-size: 1rem;
    }
    .tok {
      position: relative;
      border: 1px solid transparent;
      border-radius: 4px;
      padding: 0.15rem 0.3rem;
      font: inherit;
      white-space: pre;
      line-height: 1.4;
      cursor: pointer;
    }
    .tok .sp {
      opacity: 0.45;
    }
    .tok.chosen {
      border-color: var(--ink);
      box-shadow: 0 0 0 2px var(--paper), 0 0 0 4px var(--ink);
    }
    .tok.chosen::before {
      content: '▼';
      position: absolute;
      top: -1.05rem;
      left: 50%;
      transform: translateX(-50%);
      font-size: 0.65rem;
      color: var(--ink);
    }
    .tok .tip {
      display: none;
      position: absolute;
      z-index: 3;
      top: calc(100% + 6px);
      left: 0;
      background: var(--ink);
      color: #fff;
      font-family: system-ui, sans-serif;
      font-size: 0.8rem;
      padding: 0.3rem 0.5rem;
      border-radius: 4px;
      white-space: nowrap;
      pointer-events: none;
    }
    .tok:hover .tip,
    .tok:focus-visible .tip {
      display: block;
    }
    .legend {
      display: flex;
      align-items: center;
      gap: 0.5rem;
      font-size: 0.8rem;
      color: var(--ink-3);
      margin: 0.5rem 0;
      flex-wrap: wrap;
    }
    .ramp {
      position: relative;
      width: 14rem;
      height: 0.8rem;
      border-radius: 3px;
      border: 1px solid var(--line);
    }
    .ramp .tau {
      position: absolute;
      top: -3px;
      bottom: -3px;
      width: 2px;
      background: var(--drop);
    }
    table.picked td,
    table.picked th {
      padding: 0.2rem 0.8rem 0.2rem 0;
      font-variant-numeric: tabular-nums;
    }
  `,
];
