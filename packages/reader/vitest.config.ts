import { defineConfig } from 'vitest/config';

// the reader runs beside the other suites on two cores: generating and reading a corpus takes a while
export default defineConfig({ test: { include: ['src/**/*.test.ts', 'test/**/*.test.ts'], testTimeout: 120_000 } });
