import { css } from 'lit';
import { stageStyles } from '../shared/stage.styles.ts';

export const styles = [
  ...stageStyles,
  css`
    textarea {
      width: 100%;
      box-sizing: border-box;
      font-family: var(--mono);
      font-size: 0.85rem;
      resize: vertical;
    }
    .demo {
      display: grid;
      grid-template-columns: auto 1fr;
      gap: 0.3rem 0.6rem;
      align-items: start;
      padding: 0.6rem 0.75rem;
      border: 1px solid var(--line);
      border-radius: var(--radius);
      margin: 0.5rem 0;
    }
    .demo.off {
      opacity: 0.55;
    }
    .demo label {
      color: var(--ink-2);
      font-size: 0.85rem;
      padding-top: 0.3rem;
    }
    pre.preview {
      white-space: pre-wrap;
      font-family: var(--mono);
      font-size: 0.8rem;
      background: var(--paper-2);
      border: 1px solid var(--line);
      border-radius: var(--radius);
      padding: 0.75rem;
      max-height: 22rem;
      overflow: auto;
    }
    .x {
      background: #fde9a8;
    }
    .tools {
      display: inline-flex;
      gap: 0.9rem;
      align-items: center;
      flex-wrap: wrap;
    }
    label.tool {
      color: var(--ink);
    }
    .count.over {
      color: var(--drop);
      font-weight: 600;
    }
  `,
];
