import { css } from 'lit';
import { theme } from '../shared/theme.ts';

export const styles = [
  theme,
  css`
    :host {
      display: block;
      margin-top: 1.25rem;
      padding-top: 0.75rem;
      border-top: 1px solid var(--line);
    }
    h2 {
      font-size: 0.8rem;
      letter-spacing: 0.06em;
      text-transform: uppercase;
      color: var(--ink-3);
      margin: 0 0 0.4rem 0.6rem;
    }
    ul {
      list-style: none;
      margin: 0;
      padding: 0;
      display: flex;
      flex-direction: column;
      gap: 0.2rem;
    }
    ul button {
      width: 100%;
      text-align: left;
      border: none;
      background: transparent;
      color: var(--ink-2);
      padding: 0.45rem 0.6rem;
    }
    ul button:hover {
      background: var(--paper-2);
    }
    ul button[aria-current='true'] {
      background: var(--paper-2);
      color: var(--ink);
      font-weight: 600;
      box-shadow: inset 3px 0 0 var(--accent);
    }
    .toggle {
      display: flex;
      gap: 0.4rem;
      align-items: center;
      margin: 0.75rem 0.6rem 0.4rem;
      color: var(--ink-2);
    }
    .link {
      margin: 0 0.6rem;
      font-size: 0.9rem;
    }
    p {
      margin: 0.4rem 0.6rem;
      font-size: 0.85rem;
    }
  `,
];
