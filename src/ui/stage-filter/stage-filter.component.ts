import { html, nothing } from 'lit';
import { msg, str } from '@lit/localize';
import { customElement, state } from 'lit/decorators.js';
import { keyed } from 'lit/directives/keyed.js';
import { describeError } from '../../app/client.ts';
import { filterCall } from '../../core/loss.ts';
import type { Placement } from '../../core/placement.ts';
import { linearizeForDisplay } from '../../core/syntax.ts';
import type { Candidate, ScoredCandidate } from '../../pipeline/score.ts';
import { tools } from '../../tools/registry.ts';
import { rgb, viridis } from '../shared/colour.ts';
import { modelToken, num, showToken } from '../shared/format.ts';
import { LabElement } from '../shared/lab-element.ts';
import '../formula/formula.component.ts';
import { styles } from './stage-filter.styles.ts';
import { range } from '../../app/settings.ts';
import { reason } from '../../app/reasons.ts';

type ConditionKey = 'none' | 'withoutResult' | 'withResult';

/** The filter's three conditions; their words are messages, so this is called at render time. */
const conditions = (): readonly { key: ConditionKey; label: string; tex: string; long: string }[] => [
  { key: 'none', label: 'L(ε)', tex: msg('no call', { id: 'stage-filter.condition.no-call', desc: 'filter condition: the text without a call, short' }), long: msg('no call at all', { desc: 'filter condition: the text without a call' }) },
  { key: 'withoutResult', label: 'L(e(c, ε))', tex: msg('call, no result', { desc: 'filter condition: the call without its result, short' }), long: msg('the call without its result', { desc: 'filter condition' }) },
  { key: 'withResult', label: 'L(e(c, r))', tex: msg('call + result', { desc: 'filter condition: the call with its result, short' }), long: msg('the call with its result', { desc: 'filter condition' }) },
];

/** Five shades for the five weighted terms of a loss (t = 0 … 4), from the same scale as the positions. */
const TERM = [0.15, 0.35, 0.55, 0.75, 0.92].map((t) => rgb(viridis(t)));

/**
 * With more candidates than this (the Calculator's paper settings sample 10 calls at up to 20
 * positions), cards are drawn only for the kept, the learner's own, the best few and those
 * opened; the rest are a row each in a fold.
 */
const ALL_CARDS_UP_TO = 8;
const BEST_SHOWN = 3;

/** A candidate's identity across re-scorings (τf, placement). */
const keyOf = (c: Pick<Candidate, 'position' | 'call'>) => `${c.position}\u0000${c.call.tool}(${c.call.input})`;

/** A gain to rank by: no result (−∞) and nonsense last. */
const rankGain = (g: number) => (Number.isNaN(g) ? -Infinity : g);

/**
 * @summary Stage 5: the filter — per candidate the three conditions, the per-token log-probs and weights, L⁻ and L⁺, the gain against τf and the verdict.
 */
@customElement('tf-stage-filter')
export class StageFilterElement extends LabElement {
  static override styles = styles;

  /** Folded candidates the learner opened as cards (keyOf). */
  @state() private opened = new Set<string>();

  override render() {
    const s = this.s;
    return html`
      <header class="stage">
        <p class="eyebrow">${msg(str`Stage ${5}`)}</p>
        <h2>${msg('Filtering: does the result help?')}</h2>
        <tf-formula class="formula" label=${msg('L i of z equals minus the sum over j of w j minus i times log p of x j given z and the tokens before j', { desc: 'the formula read aloud by a screen reader' })} .tex=${String.raw`L_i(z) = -\sum_{j=i}^{n} w_{j-i}\,\log p_M(x_j \mid z,\, x_{1:j-1}), \qquad w_t \propto \max(0,\, 1 - 0.2\,t)`}></tf-formula>
        <tf-formula class="formula" label=${msg('L plus is L i of e c r; L minus is the smaller of L i of epsilon and L i of e c epsilon; keep when L minus minus L plus is at least tau f', { desc: 'the formula read aloud by a screen reader' })} .tex=${String.raw`L^+ = L_i\big(e(c, r)\big), \quad L^- = \min\big(L_i(\varepsilon),\, L_i(e(c, \varepsilon))\big), \quad \text{keep if } L^- - L^+ \ge \tau_f`}></tf-formula>
        <p class="explain">
          ${msg('A call is worth keeping only if its result makes the next few tokens easier to predict. The filter compares three readings of the same text — without the call, with the call but no result, and with the call and its result — over the next five tokens, the nearer ones weighing more. The call survives when the result lowers that loss by at least τf.')}
        </p>
      </header>
      <div class="controls" ?hidden=${!this.shown('tauF')}>
        <label>τf <input type="range" min=${range('tauF').min} max=${range('tauF').max} step=${range('tauF').step} .value=${String(s.tauF)} aria-label=${msg('tau f, the filtering threshold')} @input=${(e: Event) => this.lab.set({ tauF: Number((e.target as HTMLInputElement).value) })} /><output class="mono">${s.tauF.toFixed(2)}</output></label>
      </div>
      <fieldset class="placement" ?hidden=${!this.shown('placement')}>
        <legend>${msg('Where the call is written while scoring')}</legend>
        ${(['prefix', 'inline'] as Placement[]).map(
          (p) => html`<label style="margin-right:1.5rem"><input type="radio" name="placement" value=${p} .checked=${s.placement === p} @change=${() => this.lab.set({ placement: p })} /> ${p === 'prefix' ? msg('Prefix (the paper)', { desc: 'placement of the call while scoring' }) : msg('Inline, at position i', { desc: 'placement of the call while scoring' })}</label>`,
        )}
        <p class="explain" style="margin-top:0.4rem">
          ${s.placement === 'prefix'
            ? msg('The paper writes e(c, r) in front of the whole text (its footnote 3); the lab puts a new line between the two, a choice of ours. The model being annotated has never seen a call in the middle of a sentence; putting one there would surprise it and raise the loss of every condition that has a call, whatever the result says.')
            : msg("Inline puts e(c, r) right before x_i, where C* will put it. The model has not been trained on such text yet, so the call itself disturbs it: compare the gains with the prefix placement to see the paper's reason for the prefix.")}
        </p>
      </fieldset>
      ${this.body()}
    `;
  }

