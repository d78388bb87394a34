import { LitElement, html } from 'lit';
import { customElement, property, query } from 'lit/decorators.js';
import katex from 'katex';
import { styles } from './formula.styles.ts';

/**
 * @summary A formula of the paper, typeset by KaTeX (bundled; no fonts from elsewhere).
 *
 * The TeX is the lab's own constant text, never user or model text. KaTeX
 * writes MathML for screen readers next to the visual rendering.
 */
@customElement('tf-formula')
export class FormulaElement extends LitElement {
  static override styles = styles;

  /** The TeX source. */
  @property() tex = '';
  /** Typeset inline (text style) instead of as a display formula. */
  @property({ type: Boolean, reflect: true }) inline = false;
  /** What the formula says, for assistive technology, when the MathML is not enough. */
  @property() label = '';

  @query('.math') private target!: HTMLElement;

  override render() {
    return html`<div class="math" role=${this.label ? 'img' : 'presentation'} aria-label=${this.label || ''}></div>`;
  }

  protected override updated(): void {
    katex.render(this.tex, this.target, { displayMode: !this.inline, throwOnError: false, output: 'htmlAndMathml' });
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'tf-formula': FormulaElement;
  }
}
