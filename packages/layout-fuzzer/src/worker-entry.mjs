// Worker threads start without the TypeScript loader of their parent; register it, then load the worker.
import { register } from 'tsx/esm/api';

register();
await import('./worker.ts');