  private body() {
    const s = this.s;
    if (s.sentence.trim() === '') return html`<p class="message" role="status">${msg('Type a sentence above first.')}</p>`;
    const tooLong = this.sentenceTooLong(msg('Until it fits, there are no candidates to score.', { desc: 'said after “Too long: the sentence needs N tokens…”' }));
    if (tooLong) return tooLong;
    if (s.scoring.status === 'error' && s.scoring.error) return html`<p class="message error" role="alert">${describeError(s.scoring.error, msg('a scored sequence (call + sentence)', { desc: 'what is too long; fills the blank in “Too long: … needs N tokens, but the model reads at most M.”' }))}</p>`;
    const scored = s.scoring.value?.scored;
    if (!scored) return html`<p class="status busy" role="status">${msg('Scoring the candidates…')}</p>`;
    if (scored.length === 0) return html`<p class="message" role="status">${msg('No candidates to filter. Sample calls (Stage 3) or write your own (Stage 4).')}</p>`;
    // Best gain first, so the kept lead (kept ⇔ gain ≥ τf) and moving τf never reorders them.
    const ranked = scored.map((c) => ({ c, v: filterCall(c.losses, s.tauF) })).sort((a, b) => rankGain(b.v.gain) - rankGain(a.v.gain) || a.c.position - b.c.position);
    const kept = ranked.filter((r) => r.v.kept).length;
    const tauF = s.tauF.toFixed(2);
    const ms = Math.round(s.scoring.value?.ms ?? 0);
    const yours = new Set(s.custom.map(keyOf));
    const carded = (r: (typeof ranked)[number], j: number) => ranked.length <= ALL_CARDS_UP_TO || r.v.kept || j < BEST_SHOWN || yours.has(keyOf(r.c)) || this.opened.has(keyOf(r.c));
    const cards = ranked.filter(carded);
    const folded = ranked.filter((r, j) => !carded(r, j));
    return html`
      <p class="status" role="status">${s.scoring.status === 'running'
        ? msg('updating…')
        : s.placement === 'prefix'
          ? msg(str`${kept} of ${scored.length} candidates kept at τf = ${tauF} (prefix placement, scored in ${ms} ms).`)
          : msg(str`${kept} of ${scored.length} candidates kept at τf = ${tauF} (inline placement, scored in ${ms} ms).`)}</p>
      ${keyed(s.scoring.value, html`<div class="cands">${cards.map((r) => this.card(r.c))}</div>`)}
      ${folded.length ? this.fold(folded) : nothing}
      <div class="next"><button class="primary" type="button" @click=${() => this.lab.set({ stage: 6 })}>${msg('Build C* →')}</button></div>
    `;
  }

