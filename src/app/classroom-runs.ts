/**
 * The classroom's model work: a lesson's claims scored on the base model, the labelled
 * τ-sweep set scored once (sliding is arithmetic on those numbers), and the k sweep
 * decoded with the fine-tuned model when its tab is open.
 */
import type { WrittenScore } from '../pipeline/labelled.ts';
import { selectable } from '../core/positions.ts';
import type { KSweepResult } from '../worker/protocol.ts';
import { labError, type Pending } from './client.ts';
import { claimRequests, lessonById } from './lesson.ts';
import { composePrompt, defaultDraft } from './prompt-draft.ts';
import { BASE_MODEL, idle, type LabHost } from './state.ts';
import { K_SWEEP, K_SWEEP_MAX_NEW_TOKENS, K_VALUES, SWEEP } from './sweep.ts';

export class ClassroomRuns {
  private pendingClaims: Pending<unknown>[] = [];
  private pendingKSweep: Pending<KSweepResult> | null = null;

  constructor(private readonly host: LabHost) {}

  /** Scores every claim of the current lesson once, on the base model (the same numbers the claims test checks). */
  scoreClaims(): void {
    const lesson = lessonById(this.host.state.lesson?.id);
    for (const p of this.pendingClaims) p.cancel();
    this.pendingClaims = [];
    if (!lesson) return;
    this.host.state = { ...this.host.state, claims: { status: 'running', lesson: lesson.id } };
    const groups = claimRequests(lesson);
    const requests = groups.map((g) => this.host.client.request({ type: 'written', model: BASE_MODEL, items: g.items, placement: g.placement }));
    this.pendingClaims = requests;
    Promise.all(requests.map((r) => r.promise)).then(
      (results) => {
        if (this.host.state.lesson?.id !== lesson.id) return;
        const value: Record<string, WrittenScore> = {};
        groups.forEach((g, j) => {
          for (const ref of g.refs) value[ref.claim] = results[j]!.scores[ref.item]![ref.call]!;
        });
        this.host.state = { ...this.host.state, claims: { status: 'done', value, lesson: lesson.id } };
        this.host.changed();
      },
      (e: unknown) => {
        const error = labError(e);
        if (error.kind === 'cancelled' || this.host.state.lesson?.id !== lesson.id) return;
        this.host.state = { ...this.host.state, claims: { status: 'error', error, lesson: lesson.id } };
        this.host.changed();
      },
    );
  }

  /** Scores the labelled sweep set once (and p_i per text for τs); sliding is arithmetic on these numbers. */
  sweep(): void {
    const s = this.host.state;
    if (s.sweep.status === 'idle' || s.sweep.status === 'error') {
      this.host.state = { ...this.host.state, sweep: { status: 'running' } };
      const items = SWEEP.items.map((i) => ({ text: i.text, now: i.now, candidates: i.candidates.map((c) => ({ call: c.call, at: c.at })) }));
      this.host.client.request({ type: 'written', model: BASE_MODEL, items, placement: 'prefix' }).promise.then(
        (value) => this.host.patch({ sweep: { status: 'done', value: value.scores } }),
        (e: unknown) => this.host.patch({ sweep: { status: 'error', error: labError(e) } }),
      );
    }
    if (s.sweepScan.status === 'idle' || s.sweepScan.status === 'error') {
      this.host.state = { ...this.host.state, sweepScan: { status: 'running' } };
      const scans = SWEEP.items.map((i) => this.host.client.request({ type: 'positions', model: BASE_MODEL, prompt: composePrompt(defaultDraft(i.tool)), text: i.text }).promise);
      Promise.all(scans).then(
        (value) => this.host.patch({ sweepScan: { status: 'done', value: value.map((v) => selectable(v.probabilities, v.x)) } }),
        (e: unknown) => this.host.patch({ sweepScan: { status: 'error', error: labError(e) } }),
      );
    }
    this.host.changed();
  }

  /** Decodes the k sweep's prompts once per k with the fine-tuned model (once: the numbers stay for the session). */
  kSweep(): void {
    const s = this.host.state;
    if (s.kSweep.status === 'running' || s.kSweep.status === 'done') return;
    if (s.models.length > 0 && !s.models.includes('toolformer')) return;
    const pending: Pending<KSweepResult> = this.host.client.request(
      { type: 'k-sweep', model: 'toolformer', items: K_SWEEP.items, ks: K_VALUES, maxNewTokens: K_SWEEP_MAX_NEW_TOKENS },
      undefined,
      (done, total) => this.pendingKSweep === pending && this.host.patch({ kSweep: { status: 'running', done, total } }),
    );
    this.pendingKSweep = pending;
    this.host.patch({ kSweep: { status: 'running', done: 0, total: K_VALUES.length * K_SWEEP.items.length } });
    pending.promise.then(
      (value) => this.pendingKSweep === pending && ((this.pendingKSweep = null), this.host.patch({ kSweep: { status: 'done', value } })),
      (e: unknown) => {
        if (this.pendingKSweep !== pending) return;
        this.pendingKSweep = null;
        this.host.patch({ kSweep: { status: 'error', error: labError(e) } });
      },
    );
  }

  /** The k tab was left: an unfinished k sweep stops (opening the tab again starts it afresh). */
  leaveKSweep(): void {
    const pending = this.pendingKSweep;
    if (!pending) return;
    this.pendingKSweep = null;
    pending.cancel();
    this.host.patch({ kSweep: idle() });
  }
}
