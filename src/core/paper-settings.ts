/**
 * The paper's sampling and filtering settings, per tool (its defaults; the Calculator
 * and machine translation, whose calls are scarce, get a lower τs and τf and more
 * positions and samples). Every other place reads them from here.
 */
export interface PaperSettings {
  /** τs: the sampling threshold on p_i. */
  tauS: number;
  /** k: positions kept at most. */
  k: number;
  /** m: calls sampled per position. */
  m: number;
  /** τf: the filtering threshold on L⁻ − L⁺. */
  tauF: number;
}

export const PAPER_DEFAULTS: Readonly<PaperSettings> = { tauS: 0.05, k: 5, m: 5, tauF: 1 };
const SCARCE: Readonly<PaperSettings> = { tauS: 0, k: 20, m: 10, tauF: 0.5 };

/** The paper's settings for `tool` (Calculator and MT: τs 0, k 20, m 10, τf 0.5). */
export function paperSettings(tool: string): PaperSettings {
  return { ...(tool === 'Calculator' || tool === 'MT' ? SCARCE : PAPER_DEFAULTS) };
}

/** The settings in words, as a button or a log line says them. */
export function describePaperSettings(s: PaperSettings): string {
  return `τs ${s.tauS}, k ${s.k}, m ${s.m}, τf ${s.tauF}`;
}
