import { css } from 'lit';
import { theme } from '../shared/theme.ts';

export const styles = [
  theme,
  css`
    :host {
      display: block;
    }
    ol {
      list-style: none;
      margin: 0;
      padding: 0;
      display: flex;
      flex-direction: column;
      gap: 0.2rem;
    }
    button {
      width: 100%;
      display: flex;
      gap: 0.6rem;
      align-items: center;
      text-align: left;
      border: none;
      border-radius: 6px;
      padding: 0.5rem 0.6rem;
      background: transparent;
      color: var(--ink-2);
    }
    button:hover {
      background: var(--paper-2);
    }
    button[aria-current='step'] {
      background: var(--paper-2);
      color: var(--ink);
      font-weight: 600;
      box-shadow: inset 3px 0 0 var(--accent);
    }
    .n {
      display: inline-grid;
      place-items: center;
      width: 1.6rem;
      height: 1.6rem;
      border-radius: 50%;
      border: 1px solid var(--line);
      font-size: 0.8rem;
      background: var(--paper);
      flex: none;
    }
    [aria-current='step'] .n {
      background: var(--accent);
      color: var(--accent-ink);
      border-color: var(--accent);
    }
    .state {
      margin-left: auto;
      font-size: 0.72rem;
      color: var(--ink-3);
      white-space: nowrap;
      font-weight: 400;
    }
    @media (max-width: 820px) {
      ol {
        flex-direction: row;
        overflow-x: auto;
      }
      button {
        white-space: nowrap;
      }
      .state {
        display: none;
      }
    }
  `,
];
