import { html, nothing, svg, type PropertyValues } from 'lit';
import { msg, str } from '@lit/localize';
import { customElement, state } from 'lit/decorators.js';
import { live } from 'lit/directives/live.js';
import { DECODE_STEP } from '../../app/keyboard.ts';
import { describeError } from '../../app/client.ts';
import { decodePrompt } from '../../app/derived.ts';
import { type DecodeRun } from '../../app/state.ts';
import { clampSetting, range } from '../../app/settings.ts';
import type { DecodeEvent, DoneReason } from '../../core/decode.ts';
import { resultUse } from '../../pipeline/result-use.ts';
import { unclosedCalls } from '../../pipeline/unclosed-calls.ts';
import { displayToken } from '../shared/format.ts';
import { LabElement } from '../shared/lab-element.ts';
import '../formula/formula.component.ts';
import { styles } from './stage-decoding.styles.ts';
import { reason } from '../../app/reasons.ts';

/** Why decoding stopped, in words (messages, so called at render time). */
function stopped(reason: DoneReason): string {
  switch (reason) {
    case 'eos':
      return msg('the model ended the text', { desc: 'why decoding stopped; the blank in “Done: ….”, “stopped: …” and “decoding stopped first (…)”' });
    case 'max-tokens':
      return msg('the most new tokens were written', { desc: 'why decoding stopped; the blank in “Done: ….”, “stopped: …” and “decoding stopped first (…)”' });
    case 'newline':
      return msg('the model began a new line', { desc: 'why decoding stopped; the blank in “Done: ….”, “stopped: …” and “decoding stopped first (…)”' });
    case 'cancelled':
      return msg('cancelled', { desc: 'why decoding stopped; the blank in “Done: ….”, “stopped: …” and “decoding stopped first (…)”' });
    case 'context':
      return msg('the model’s context is full (it holds the prompt and all it wrote); what it wrote is kept', { desc: 'why decoding stopped; the blank in “Done: ….”, “stopped: …” and “decoding stopped first (…)”' });
  }
}

/**
 * @summary Stage 7: a Toolformer model decoding token by token — the rank of <API> against k, the pause at →, the tool, the result spliced in — beside a run with tools disabled. Play, pause, step, speed.
 */
@customElement('tf-stage-decoding')
export class StageDecodingElement extends LabElement {
  static override styles = styles;

  /** How many events of each run are shown. */
  @state() private cursor = 0;
  @state() private playing = true;
  @state() private speed = 8;
  private serial = -1;
  private timer: ReturnType<typeof setInterval> | undefined;

  /** The keyboard's → / Space / ← (app/keyboard.ts): one decoding step forward or back. */
  private readonly onKeyStep = (e: Event) => {
    const delta = (e as CustomEvent<number>).detail;
    this.playing = false;
    this.cursor = Math.max(0, Math.min(this.total, Math.min(this.cursor, this.total) + delta));
  };
  private steppedBy: EventTarget | null = null;

  override connectedCallback(): void {
    super.connectedCallback();
    this.lab?.addEventListener(DECODE_STEP, this.onKeyStep);
    this.steppedBy = this.lab ?? null;
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    this.steppedBy?.removeEventListener(DECODE_STEP, this.onKeyStep);
    this.steppedBy = null;
    clearInterval(this.timer);
    this.timer = undefined;
  }

  protected override willUpdate(changed: PropertyValues): void {
    super.willUpdate(changed);
    if (this.steppedBy !== this.lab) {
      this.steppedBy?.removeEventListener(DECODE_STEP, this.onKeyStep);
      this.lab.addEventListener(DECODE_STEP, this.onKeyStep);
      this.steppedBy = this.lab;
    }
    const serial = this.s.runs.tools.serial;
    if (serial !== this.serial) {
      this.serial = serial;
      this.cursor = 0;
      this.playing = true;
    }
    this.schedule();
  }

  private get total(): number {
    return Math.max(this.s.runs.tools.events.length, this.s.runs.plain.events.length);
  }

