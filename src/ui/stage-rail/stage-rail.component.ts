import { html } from 'lit';
import { customElement } from 'lit/decorators.js';
import { selectedPositions } from '../../app/derived.ts';
import { filterCall } from '../../core/loss.ts';
import { STAGES, type StageNumber } from '../../app/stages.ts';
import { LabElement } from '../shared/lab-element.ts';
import { styles } from './stage-rail.styles.ts';

/**
 * @summary The seven stages of the method, as a list the learner can jump through.
 * @event stage-change - (via the lab) the current stage changed.
 */
@customElement('tf-stage-rail')
export class StageRailElement extends LabElement {
  static override styles = styles;

  override render() {
    return html`<nav aria-label="Stages of the method">
      <ol>
        ${STAGES.map(
          (st) => html`<li>
            <button
              aria-current=${st.n === this.s.stage && this.s.view === 'lab' ? 'step' : 'false'}
              data-stage=${st.n}
              @click=${() => this.lab.set({ view: 'lab', stage: st.n })}
              @keydown=${(e: KeyboardEvent) => this.arrows(e, st.n)}
            >
              <span class="n" aria-hidden="true">${st.n}</span><span>${st.title}</span><span class="state">${this.summary(st.n)}</span>
            </button>
          </li>`,
        )}
      </ol>
    </nav>`;
  }

  private arrows(e: KeyboardEvent, n: StageNumber): void {
    const next = e.key === 'ArrowDown' ? n + 1 : e.key === 'ArrowUp' ? n - 1 : 0;
    if (next < 1 || next > 7) return;
    e.preventDefault();
    this.lab.set({ stage: next as StageNumber });
    this.updateComplete.then(() => this.renderRoot.querySelector<HTMLButtonElement>(`[data-stage="${next}"]`)?.focus());
  }

  /** A few words on where each stage stands. */
  private summary(n: StageNumber): string {
    const s = this.s;
    switch (n) {
      case 1:
        return s.tool;
      case 2:
        return s.scan.status === 'done' ? `${selectedPositions(s).length} chosen` : s.scan.status === 'error' ? '!' : '';
      case 3:
        return s.sampling.value ? `${s.sampling.value.samples.length} sampled` : '';
      case 4:
        return s.executions.value ? `${s.executions.value.length} run` : '';
      case 5: {
        const scored = s.scoring.value?.scored;
        return scored ? `${scored.filter((c) => filterCall(c.losses, s.tauF).kept).length}/${scored.length} kept` : '';
      }
      case 6:
        return `${Object.keys(s.collected).length} text${Object.keys(s.collected).length === 1 ? '' : 's'}`;
      case 7:
        return s.runs.tools.status === 'running' ? '…' : '';
    }
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'tf-stage-rail': StageRailElement;
  }
}
