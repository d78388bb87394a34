import { css } from 'lit';
import { theme } from '../shared/theme.ts';

export const styles = [
  theme,
  css`
    :host {
      display: inline-flex;
      font-size: 0.8rem;
    }
    .badge {
      border: 1px solid var(--line);
      border-radius: 999px;
      padding: 0.1rem 0.6rem;
      color: var(--ink-2);
      background: var(--paper);
      white-space: nowrap;
    }
  `,
];
