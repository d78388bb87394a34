import { css } from 'lit';
import { stageStyles } from '../shared/stage.styles.ts';

export const styles = [
  ...stageStyles,
  css`
    table.runs {
      width: 100%;
      margin: 0.5rem 0;
    }
    /* A phone: the table scrolls inside its card, the page does not. */
    @media (max-width: 600px) {
      table.runs {
        display: block;
        overflow-x: auto;
        /* Its screen-reader-only labels (position: absolute) stay inside it. */
        position: relative;
      }
    }
    table.runs td,
    table.runs th {
      padding: 0.35rem 0.6rem;
      border-bottom: 1px solid var(--line);
      vertical-align: top;
    }
    .result {
      font-family: var(--mono);
      color: var(--keep);
    }
    .none {
      color: var(--drop);
    }
    .source {
      font-size: 0.8rem;
      color: var(--ink-3);
    }
    form.custom {
      display: flex;
      flex-wrap: wrap;
      gap: 0.6rem 1rem;
      align-items: end;
      padding: 0.75rem 1rem;
    }
    form.custom label {
      display: flex;
      flex-direction: column;
      gap: 0.2rem;
      font-size: 0.85rem;
      color: var(--ink-2);
    }
    form.custom input[name='call'] {
      font-family: var(--mono);
      min-width: 14rem;
    }
    select.where {
      max-width: 18rem;
      font-family: var(--mono);
    }
  `,
];
