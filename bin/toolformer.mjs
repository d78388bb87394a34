#!/usr/bin/env node
// The `toolformer` command: runs the TypeScript CLI through tsx, so the CLI
// and the lab share one source with no build step.
import { register } from 'tsx/esm/api';

register();
await import('../src/cli/main.ts');
