/** The lab's seven stages, in the paper's order. */
export type StageNumber = 1 | 2 | 3 | 4 | 5 | 6 | 7;
export const STAGES: readonly { n: StageNumber; id: string; title: string; short: string }[] = [
  { n: 1, id: 'prompt', title: 'Prompt P(x)', short: 'Prompt' },
  { n: 2, id: 'positions', title: 'Positions', short: 'Positions' },
  { n: 3, id: 'calls', title: 'Sample calls', short: 'Calls' },
  { n: 4, id: 'execute', title: 'Execute', short: 'Execute' },
  { n: 5, id: 'filter', title: 'Filter', short: 'Filter' },
  { n: 6, id: 'cstar', title: 'C*', short: 'C*' },
  { n: 7, id: 'decoding', title: 'Decoding', short: 'Decoding' },
];