  /** The dropped candidates not drawn as cards: one row each, best gain first, any of them opened as a card on request. */
  private fold(rows: { c: ScoredCandidate; v: ReturnType<typeof filterCall> }[]) {
    const s = this.s;
    return html`<details class="fold">
      <summary>${msg(str`${rows.length} more candidates, all dropped at τf = ${s.tauF.toFixed(2)}`, { desc: 'the fold under the cards of Stage 5: the candidates not drawn as cards' })}</summary>
      <div class="scroll">
        <table class="rest">
          <thead><tr>
            <th scope="col">${msg('before', { desc: 'table column: the token before which a call would go' })}</th>
            <th scope="col">${msg('call → result', { desc: 'table column: the API call and what its tool returned' })}</th>
            <th scope="col">L⁻</th><th scope="col">L⁺</th><th scope="col">L⁻ − L⁺</th>
            <th scope="col"><span class="sr-only">${msg('open as a card', { desc: 'table column of buttons that draw a candidate as a full card' })}</span></th>
          </tr></thead>
          <tbody>${rows.map(({ c, v }) => html`<tr data-call=${`${c.call.tool}(${c.call.input})`} data-position=${c.position} data-gain=${String(v.gain)} data-kept="false">
            <td class="mono" lang="en">${showToken(c.targets[0] ?? '')} <span class="muted">#${c.position}</span></td>
            <td><span class="call" lang="en">${linearizeForDisplay(c.call, c.result ?? '', tools)}</span>${c.result === null ? html` <span class="muted">${msg(str`no result: ${reason(c.reason)}`)}</span>` : nothing}</td>
            <td>${num(v.lossMinus)}</td><td>${Number.isFinite(v.lossPlus) ? num(v.lossPlus) : '—'}</td><td>${Number.isFinite(v.gain) ? num(v.gain) : '—'}</td>
            <td><button type="button" @click=${() => (this.opened = new Set([...this.opened, keyOf(c)]))}>${msg('Open', { desc: 'button: draw this candidate as a full card with its losses' })}</button></td>
          </tr>`)}</tbody>
        </table>
      </div>
    </details>`;
  }

  private card(c: ScoredCandidate) {
    const s = this.s;
    const v = filterCall(c.losses, s.tauF);
    const written = `${c.call.tool}(${c.call.input})`;
    const display = linearizeForDisplay(c.call, c.result ?? undefined, tools);
    const losses = { none: c.losses.none, withoutResult: c.losses.withoutResult, withResult: c.logProbs.withResult ? c.losses.withResult : null };
    const conds = conditions();
    const maxL = Math.max(...Object.values(losses).map((l) => (l !== null && Number.isFinite(l) ? l : 0)), 1e-6);
    return html`<article
      class="cand card"
      data-call=${written}
      data-tool=${c.call.tool}
      data-position=${c.position}
      data-gain=${String(v.gain)}
      data-l-minus=${String(v.lossMinus)}
      data-l-plus=${String(v.lossPlus)}
      data-kept=${String(v.kept)}
      aria-label=${v.kept ? msg(str`${display}: kept`) : msg(str`${display}: dropped`)}
    >
      <header>
        <span class="call">${linearizeForDisplay(c.call, c.result ?? '', tools)}</span>
        <span class="muted">${msg(html`before <span class="mono">${modelToken(c.targets[0] ?? '')}</span> (token ${c.position})`)}</span>
        ${c.result === null ? html`<span class="muted">${msg(str`no result: ${reason(c.reason)}`)}</span>` : nothing}
        <span class="verdict ${v.kept ? 'keep' : 'drop'}">${v.kept ? msg('keep', { desc: "the filter's verdict on a call" }) : msg('drop', { desc: "the filter's verdict on a call" })}</span>
      </header>
      <div class="scroll">
        <table class="lp">
          <caption class="sr-only">${msg('log-probabilities of the next tokens under each condition')}</caption>
          <thead>
            <tr><th scope="col">${msg('next tokens', { desc: 'table header: the tokens after the call' })}</th>${c.targets.map((t) => html`<th scope="col" lang="en">${showToken(t)}</th>`)}<th scope="col">L</th></tr>
          </thead>
          <tbody>
            <tr class="w"><td>${msg('weight w_t')}</td>${c.weights.map((w) => html`<td>${num(w, 3)}</td>`)}<td></td></tr>
            ${conds.map((cond) => {
              const lps = c.logProbs[cond.key];
              return html`<tr data-condition=${cond.key}>
                <th scope="row" title=${cond.long}>log p · ${cond.tex}</th>
                ${lps ? lps.map((lp) => html`<td>${num(lp, 3)}</td>`) : html`<td colspan=${c.targets.length}>${msg('no result, so no reading')}</td>`}
                <td class="L">${losses[cond.key] === null ? '—' : num(losses[cond.key], 3)}${this.lossRole(c, cond.key)}</td>
              </tr>`;
            })}
          </tbody>
        </table>
      </div>
      <div class="bars" aria-hidden="true">
        ${conds.map((cond, row) => {
          const lps = c.logProbs[cond.key];
          return html`<span>${cond.label}</span>
            <span class="track">${lps
              ? lps.map((lp, j) => html`<span class="seg" style="--row:${row};--j:${j};width:${(Math.max(0, -(c.weights[j] ?? 0) * lp) / maxL) * 100}%;background:${TERM[j]}" title=${`w_${j} · (−log p) = ${num(-(c.weights[j] ?? 0) * lp, 3)}`}></span>`)
              : nothing}</span>
            <span class="total" style="--row:${row}">${losses[cond.key] === null ? '—' : num(losses[cond.key], 3)}</span>`;
        })}
      </div>
      <div class="sums">
        <span>L⁻ = min(${num(c.losses.none)}, ${num(c.losses.withoutResult)}) = <strong>${num(v.lossMinus)}</strong></span>
        <span>L⁺ = <strong>${Number.isFinite(v.lossPlus) ? num(v.lossPlus) : msg('— (no result)', { desc: 'L⁺ has no value: the call has no result' })}</strong></span>
        <span>L⁻ − L⁺ = <strong class="gain">${Number.isFinite(v.gain) ? num(v.gain) : '—'}</strong> ${v.kept ? '≥' : '<'} τf = ${s.tauF.toFixed(2)}</span>
        ${this.gainLine(v.gain, s.tauF, v.kept, v.lossMinus)}
      </div>
      ${v.lossMinus < s.tauF
        ? html`<p class="ceiling">${msg(str`No result could pass here: even one that made the next tokens certain (L⁺ = 0) would gain only L⁻ = ${num(v.lossMinus)}, less than τf.`)}</p>`
        : nothing}
      <details>
        <summary>${msg('What the model reads for each condition')}</summary>
        ${this.reads(c)}
      </details>
    </article>`;
  }

