// The fuzzer's two settings from the environment, checked: the one place it reads process.env.
function geheel(naam: string, waarde: string | undefined, standaard: number): number {
  if (waarde === undefined || waarde.trim() === '') return standaard;
  const n = Number(waarde);
  if (!Number.isSafeInteger(n) || n < 0) throw new Error(`${naam} must be a whole number ≥ 0, not "${waarde}"`);
  return n;
}

export function instellingen(): { runs: number; seed: number } {
  // eslint-disable-next-line no-restricted-properties -- a developer's command: its settings are FUZZ_INTAKE_RUNS and FUZZ_INTAKE_SEED
  const env = process.env;
  return {
    runs: geheel('FUZZ_INTAKE_RUNS', env.FUZZ_INTAKE_RUNS, 20_000),
    seed: geheel('FUZZ_INTAKE_SEED', env.FUZZ_INTAKE_SEED, 1),
  };
}
