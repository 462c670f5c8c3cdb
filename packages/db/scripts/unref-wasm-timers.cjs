// Preload (-r) for the Prisma 6.19 CLI: its WASM engine leaves 10 s timers armed, which keep the
// process alive after the work is done. Unref the long timers created from WASM code.
const original = global.setTimeout;
global.setTimeout = function (fn, ms, ...args) {
  const timer = original(fn, ms, ...args);
  if (ms >= 1000 && /wasm-function/.test(new Error().stack)) timer.unref();
  return timer;
};