  private get finished(): boolean {
    const r = this.s.runs;
    return r.tools.status !== 'running' && r.plain.status !== 'running' && this.cursor >= this.total;
  }

  private schedule(): void {
    const want = this.playing && !this.finished;
    if (!want && this.timer) {
      clearInterval(this.timer);
      this.timer = undefined;
    } else if (want && !this.timer) {
      this.timer = setInterval(() => this.tick(), 1000 / this.speed);
    }
  }

  private tick(): void {
    if (this.cursor < this.total) this.cursor++;
    else if (this.finished) this.playing = false;
  }

  private setSpeed(speed: number): void {
    this.speed = speed;
    clearInterval(this.timer);
    this.timer = undefined;
    this.schedule();
  }

  override render() {
    const s = this.s;
    const [kRange, callsRange, tokensRange] = [range('decodeK'), range('maxCalls'), range('maxNewTokens')];
    const model = this.lab.decoding.model;
    const modelsLink = html`<button type="button" class="link" data-view="models" @click=${() => this.lab.set({ view: 'models' })}>${msg('how these models were made', { desc: 'link to the page about the models; ends the sentence “What the model was trained on … never saw: …”' })}</button>`;
    const shownStep = Math.min(this.cursor, this.total);
    const plainName = s.runs.plain.model === 'toolformer' ? 'Toolformer' : s.runs.plain.model;
    return html`
      <header class="stage">
        <p class="eyebrow">${msg(str`Stage ${7}`)}</p>
        <h2>${msg('Decoding with tools')}</h2>
        <tf-formula class="formula" label=${msg('start a call when the rank of API is below k', { desc: 'the formula read aloud by a screen reader' })} .tex=${String.raw`\text{write } \langle\mathrm{API}\rangle \text{ when } \operatorname{rank}_{p_M(\cdot \mid x_{1:t})}\big(\langle\mathrm{API}\rangle\big) < k, \qquad \text{else } x_{t+1} = \arg\max p_M(\cdot \mid x_{1:t})`}></tf-formula>
        <p class="explain">
          ${msg(html`After fine-tuning on C*, the model decodes greedily, except that it opens a call whenever <code>&lt;API&gt;</code> is among its k most likely next tokens. When it writes →, decoding pauses, the tool runs, its result and <code>&lt;/API&gt;</code> are appended, and decoding carries on from there. Beside it, the same model with <code>&lt;API&gt;</code> switched off.`)}
          ${msg(html`What the model was trained on and how well it does on prompts it never saw: ${modelsLink}.`, { desc: 'the blank is a link whose words are “how these models were made”' })}
        </p>
      </header>
      ${model !== 'toolformer' ? html`<p class="message" role="status">${msg(str`This site has no “toolformer” model, so the “${model}” model decodes here. It has not been trained to call tools.`)}</p>` : nothing}
      <label for="decode-prompt">${msg(html`<strong>Text to continue</strong> <span class="muted">(by default, the sentence up to its first kept call)</span>`, { desc: 'label of the box holding the text the model continues' })}</label>
      <textarea id="decode-prompt" class="prompt" rows="2" .value=${live(decodePrompt(s))} @input=${(e: Event) => this.lab.set({ decodePrompt: (e.target as HTMLTextAreaElement).value })}></textarea>
      <div class="controls" ?hidden=${!this.shown('decode')}>
        <label>k <input type="range" min=${kRange.min} max=${kRange.max} step=${kRange.step} .value=${String(s.decodeK)} aria-label=${msg('k, the rank below which a call starts')} @input=${(e: Event) => this.lab.set({ decodeK: Number((e.target as HTMLInputElement).value) })} /><output class="mono">${s.decodeK}</output></label>
        <label>${msg('max calls', { desc: 'label of a number box: the most calls per text' })} <input type="number" min=${callsRange.min} max=${callsRange.max} step="1" .value=${String(s.maxCalls)} aria-label=${msg('most calls per text')} @change=${(e: Event) => this.lab.set({ maxCalls: clampSetting('maxCalls', (e.target as HTMLInputElement).value, s.maxCalls) })} /></label>
        <label>${msg('new tokens', { desc: 'label of a number box: the most tokens the model writes' })} <input type="number" min=${tokensRange.min} max=${tokensRange.max} step="1" .value=${String(s.maxNewTokens)} aria-label=${msg('most new tokens')} @change=${(e: Event) => this.lab.set({ maxNewTokens: clampSetting('maxNewTokens', (e.target as HTMLInputElement).value, s.maxNewTokens) })} /></label>
        ${s.models.includes('control')
          ? html`<label>${msg('compare with', { desc: 'label of a menu: which run is shown beside the Toolformer run' })} <select aria-label=${msg('comparison run')} @change=${(e: Event) => this.lab.set({ compare: (e.target as HTMLSelectElement).value as 'disabled' | 'control' })}>
              <option value="disabled" ?selected=${s.compare === 'disabled'}>${msg('the same model, tools disabled', { desc: 'menu option after “compare with”' })}</option>
              <option value="control" ?selected=${s.compare === 'control'}>${msg('the control model (no C*)', { desc: 'menu option after “compare with”' })}</option>
            </select></label>`
          : nothing}
        <button class="primary" type="button" data-action="run" @click=${() => this.lab.decoding.run()}>${msg('Run', { desc: 'button: the model continues the text' })}</button>
        ${s.decodePrompt !== null ? html`<button type="button" @click=${() => this.lab.set({ decodePrompt: null })}>${msg('Use the sentence again')}</button>` : nothing}
      </div>
      <div class="player" role="group" aria-label=${msg('playback', { desc: 'the group of buttons that play, pause and step through decoding' })}>
        <button type="button" data-action="play" aria-pressed=${this.playing ? 'true' : 'false'} @click=${() => (this.playing = !this.playing)}>${this.playing ? msg('Pause', { desc: 'playback button' }) : msg('Play', { desc: 'playback button' })}</button>
        <button type="button" data-action="step" @click=${() => ((this.playing = false), (this.cursor = Math.min(this.total, this.cursor + 1)))}>${msg('Step ▷', { desc: 'playback button: one decoding step forward' })}</button>
        <button type="button" data-action="end" @click=${() => ((this.playing = false), (this.cursor = Number.MAX_SAFE_INTEGER))}>${msg('Skip to end »', { desc: 'playback button' })}</button>
        <button type="button" data-action="restart" @click=${() => ((this.cursor = 0), (this.playing = true))}>${msg('Replay ↺', { desc: 'playback button' })}</button>
        <label>${msg('speed', { desc: 'playback speed, label of a slider' })} <input type="range" min="1" max="30" step="1" .value=${String(this.speed)} aria-label=${msg('steps per second')} @input=${(e: Event) => this.setSpeed(Number((e.target as HTMLInputElement).value))} /><output class="mono">${msg(str`${this.speed}/s`, { desc: 'playback speed: steps per second' })}</output></label>
        <span class="muted">${s.runs.tools.status === 'running' ? msg(str`step ${shownStep} of ${this.total}…`, { desc: 'playback position while the run is still going' }) : msg(str`step ${shownStep} of ${this.total}`, { desc: 'playback position' })}</span>
      </div>
      <div class="runs">
        ${this.column(s.runs.tools, 'tools', model === 'toolformer' ? 'Toolformer' : msg(str`${model} (tools on)`, { desc: 'title of a run: the model named, with its tools' }))}
        ${this.column(s.runs.plain, 'plain', s.runs.plain.model === 'control' ? msg('Control model', { desc: 'title of a run: the model fine-tuned without C*' }) : msg(str`${plainName} (disabled)`, { desc: 'title of a run: the model named, with its tools disabled' }))}
      </div>
    `;
  }

