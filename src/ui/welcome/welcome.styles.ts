import { css } from 'lit';
import { theme } from '../shared/theme.ts';

export const styles = [
  theme,
  css`
    :host {
      display: block;
      margin-bottom: 1rem;
    }
    section {
      border: 1px solid var(--line);
      border-left: 4px solid var(--accent, #0072b2);
      border-radius: 6px;
      padding: 0.8rem 1rem;
      background: var(--paper);
    }
    h2 {
      margin: 0 0 0.4rem;
      font-size: 1.1rem;
    }
    p {
      margin: 0.3rem 0;
    }
    ul {
      display: flex;
      flex-wrap: wrap;
      gap: 0.5rem;
      list-style: none;
      padding: 0;
      margin: 0.6rem 0 0;
    }
  `,
];
