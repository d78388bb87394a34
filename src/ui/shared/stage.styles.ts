/** Layout shared by the seven stage panels. */
import { css } from 'lit';
import { theme } from './theme.ts';

export const stageStyles = [
  theme,
  css`
    :host {
      display: block;
    }
    header.stage {
      margin-bottom: 1rem;
    }
    .eyebrow {
      font-size: 0.8rem;
      letter-spacing: 0.06em;
      text-transform: uppercase;
      color: var(--ink-3);
      margin: 0;
    }
    .explain {
      color: var(--ink-2);
    }
    .status {
      color: var(--ink-3);
      font-size: 0.9rem;
      min-height: 1.5em;
    }
    .next {
      margin-top: 1.5rem;
      display: flex;
      gap: 0.75rem;
    }
    code,
    .call {
      font-family: var(--mono);
      font-size: 0.92em;
    }
    /* A button that reads as a link inside a sentence (it changes the view, so it is a button). */
    button.link {
      background: none;
      border: none;
      padding: 0;
      font: inherit;
      color: var(--accent);
      text-decoration: underline;
      cursor: pointer;
    }
    .call {
      background: var(--paper-2);
      border: 1px solid var(--line);
      border-radius: 4px;
      padding: 0 0.3em;
      white-space: pre-wrap;
    }
  `,
];
