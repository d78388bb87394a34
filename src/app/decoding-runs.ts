/**
 * Stage 7's two decoding runs, side by side: the model with its tools, and the same
 * model with `<API>` switched off (or the control model). A new run cancels the old.
 */
import type { LabError } from '../worker/protocol.ts';
import { labError, type Pending } from './client.ts';
import { decodePrompt } from './derived.ts';
import { BASE_MODEL, emptyRun, type DecodeRun, type LabHost } from './state.ts';

export class DecodingRuns {
  private pending: Partial<Record<'tools' | 'plain', Pending<unknown>>> = {};
  /** The default text to continue that the last run started from, and its sentence (null: the learner's own text). */
  private followed: { prompt: string; sentence: string } | null = null;

  constructor(private readonly host: LabHost) {}

  /** The model that decodes: the one a link asked for when the site has it, else toolformer, else base. */
  get model(): string {
    const s = this.host.state;
    const asked = s.model;
    if (asked && (s.models.length === 0 || s.models.includes(asked))) return asked;
    return s.models.includes('toolformer') || s.models.length === 0 ? 'toolformer' : BASE_MODEL;
  }

  /** Starts both runs (cancelling any still going). */
  run(): void {
    const host = this.host;
    this.pending.tools?.cancel();
    this.pending.plain?.cancel();
    const s = host.state;
    const prompt = decodePrompt(s);
    this.followed = s.decodePrompt === null ? { prompt, sentence: s.sentence } : null;
    const model = this.model;
    const plainModel = s.compare === 'control' && s.models.includes('control') ? 'control' : model;
    const base = { prompt, k: s.decodeK, maxCalls: s.maxCalls, maxNewTokens: s.maxNewTokens, stopAtNewline: true, now: s.now };
    if (!prompt.trim()) {
      const error: LabError = { kind: 'failed', message: 'Type a text to continue.' };
      host.patch({ runs: { tools: { ...emptyRun(model, false), status: 'error', error }, plain: { ...emptyRun(plainModel, true), status: 'error', error } } });
      return;
    }
    const start = (which: 'tools' | 'plain', m: string, disableTools: boolean) => {
      const run: DecodeRun = { ...emptyRun(m, disableTools), status: 'running' };
      const pending = host.client.request({ type: 'generate', model: m, ...base, disableTools }, (event) => {
        const current = host.state.runs[which];
        host.state = { ...host.state, runs: { ...host.state.runs, [which]: { ...current, events: [...current.events, event] } } };
        host.changed();
      });
      this.pending[which] = pending;
      pending.promise.then(
        (result) => this.settle(which, pending.id, { status: 'done', result }),
        (e: unknown) => this.settle(which, pending.id, { status: 'error', error: labError(e) }),
      );
      return run;
    };
    host.state = { ...host.state, runs: { tools: start('tools', model, false), plain: start('plain', plainModel, true) } };
    host.changed();
  }

  /** Runs once when Stage 7 opens with nothing decoded yet. */
  ensure(): void {
    if (this.host.state.runs.tools.status === 'idle') this.run();
  }

  /**
   * The default text to continue is the sentence up to its first kept call or chosen position,
   * which the pipeline may find only after Stage 7 opened (a link straight to it): a run that
   * started from an older default starts again from the new one.
   */
  follow(): void {
    const s = this.host.state;
    // Only for the same sentence: a sentence being typed is decoded when the learner presses Run.
    if (this.followed === null || this.followed.sentence !== s.sentence || s.decodePrompt !== null || s.runs.tools.status === 'idle') return;
    if (decodePrompt(s) !== this.followed.prompt) this.run();
  }

  private settle(which: 'tools' | 'plain', id: number, patch: Partial<DecodeRun>): void {
    if (this.pending[which]?.id !== id || patch.error?.kind === 'cancelled') return;
    const s = this.host.state;
    this.host.state = { ...s, runs: { ...s.runs, [which]: { ...s.runs[which], ...patch } } };
    this.host.changed();
  }
}
