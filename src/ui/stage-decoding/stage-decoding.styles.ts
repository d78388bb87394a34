import { css } from 'lit';
import { stageStyles } from '../shared/stage.styles.ts';

export const styles = [
  ...stageStyles,
  css`
    textarea.prompt {
      width: 100%;
      box-sizing: border-box;
      font-size: 1rem;
    }
    .player {
      display: flex;
      flex-wrap: wrap;
      gap: 0.5rem 1rem;
      align-items: center;
      margin: 0.75rem 0;
    }
    .runs {
      display: grid;
      grid-template-columns: repeat(auto-fit, minmax(20rem, 1fr));
      gap: 1rem;
    }
    .run h3 {
      margin: 0 0 0.25rem;
    }
    .text {
      font-size: 1.05rem;
      line-height: 1.9;
      min-height: 4.5rem;
      white-space: pre-wrap;
      word-break: break-word;
    }
    .text .prompt {
      color: var(--ink-3);
    }
    .text .tok {
      border-radius: 3px;
    }
    .text .tok.new {
      background: #fff2b3;
    }
    .text .call {
      background: #e3ecff;
      border: none;
      padding: 0;
    }
    .text .result {
      background: #d4f1df;
      font-weight: 600;
      font-family: var(--mono);
    }
    .text .cursor {
      display: inline-block;
      width: 0.5em;
      height: 1.1em;
      vertical-align: -0.2em;
      background: var(--ink-3);
      margin-left: 1px;
    }
    .event {
      min-height: 3em;
      font-size: 0.9rem;
      color: var(--ink-2);
      border-left: 3px solid var(--accent);
      padding: 0.2rem 0.6rem;
      margin: 0.5rem 0;
    }
    .event.pause {
      border-color: var(--warn-line);
      background: var(--warn-bg);
    }
    svg.ranks {
      width: 100%;
      height: 120px;
      display: block;
    }
    svg.ranks text {
      font-size: 10px;
      fill: var(--ink-3);
    }
    .calls {
      font-size: 0.9rem;
    }
    .calls .ignored,
    .calls .unclosed {
      font-weight: 600;
      color: var(--ink);
      background: var(--warn-bg);
      border: 1px solid var(--warn-line);
      border-radius: 4px;
      padding: 0 0.3rem;
    }
  `,
];
