// Calls opened and never closed with →, as Stage 7 lists them.
import { describe, expect, it } from 'vitest';
import type { DecodeEvent } from '../../../src/core/decode.ts';
import { unclosedCalls } from '../../../src/pipeline/unclosed-calls.ts';

const tok = (text: string, inCall = false): DecodeEvent => ({ type: 'token', token: 0, text, apiRank: 0, inCall });
const start: DecodeEvent = { type: 'call-start', apiRank: 0, k: 10 };
const done = (reason: 'eos' | 'max-tokens' = 'eos'): DecodeEvent => ({ type: 'done', reason, completion: '', calls: [] });

describe('unclosedCalls', () => {
  it('finds none when every call reached →, even one whose text was not a call', () => {
    const call = { tool: 'Calculator', input: '1 + 1' };
    expect(unclosedCalls([tok(' The'), start, tok(' [', false), tok('Calculator(', true), tok('1 + 1)', true), tok(' ->', true), { type: 'tool-run', call }, { type: 'result-inserted', call, result: '2', tokens: [], text: ' 2]' }, { type: 'resume' }, tok(' 2'), done()])).toEqual([]);
    expect(unclosedCalls([start, tok(' [', false), tok('Foo(', true), tok(' ->', true), { type: 'error', message: '"Foo(" is not a call' }, { type: 'result-inserted', call: null, result: null, tokens: [], text: ']' }, done()])).toEqual([]);
  });
  it('names a call the decoder closed unrun, and one that decoding stopped inside', () => {
    const message = 'the call ran on without "->"; it was closed unrun';
    expect(unclosedCalls([start, tok(' [', false), tok('QA("Who', true), tok(' is', true), { type: 'error', message }, tok(' It'), done()])).toEqual([{ written: '[QA("Who is', why: { kind: 'closed unrun', message } }]);
    expect(unclosedCalls([tok(' costs'), start, tok(' [', false), tok('Calculator(', true), tok('18', true), done('max-tokens')])).toEqual([{ written: '[Calculator(18', why: { kind: 'stopped', reason: 'max-tokens' } }]);
  });
});
