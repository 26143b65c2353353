#!/usr/bin/env node
// The `arbiter` command from a checkout: let Node load TypeScript through tsx, then run the CLI.
import { register } from 'tsx/esm/api';

register();
await import('../src/cli/main.ts');
