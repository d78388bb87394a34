import { css } from 'lit';
import { stageStyles } from '../shared/stage.styles.ts';

export const styles = [
  ...stageStyles,
  css`
    .grid {
      display: grid;
      grid-template-columns: repeat(auto-fill, minmax(min(24rem, 100%), 1fr));
      gap: 0.75rem;
      margin: 0.75rem 0;
    }
    .position {
      font-size: 0.88rem;
    }
    .position h3 {
      margin: 0 0 0.4rem;
      font-size: 0.95rem;
    }
    ol.samples {
      margin: 0;
      padding-left: 1.6rem;
    }
    ol.samples li {
      margin: 0.15rem 0;
      word-break: break-word;
    }
    .rejected .call {
      text-decoration: line-through;
      color: var(--ink-3);
    }
    .why {
      color: var(--drop);
      font-size: 0.85rem;
      margin-left: 0.5rem;
    }
    .ok {
      color: var(--keep);
      font-size: 0.85rem;
      margin-left: 0.5rem;
    }
    input[type='number'] {
      width: 7rem;
    }
  `,
];
