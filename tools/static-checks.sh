#!/usr/bin/env bash
# The checks that read the code without running it (npm run check: the
# TypeScript of src/, tools/ and tests/, ESLint, the Edge Functions' deno
# check and lint), side by side: each is one process on one core, and CI
# has two (docs/testing.md, "What two cores carry"). Each one's output is
# printed whole when it ends; fails if any failed.
set -u
cd "$(dirname "$0")/.."
out=$(mktemp -d)
trap 'rm -rf "$out"' EXIT
names=(typecheck:src typecheck:tools typecheck:tests lint functions)
commands=('npx tsc -p tsconfig.json' 'npx tsc -p tools' 'npx tsc -p tests' 'npm run --silent lint' 'npm run --silent check:functions')
pids=()
for i in "${!names[@]}"; do
  bash -c "${commands[$i]}" >"$out/$i" 2>&1 &
  pids+=($!)
done
failed=0
for i in "${!names[@]}"; do
  if wait "${pids[$i]}"; then echo "✓ ${names[$i]}"; else echo "✗ ${names[$i]}"; failed=1; fi
  cat "$out/$i"
done
exit $failed
