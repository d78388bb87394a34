import { css } from 'lit';
import { theme } from '../shared/theme.ts';

export const styles = [
  theme,
  css`
    :host {
      display: block;
    }
    .row {
      display: flex;
      gap: 0.75rem;
      align-items: center;
      flex-wrap: wrap;
    }
    label.main {
      font-weight: 600;
      white-space: nowrap;
    }
    input.sentence {
      flex: 1 1 28rem;
      min-width: 0;
      width: 100%;
      font-size: 1.05rem;
      padding: 0.45rem 0.7rem;
    }
    .presets {
      /* Presenter mode folds the examples away (--tf-sentence-extras: none, set by the lab): the header stays one line. */
      display: var(--tf-sentence-extras, flex);
      gap: 0.4rem;
      flex-wrap: wrap;
      align-items: center;
      margin-top: 0.5rem;
      font-size: 0.9rem;
    }
    .presets button {
      padding: 0.15rem 0.6rem;
      border-radius: 999px;
    }
    .info {
      font-size: 0.85rem;
      color: var(--ink-3);
      margin-left: auto;
    }
    .message {
      margin: 0.5rem 0 0;
    }
  `,
];
