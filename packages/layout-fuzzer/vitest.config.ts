import { defineConfig } from 'vitest/config';

// the fuzz test spreads its layouts over worker threads of its own; one test file at a time is enough
export default defineConfig({ test: { include: ['test/**/*.test.ts'], testTimeout: 600_000, fileParallelism: false } });