  private column(run: DecodeRun, which: 'tools' | 'plain', title: string) {
    const shown = run.events.slice(0, this.cursor);
    const complete = run.status === 'done' && shown.length === run.events.length;
    const last = shown[shown.length - 1];
    const prompt = decodePrompt(this.s);
    const unclosed = complete ? unclosedCalls(run.events) : [];
    return html`<section
      class="run card"
      data-run=${which}
      data-status=${run.status}
      data-complete=${String(complete)}
      data-completion=${complete ? run.result?.completion ?? '' : ''}
      aria-label=${title}
    >
      <h3>${title}</h3>
      ${run.status === 'error' && run.error ? html`<p class="message error" role="alert">${describeError(run.error, msg('the text to continue', { desc: 'what is too long; fills the blank in “Too long: … needs N tokens, but the model reads at most M.”' }))}</p>` : nothing}
      <div class="text" lang="en" aria-live="off"><span class="prompt">${prompt}</span>${this.tokens(shown)}${complete ? nothing : html`<span class="cursor" aria-hidden="true"></span>`}</div>
      <div class="event ${last?.type === 'tool-run' ? 'pause' : ''}" role="status">${last ? this.say(last) : run.status === 'running' ? msg('loading the model…') : run.status === 'idle' ? msg('Press Run to continue the text.') : ''}</div>
      ${which === 'tools' ? this.rankChart(shown) : nothing}
      ${complete && run.result
        ? html`<p class="calls">${run.result.calls.length === 0 && unclosed.length === 0 ? msg('No call.', { desc: 'the run wrote no tool call' }) : nothing}${run.result.calls.map((c, i) => html`<span class="call">${this.called(c)}${this.judged(run.result!.completion, i, c)}</span> `)}${unclosed.map(
              (u) => html`<span class="call unclosed" role="note">${u.why.kind === 'stopped'
                ? msg(html`Opened <span class="mono">${u.written}</span> and never reached →, so no tool ran: decoding stopped first (${stopped(u.why.reason)}).`)
                : msg(html`Opened <span class="mono">${u.written}</span> and never reached →, so no tool ran: ${reason(u.why.message)}.`, { desc: 'the blank is the reason the call was closed unrun' })}</span> `,
            )}
            <span class="muted">${msg(str`${run.result.tokensPerSecond.toFixed(0)} tokens/s, stopped: ${stopped(run.result.reason)}`)}</span></p>`
        : nothing}
    </section>`;
  }

