// `pnpm bench:password`: the cost of one argon2id hash and one verification with the app's
// parameters (packages/api/src/infra/password.ts), in process. Prints p50/p95/max over N runs
// (after 3 warm-up runs). Usage: pnpm bench:password [--runs 50]
import { hashPassword, verifyPassword } from '@ikv/api/operator';

const i = process.argv.indexOf('--runs');
const runs = i >= 0 ? Number(process.argv[i + 1]) : 50;

function summary(ms: number[]): string {
  const s = [...ms].sort((a, b) => a - b);
  const at = (q: number) => s[Math.min(s.length - 1, Math.floor(q * s.length))]!.toFixed(1);
  return `p50 ${at(0.5)} ms, p95 ${at(0.95)} ms, max ${s[s.length - 1]!.toFixed(1)} ms`;
}

async function main() {
  const password = 'een-lang-genoeg-wachtwoord';
  let hashed = '';
  for (let w = 0; w < 3; w++) hashed = await hashPassword(password);
  const hashes: number[] = [];
  const verifies: number[] = [];
  for (let r = 0; r < runs; r++) {
    let t = performance.now();
    hashed = await hashPassword(password);
    hashes.push(performance.now() - t);
    t = performance.now();
    if (!(await verifyPassword(hashed, password))) throw new Error('verification failed');
    verifies.push(performance.now() - t);
  }
  console.log(`argon2id hash, ${runs} runs: ${summary(hashes)}`);
  console.log(`argon2id verify, ${runs} runs: ${summary(verifies)}`);
}

void main();
