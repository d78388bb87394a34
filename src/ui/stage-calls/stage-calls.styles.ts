import { css } from 'lit';
import { stageStyles } from '../shared/stage.styles.ts';

export const styles = [
  ...stageStyles,
  css`
    .position {
      margin: 0.75rem 0;
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
      margin: 0.2rem 0;
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