  /** A call that ran, and what it gave: "Called Calculator(18 / 24) → 0.75." */
  private called(c: { tool: string; input: string; result: string | null; reason?: string }) {
    return c.result !== null
      ? msg(html`Called <span class="mono">${c.tool}(${c.input})</span> → <strong>${c.result}</strong>.`)
      : msg(html`Called <span class="mono">${c.tool}(${c.input})</span> → <strong>nothing (${reason(c.reason)})</strong>.`, { desc: 'the tool gave no result; the blank is why' });
  }

  /** A result the words after the call do not say, or a tool that cannot give what they say, flagged where the eye is (pipeline/result-use.ts). */
  private judged(completion: string, i: number, call: { tool: string; result: string | null }) {
    const use = resultUse(completion, i, call);
    if (use.use === 'ignored') return html` <span class="ignored" role="note">${msg(str`The model then wrote “${use.said}”: it did not use the result.`)}</span>`;
    if (use.use === 'wrong tool')
      return html` <span class="ignored" role="note">${use.wants === 'a date'
        ? msg(str`The model then wrote “${use.said}”, but ${call.tool} only ever gives a date: a tool that cannot help here.`)
        : msg(str`The model then wrote “${use.said}”, but ${call.tool} only ever gives a number: a tool that cannot help here.`)}</span>`;
    return nothing;
  }

