import { css } from 'lit';
import { stageStyles } from '../shared/stage.styles.ts';

export const styles = [
  ...stageStyles,
  css`
    section {
      margin-top: 2rem;
      border-top: 1px solid var(--line);
      padding-top: 1rem;
    }
    label.input {
      display: grid;
      gap: 0.3rem;
    }
    textarea {
      width: 100%;
      box-sizing: border-box;
      font: inherit;
      font-size: 0.9rem;
    }
    .controls {
      display: flex;
      flex-wrap: wrap;
      align-items: center;
      gap: 0.75rem;
      margin: 0.75rem 0;
    }
    fieldset.tools {
      display: flex;
      gap: 0.75rem;
      border: none;
      margin: 0;
      padding: 0;
    }
    fieldset.tools legend {
      float: left;
      margin-right: 0.5rem;
      color: var(--ink-2);
    }
    label.number input {
      width: 5rem;
    }
    .muted {
      color: var(--ink-3);
      font-size: 0.9rem;
    }
    .progress {
      display: grid;
      gap: 0.3rem;
    }
    progress {
      width: 100%;
      height: 0.8rem;
      accent-color: var(--accent);
    }
    .message {
      background: var(--warn-bg);
      border: 1px solid var(--warn-line);
      border-radius: var(--radius);
      padding: 0.5rem 0.75rem;
    }
    .message.error {
      background: var(--error-bg);
      border-color: var(--error-line);
    }
    table.funnel {
      display: block;
      max-width: 100%;
      overflow-x: auto;
    }
    table.funnel {
      border-collapse: collapse;
      font-variant-numeric: tabular-nums;
      margin: 0.75rem 0;
    }
    table.funnel caption {
      text-align: left;
      color: var(--ink-2);
      font-size: 0.9rem;
      margin-bottom: 0.4rem;
    }
    table.funnel th,
    table.funnel td {
      border-bottom: 1px solid var(--line);
      padding: 0.3rem 0.6rem;
      text-align: right;
    }
    table.funnel th[scope='row'],
    table.funnel thead th:first-child {
      text-align: left;
    }
    ul.texts {
      padding-left: 1.2rem;
      font-size: 0.92rem;
    }
    ul.texts li {
      margin: 0.35rem 0;
    }
    code.command {
      display: block;
      margin-top: 0.3rem;
      white-space: pre-wrap;
      word-break: break-all;
    }
  `,
];
