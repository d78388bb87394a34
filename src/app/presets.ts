/** Sentences to start from, each with the tool it is about. */
export interface Preset {
  label: string;
  text: string;
  tool: 'Calculator' | 'Calendar' | 'QA';
}

export const PRESETS: readonly Preset[] = [
  { label: 'Bottle price', text: 'A case contains 24 bottles and costs $18. Each bottle costs $0.75.', tool: 'Calculator' },
  { label: 'Pittsburgh', text: 'Pittsburgh is also known as the Steel City.', tool: 'QA' },
  { label: 'Shop hours', text: 'Today is Monday, January 30, 2023, and the shop opens late.', tool: 'Calendar' },
];

export const TOOL_NAMES = ['Calculator', 'Calendar', 'QA'] as const;
export type ToolName = (typeof TOOL_NAMES)[number];
