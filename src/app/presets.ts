/** Sentences to start from, each with the tool it is about (the sentences stay English: the models read English). */
import { msg } from '@lit/localize';

export interface Preset {
  label: string;
  text: string;
  tool: 'Calculator' | 'Calendar' | 'QA';
}

export const PRESETS: readonly Preset[] = [
  { get label() { return msg('Bottle price'); }, text: 'A case contains 24 bottles and costs $18. Each bottle costs $0.75.', tool: 'Calculator' },
  { get label() { return msg('Pittsburgh'); }, text: 'Pittsburgh is also known as the Steel City.', tool: 'QA' },
  { get label() { return msg('Shop hours'); }, text: 'Today is Monday, January 30, 2023, and the shop opens late.', tool: 'Calendar' },
];

export const TOOL_NAMES = ['Calculator', 'Calendar', 'QA'] as const;
export type ToolName = (typeof TOOL_NAMES)[number];
