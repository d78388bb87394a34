/** C* as the JSONL file the lab offers (one augmented text a line, the CLI's cstar.jsonl fields), and a download of any text. */
import type { AugmentedText } from '../../core/augment.ts';

export function cstarJsonl(all: readonly AugmentedText[]): string {
  return all
    .map((t) =>
      JSON.stringify({
        id: t.id,
        text: t.text,
        original: t.original,
        calls: t.calls.map((c) => ({ tool: c.call.tool, input: c.call.input, result: c.result, offset: c.offset, position: c.position, lossMinus: c.lossMinus, lossPlus: c.lossPlus, gain: c.gain })),
      }),
    )
    .join('\n');
}

export function download(name: string, text: string, type = 'application/jsonl'): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  a.click();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
