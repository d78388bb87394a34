import { css } from 'lit';
import { stageStyles } from '../shared/stage.styles.ts';

export const styles = [
  stageStyles,
  css`
    :host {
      display: block;
      /* Scrolled into view below the sticky header, not under it. */
      scroll-margin-top: var(--tf-header-height, 12rem);
    }
    .lesson {
      border-left: 4px solid var(--accent);
      max-width: 70rem;
      margin-bottom: 1rem;
    }
    header {
      display: flex;
      flex-wrap: wrap;
      align-items: baseline;
      gap: 0.25rem 1rem;
    }
    header .eyebrow {
      flex-basis: 100%;
      max-width: none;
    }
    h2 {
      margin: 0;
    }
    h2:focus {
      outline: none;
    }
    .where {
      color: var(--ink-3);
    }
    .leave {
      margin-left: auto;
    }
    .dots {
      list-style: none;
      display: flex;
      flex-wrap: wrap;
      gap: 0.3rem;
      padding: 0;
      margin: 0.6rem 0;
    }
    .dots button {
      min-width: 2rem;
      padding: 0.15rem 0.4rem;
      border-radius: 999px;
    }
    .dots button[aria-current='step'] {
      background: var(--accent);
      border-color: var(--accent);
      color: var(--accent-ink);
    }
    .text {
      /* em, so presenter mode's larger type reaches it; on a projector it is the largest text (index.html). */
      font-size: var(--tf-lesson-text, 1.05em);
    }
    .does,
    .notice {
      border-left: 3px solid var(--line);
      padding: 0.1rem 0.75rem;
      color: var(--ink-2);
    }
    .notice {
      border-left-color: var(--warn-line);
    }
    .does strong,
    .notice strong {
      margin-right: 0.4rem;
      color: var(--ink);
    }
    .live {
      font-family: var(--mono);
      font-weight: 600;
      background: var(--paper-2);
      border: 1px solid var(--line);
      border-radius: 4px;
      padding: 0 0.25em;
    }
    .claims ul {
      list-style: none;
      padding: 0;
      margin: 0;
    }
    .claims li {
      display: grid;
      grid-template-columns: 1.5rem 1fr;
      gap: 0 0.25rem;
      padding: 0.3rem 0;
      border-top: 1px solid var(--line);
    }
    .claims .measured {
      grid-column: 2;
      color: var(--ink-2);
      font-size: 0.92rem;
    }
    li[data-holds='holds'] .mark {
      color: var(--keep);
    }
    li[data-holds='fails'] .mark {
      color: var(--drop);
    }
    .mark {
      font-weight: 700;
    }
    nav.steps {
      display: flex;
      gap: 0.75rem;
      align-items: center;
      margin-top: 1rem;
      flex-wrap: wrap;
    }
  `,
];