  private tokens(events: DecodeEvent[]) {
    const out: unknown[] = [];
    let inCall = false;
    events.forEach((e, j) => {
      const fresh = j === events.length - 1;
      if (e.type === 'call-start') inCall = true;
      if (e.type === 'token') {
        const shown = displayToken(e.text, e.inCall);
        out.push(html`<span class="tok ${inCall ? 'call' : ''} ${fresh ? 'new' : ''}" title=${msg(str`rank of <API> here: ${e.apiRank + 1}`, { desc: 'tooltip of a decoded token' })}>${shown}</span>`);
      }
      if (e.type === 'result-inserted') {
        const result = e.result ?? '';
        out.push(html`${result ? html` <span class="result ${fresh ? 'new' : ''}">${result}</span>` : nothing}<span class="tok call">&lt;/API&gt;</span>`);
        inCall = false;
      }
    });
    return out;
  }

  private say(e: DecodeEvent) {
    switch (e.type) {
      case 'token':
        return e.inCall
          ? msg(html`writing the call: <span class="mono">${displayToken(e.text, true)}</span>`)
          : msg(html`wrote <span class="mono">${JSON.stringify(e.text)}</span>; <code>&lt;API&gt;</code> ranked ${e.apiRank + 1}`);
      case 'call-start':
        return msg(html`<code>&lt;API&gt;</code> ranked ${e.apiRank + 1}, within the top k = ${e.k}: the model opens a call.`);
      case 'tool-run':
        return msg(html`Paused at →. Running <span class="mono">${e.call.tool}(${e.call.input})</span>…`);
      case 'result-inserted':
        return e.result !== null
          ? msg(html`The result <strong>${e.result}</strong> and <code>&lt;/API&gt;</code> are spliced into the text.`)
          : msg(html`No result (${reason(e.reason)}); <code>&lt;/API&gt;</code> closes the call.`);
      case 'resume':
        return msg('Decoding resumes, now reading the result.');
      case 'error':
        return html`${reason(e.message)}`;
      case 'done':
        return msg(str`Done: ${stopped(e.reason)}.`);
    }
  }

  /** Rank of <API> at each step outside calls (log scale), against k. */
  private rankChart(events: DecodeEvent[]) {
    const points = events.flatMap((e, j) => (e.type === 'token' && !e.inCall ? [{ j, rank: e.apiRank + 1, call: events[j - 1]?.type === 'call-start' }] : []));
    const k = this.s.decodeK;
    const W = 400;
    const H = 110;
    const maxRank = Math.max(1000, ...points.map((p) => p.rank));
    const y = (r: number) => 18 + (Math.log10(r) / Math.log10(maxRank)) * (H - 28);
    const n = Math.max(points.length, 16);
    const x = (i: number) => 34 + (i / Math.max(1, n - 1)) * (W - 44);
    return html`<svg class="ranks" viewBox="0 0 ${W} ${H}" role="img" aria-label=${msg(str`rank of <API> at each step; a call starts when it is within the top ${k}`)}>
      ${svg`<line x1="34" x2=${W - 10} y1=${y(k)} y2=${y(k)} stroke="#a3332b" stroke-dasharray="4 3"></line>
      <text x="34" y="9">${msg('rank of <API> per step (log scale)', { desc: 'chart title' })}</text>
      <text x="2" y=${y(k) + 3}>k=${k}</text>
      <text x="2" y=${y(1) + 3}>1</text>
      <text x="2" y=${y(maxRank) + 3}>${maxRank >= 1000 ? `${Math.round(maxRank / 1000)}k` : maxRank}</text>
      <polyline fill="none" stroke="#4a5263" stroke-width="1.2" points=${points.map((p, i) => `${x(i)},${y(p.rank)}`).join(' ')}></polyline>
      ${points.map((p, i) => svg`<circle cx=${x(i)} cy=${y(p.rank)} r=${p.rank <= k ? 4 : 2.5} fill=${p.rank <= k ? '#2b5fd9' : '#4a5263'}><title>${msg(str`step ${i + 1}: rank ${p.rank}`, { desc: 'tooltip of a point on the chart: the rank of <API> at one step' })}</title></circle>`)}`}
    </svg>`;
  }
}


declare global {
  interface HTMLElementTagNameMap {
    'tf-stage-decoding': StageDecodingElement;
  }
}
