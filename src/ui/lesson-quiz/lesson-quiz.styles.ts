import { css } from 'lit';
import { theme } from '../shared/theme.ts';

export const styles = [
  theme,
  css`
    :host {
      display: block;
    }
    .question {
      border: 1px solid var(--line);
      border-radius: var(--radius);
      margin: 0.75rem 0;
      padding: 0.5rem 1rem 0.75rem;
    }
    legend {
      font-weight: 600;
      padding: 0 0.3rem;
      max-width: 72ch;
    }
    .choice {
      display: flex;
      gap: 0.5rem;
      align-items: baseline;
      padding: 0.25rem 0.4rem;
      border-radius: 6px;
      counter-increment: choice;
    }
    .choice span::before {
      content: counter(choice, lower-alpha) ') ';
      color: var(--ink-3);
    }
    .question {
      counter-reset: choice;
    }
    /* Right and wrong are told by a mark and a border, not by colour alone. */
    .choice.right {
      outline: 2px solid var(--keep);
    }
    .choice.right span::after {
      content: ' ✓';
      color: var(--keep);
      font-weight: 700;
    }
    .choice.wrong {
      outline: 2px dashed var(--drop);
    }
    .choice.wrong span::after {
      content: ' ✗';
      color: var(--drop);
      font-weight: 700;
    }
    .feedback p {
      margin: 0.5rem 0 0;
    }
    .score {
      font-weight: 600;
    }
  `,
];
