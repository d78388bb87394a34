import { css, unsafeCSS } from 'lit';
// KaTeX's class styles, adopted into this shadow root. Its @font-face rules only
// work at the document level, so src/main.ts imports the same CSS globally too.
import katexCss from 'katex/dist/katex.min.css?inline';

export const styles = [
  unsafeCSS(katexCss),
  css`
    :host {
      display: block;
      overflow-x: auto;
      overflow-y: hidden;
      padding: 0.25rem 0;
      font-size: 1.05rem;
    }
    .katex-display {
      margin: 0.35em 0;
    }
    :host([inline]) {
      display: inline-block;
      padding: 0;
    }
  `,
];
