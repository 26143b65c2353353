#!/usr/bin/env bash
# Regenerates CONFORMANCE.md from `conformance/run.ts` (the same report `npm run conformance` prints).
set -uo pipefail
cd "$(dirname "$0")/.."
{
  echo '# Conformance report'
  echo
  echo 'Every worked example of the rulebooks, run as a scenario: `PASS`, `FAIL`, or `PEND` with the mechanic it'
  echo 'waits for. Regenerate with `bash scripts/conformance-report.sh`; `npm run conformance` prints the same.'
  echo
  echo '```'
  npx tsx conformance/run.ts
  echo '```'
} > CONFORMANCE.md
tail -2 CONFORMANCE.md | head -1
