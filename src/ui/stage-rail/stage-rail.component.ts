import { html } from 'lit';
import { customElement } from 'lit/decorators.js';
import { msg, str } from '@lit/localize';
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
    return html`<nav aria-label=${msg('Stages of the method')}>
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
      case 2: {
        if (s.scan.status === 'error') return '!';
        if (s.scan.status !== 'done') return '';
        const count = selectedPositions(s).length;
        return count === 1 ? msg('1 chosen', { desc: 'stage rail: positions chosen so far' }) : msg(str`${count} chosen`, { desc: 'stage rail: positions chosen so far' });
      }
      case 3: {
        const count = s.sampling.value?.samples.length;
        if (count === undefined) return '';
        return count === 1 ? msg('1 sampled', { desc: 'stage rail: API calls sampled so far' }) : msg(str`${count} sampled`, { desc: 'stage rail: API calls sampled so far' });
      }
      case 4: {
        const count = s.executions.value?.length;
        if (count === undefined) return '';
        return count === 1 ? msg('1 run', { desc: 'stage rail: API calls executed so far (past participle)' }) : msg(str`${count} run`, { desc: 'stage rail: API calls executed so far (past participle)' });
      }
      case 5: {
        const scored = s.scoring.value?.scored;
        if (!scored) return '';
        const kept = scored.filter((c) => filterCall(c.losses, s.tauF).kept).length;
        return msg(str`${kept}/${scored.length} kept`, { desc: 'stage rail: API calls kept by the filter, out of those scored' });
      }
      case 6: {
        const count = Object.keys(s.collected).length;
        return count === 1 ? msg('1 text', { desc: 'stage rail: texts collected in C*' }) : msg(str`${count} texts`, { desc: 'stage rail: texts collected in C*' });
      }
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
