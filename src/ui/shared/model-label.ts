import { msg, str } from '@lit/localize';

/** A model as the reports name it ("toolformer (disabled)"), said in the lab's language. */
export function modelLabel(name: string): string {
  const disabled = / \(disabled\)$/.exec(name);
  if (!disabled) return name;
  const model = name.slice(0, disabled.index);
  return msg(str`${model} (disabled)`, { desc: 'title of a run: the model named, with its tools disabled' });
}
