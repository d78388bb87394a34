import { css } from 'lit';
import { stageStyles } from '../shared/stage.styles.ts';

export const styles = [
  ...stageStyles,
  css`
    .aug {
      font-size: 1.1rem;
      line-height: 1.9;
      padding: 1rem 1.25rem;
    }
    mark {
      background: #e3ecff;
      border: 1px solid #a9c0f5;
      border-radius: 4px;
      padding: 0.05rem 0.3rem;
      font-family: var(--mono);
      font-size: 0.9em;
      color: var(--ink);
    }
    pre.jsonl {
      white-space: pre-wrap;
      word-break: break-all;
      font-family: var(--mono);
      font-size: 0.78rem;
      background: var(--paper-2);
      border: 1px solid var(--line);
      border-radius: var(--radius);
      padding: 0.75rem;
      max-height: 16rem;
      overflow: auto;
    }
    ul.texts {
      padding-left: 1.2rem;
    }
    ul.texts li {
      margin: 0.35rem 0;
    }
    .surface {
      font-family: var(--mono);
      font-size: 0.85rem;
      color: var(--ink-2);
    }
  `,
];
