import { css } from 'lit';
import { theme } from '../shared/theme.ts';

export const styles = [
  theme,
  css`
    :host {
      display: inline-flex;
      flex-wrap: wrap;
      gap: 0.5rem;
      align-items: center;
      font-size: 0.85rem;
    }
    .badge {
      display: inline-flex;
      align-items: center;
      gap: 0.4rem;
      border: 1px solid var(--line);
      border-radius: 999px;
      padding: 0.15rem 0.7rem;
      background: var(--paper);
      white-space: nowrap;
    }
    .badge.error {
      border-color: var(--error-line);
      background: var(--error-bg);
      white-space: normal;
    }
    .dot {
      width: 0.55rem;
      height: 0.55rem;
      border-radius: 50%;
      background: var(--keep);
    }
    .loading .dot {
      background: var(--warn-line);
    }
    .error .dot {
      background: var(--drop);
    }
    progress {
      width: 5rem;
      height: 0.45rem;
    }
    .name {
      font-weight: 600;
    }
  `,
];
