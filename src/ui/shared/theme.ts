/** Styles every component shares: the palette, type scale and controls. */
import { css } from 'lit';

export const theme = css`
  /* Each colour can be overridden from the page (--tf-…): presenter mode does, for high contrast. */
  :host {
    --ink: var(--tf-ink, #1d2330);
    --ink-2: var(--tf-ink-2, #4a5263);
    --ink-3: var(--tf-ink-3, #5f6677);
    --paper: var(--tf-paper, #ffffff);
    --paper-2: var(--tf-paper-2, #f5f6f8);
    --line: var(--tf-line, #dde1e7);
    --accent: var(--tf-accent, #2b5fd9);
    --accent-ink: #ffffff;
    --keep: var(--tf-keep, #1b7a4a);
    --drop: var(--tf-drop, #a3332b);
    --warn-bg: #fff4dc;
    --warn-line: #e0b252;
    --error-bg: #fdeceb;
    --error-line: #d9776f;
    --mono: ui-monospace, 'SFMono-Regular', Menlo, Consolas, 'DejaVu Sans Mono', monospace;
    --radius: 8px;
    /* System fonts only (nothing downloaded), Latin first, then each system's CJK face for 简体中文. */
    font-family: system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, 'Noto Sans', 'DejaVu Sans', 'PingFang SC', 'Hiragino Sans GB', 'Microsoft YaHei', 'Noto Sans CJK SC', 'Source Han Sans SC', 'WenQuanYi Micro Hei', sans-serif;
    color: var(--ink);
    line-height: 1.5;
  }
  h2 {
    font-size: 1.35rem;
    margin: 0 0 0.25rem;
    font-weight: 650;
  }
  h3 {
    font-size: 1rem;
    margin: 1.25rem 0 0.5rem;
    font-weight: 650;
  }
  p {
    margin: 0.4rem 0;
    max-width: 72ch;
  }
  .lede {
    color: var(--ink-2);
  }
  button,
  select,
  input,
  textarea {
    font: inherit;
    color: inherit;
  }
  button {
    border: 1px solid var(--line);
    background: var(--paper);
    border-radius: 6px;
    padding: 0.3rem 0.75rem;
    cursor: pointer;
  }
  button:hover {
    border-color: var(--ink-3);
  }
  button.primary {
    background: var(--accent);
    color: var(--accent-ink);
    border-color: var(--accent);
  }
  button:disabled {
    opacity: 0.5;
    cursor: default;
  }
  :focus-visible {
    outline: 3px solid var(--accent);
    outline-offset: 2px;
  }
  input[type='text'],
  input[type='number'],
  input[type='date'],
  select,
  textarea {
    border: 1px solid var(--line);
    border-radius: 6px;
    padding: 0.3rem 0.5rem;
    background: var(--paper);
  }
  input[type='range'] {
    accent-color: var(--accent);
  }
  .controls {
    display: flex;
    flex-wrap: wrap;
    gap: 0.75rem 1.5rem;
    align-items: center;
    margin: 0.75rem 0;
  }
  .controls label {
    display: inline-flex;
    flex-wrap: wrap;
    max-width: 100%;
    align-items: center;
    gap: 0.5rem;
    color: var(--ink-2);
  }
  .mono {
    font-family: var(--mono);
  }
  [hidden] {
    display: none !important;
  }
  select,
  input,
  textarea {
    max-width: 100%;
  }
  .muted {
    color: var(--ink-3);
  }
  .note {
    border-left: 3px solid var(--line);
    padding: 0.25rem 0.75rem;
    color: var(--ink-2);
    margin: 0.75rem 0;
  }
  .message {
    border: 1px solid var(--warn-line);
    background: var(--warn-bg);
    padding: 0.5rem 0.75rem;
    border-radius: 6px;
    margin: 0.75rem 0;
  }
  .message.error {
    border-color: var(--error-line);
    background: var(--error-bg);
  }
  .card {
    border: 1px solid var(--line);
    border-radius: var(--radius);
    padding: 0.75rem 1rem;
    background: var(--paper);
  }
  .formula {
    margin: 0.75rem 0;
    overflow-x: auto;
  }
  table {
    border-collapse: collapse;
  }
  th {
    text-align: left;
    font-weight: 600;
    color: var(--ink-2);
  }
  .sr-only {
    position: absolute;
    width: 1px;
    height: 1px;
    overflow: hidden;
    clip: rect(0 0 0 0);
    white-space: nowrap;
  }
  .busy::after {
    content: '';
    display: inline-block;
    width: 0.8em;
    height: 0.8em;
    margin-left: 0.4em;
    border: 2px solid var(--ink-3);
    border-right-color: transparent;
    border-radius: 50%;
    animation: spin 0.8s linear infinite;
    vertical-align: -0.1em;
  }
  @keyframes spin {
    to {
      transform: rotate(360deg);
    }
  }
  @media (prefers-reduced-motion: reduce) {
    .busy::after {
      animation: none;
    }
    *,
    *::before,
    *::after {
      transition-duration: 0.01ms !important;
      animation-duration: 0.01ms !important;
      animation-delay: 0s !important;
      transition-delay: 0s !important;
      animation-iteration-count: 1 !important;
      scroll-behavior: auto !important;
    }
  }
`;
