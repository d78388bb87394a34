// Every claim a lesson makes about the model's numbers, checked on the shipped base model
// (the model whose losses the filter reads), through the same code the lab's worker runs:
// pipeline/labelled.ts (tokenize, position, run the tool, score) and the core filter.
// A retrained model that breaks a claim fails here, naming the lesson, the claim and the
// numbers — then the lesson's claim (not its text: the text reads live numbers) must change.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LESSONS, checkClaim, claimRequests } from '../../src/app/lesson.ts';
import { LanguageModel } from '../../src/lm/language-model.ts';
import { configureRuntime } from '../../src/lm/runtime.ts';
import { scoreWritten, type WrittenScore } from '../../src/pipeline/labelled.ts';
import { describeNeeding, modelsDir as models } from '../requirements.ts';


describeNeeding(['models'], 'lesson claims on the shipped base model', () => {
  let lm: LanguageModel;
  const scores = new Map<string, Record<string, WrittenScore>>();

  beforeAll(async () => {
    configureRuntime({ modelsPath: models });
    lm = await LanguageModel.load('base', { device: 'cpu', dtype: 'fp32' });
    for (const lesson of LESSONS) {
      const byClaim: Record<string, WrittenScore> = {};
      for (const group of claimRequests(lesson)) {
        const result = await scoreWritten(lm, group.items, { placement: group.placement });
        for (const ref of group.refs) byClaim[ref.claim] = result[ref.item]![ref.call]!;
      }
      scores.set(lesson.id, byClaim);
    }
  });
  afterAll(async () => lm?.dispose());

  for (const lesson of LESSONS) {
    describe(lesson.title, () => {
      for (const claim of lesson.claims) {
        it(`${claim.id}: ${claim.says}`, () => {
          const check = checkClaim(claim, scores.get(lesson.id)!);
          expect(check, 'the claim was scored').not.toBeNull();
          expect(check!.holds, `${lesson.id}/${claim.id} on models/base: ${check!.measured}`).toBe(true);
        });
      }
      it('every call in the lesson has a result from its tool', () => {
        for (const [id, s] of Object.entries(scores.get(lesson.id)!)) expect(s.result, `${id}: ${s.reason}`).not.toBeNull();
      });
    });
  }
});