  /** Which row gives L⁻ (the smaller of the first two) and which L⁺. */
  private lossRole(c: ScoredCandidate, key: ConditionKey) {
    const minusFrom = c.losses.none <= c.losses.withoutResult ? 'none' : 'withoutResult';
    if (key === minusFrom) return html`<span class="role">L⁻</span>`;
    if (key === 'withResult' && c.logProbs.withResult) return html`<span class="role">L⁺</span>`;
    return nothing;
  }

  /** The gain on a number line from −2 to 4, with τf and the gain's ceiling L⁻ (L⁺ ≥ 0) marked. */
  private gainLine(gain: number, tauF: number, kept: boolean, lossMinus: number) {
    const lo = -2;
    const hi = 4;
    const at = (v: number) => ((Math.min(hi, Math.max(lo, v)) - lo) / (hi - lo)) * 100;
    if (!Number.isFinite(gain)) return html`<span class="gainline" aria-hidden="true"><span class="tau" style="left:${at(tauF)}%"></span><span class="tau-label" style="left:${at(tauF)}%">τf</span></span>`;
    const [a, b] = gain >= 0 ? [at(0), at(gain)] : [at(gain), at(0)];
    return html`<span class="gainline" role="img" aria-label=${msg(str`gain ${num(gain)} against tau f ${tauF.toFixed(2)}; at most ${num(lossMinus)}`)}>
      ${[-2, 0, 2, 4].map((t) => html`<span class="tick" style="left:${at(t)}%">${t === 0 ? '0' : t > 0 ? `+${t}` : `−${-t}`}</span>`)}
      <span class="zero" style="left:${at(0)}%"></span>
      <span class="g ${kept ? 'keep' : 'drop'}" style="left:${a}%;width:${Math.max(0.5, b - a)}%"></span>
      <span class="tau" style="left:${at(tauF)}%" title="τf"></span><span class="tau-label" style="left:${at(tauF)}%">τf</span>
      ${Number.isFinite(lossMinus) ? html`<span class="cap" style="left:${at(lossMinus)}%" title=${msg('L⁻: the most any result could gain here')}></span>` : nothing}
    </span>`;
  }

  private reads(c: ScoredCandidate) {
    const s = this.s;
    const x = s.sentence;
    // As pipeline/score.ts places it: before the whole text and a new line, or right before x_i (" [" is " <API>").
    const place = (z: string) => (s.placement === 'prefix' ? ` ${z}\n${x}` : `${x.slice(0, c.offset)} ${z}${x.slice(c.offset)}`);
    const withoutResult = linearizeForDisplay(c.call, '', tools);
    return html`<pre class="reads" lang="en">ε:        ${x}</pre>
      <pre class="reads" lang="en">e(c, ε):  ${place(withoutResult)}</pre>
      ${c.result !== null ? html`<pre class="reads" lang="en">e(c, r):  ${place(linearizeForDisplay(c.call, c.result, tools))}</pre>` : nothing}`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'tf-stage-filter': StageFilterElement;
  }
}
