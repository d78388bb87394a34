/** The lab's seven stages, in the paper's order. Titles are read when shown, in the lab's language. */
import { msg } from '@lit/localize';

export type StageNumber = 1 | 2 | 3 | 4 | 5 | 6 | 7;
export const STAGES: readonly { n: StageNumber; id: string; title: string; short: string }[] = [
  { n: 1, id: 'prompt', get title() { return msg('Prompt P(x)', { desc: 'a stage of the method' }); }, get short() { return msg('Prompt', { desc: 'a stage of the method, short' }); } },
  { n: 2, id: 'positions', get title() { return msg('Positions', { desc: 'a stage of the method' }); }, get short() { return msg('Positions', { desc: 'a stage of the method' }); } },
  { n: 3, id: 'calls', get title() { return msg('Sample calls', { desc: 'a stage of the method' }); }, get short() { return msg('Calls', { desc: 'a stage of the method, short' }); } },
  { n: 4, id: 'execute', get title() { return msg('Execute', { desc: 'a stage of the method' }); }, get short() { return msg('Execute', { desc: 'a stage of the method' }); } },
  { n: 5, id: 'filter', get title() { return msg('Filter', { desc: 'a stage of the method' }); }, get short() { return msg('Filter', { desc: 'a stage of the method' }); } },
  { n: 6, id: 'cstar', get title() { return 'C*'; }, get short() { return 'C*'; } },
  { n: 7, id: 'decoding', get title() { return msg('Decoding', { desc: 'a stage of the method' }); }, get short() { return msg('Decoding', { desc: 'a stage of the method' }); } },
];
