#!/usr/bin/env bash
# The end-to-end suite (npm run test:e2e), in two runs so that the tests that
# time the page's start have the machine to themselves (docs/testing.md,
# "What two cores carry"): first everything else, in its two workers; then
# the timing project, two of its tests at a time. Arguments (a spec, -g …)
# go to both runs; it fails if either failed, and the second runs whatever
# the first gave. Each run has its results folder (playwright.config.ts):
# give no --output here.
set -u
cd "$(dirname "$0")/.."

npx playwright test --project=sending --project=reading "$@"
rest=$?
npx playwright test --project=timing --pass-with-no-tests "$@"
timing=$?
exit $((rest != 0 ? rest : timing))
