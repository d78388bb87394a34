/**
 * The lab's shareable state in the URL (a teacher can send a link that opens
 * a stage with a sentence): ?stage=5&tool=Calculator&text=…&backend=wasm.
 */
import type { BackendChoice } from '../worker/protocol.ts';
import type { Lab, StageNumber } from './lab.ts';
import { TOOL_NAMES, type ToolName } from './presets.ts';

export interface UrlState {
  backend: BackendChoice;
  stage?: StageNumber;
  tool?: ToolName;
  sentence?: string;
}

export function readUrl(search: string): UrlState {
  const q = new URLSearchParams(search);
  const backend = q.get('backend');
  const stage = Number(q.get('stage'));
  const tool = q.get('tool');
  const text = q.get('text');
  return {
    backend: backend === 'wasm' || backend === 'webgpu' ? backend : 'auto',
    ...(Number.isInteger(stage) && stage >= 1 && stage <= 7 ? { stage: stage as StageNumber } : {}),
    ...(tool && (TOOL_NAMES as readonly string[]).includes(tool) ? { tool: tool as ToolName } : {}),
    ...(text !== null ? { sentence: text } : {}),
  };
}

/** Mirrors stage, tool and sentence into the address bar (replaceState: no history spam). */
export function mirrorToUrl(lab: Lab, backend: BackendChoice): void {
  let last = '';
  lab.addEventListener('change', () => {
    const q = new URLSearchParams();
    if (backend !== 'auto') q.set('backend', backend);
    q.set('stage', String(lab.state.stage));
    q.set('tool', lab.state.tool);
    q.set('text', lab.state.sentence);
    const next = `?${q.toString()}`;
    if (next !== last && next !== location.search) history.replaceState(null, '', next);
    last = next;
  });
}
