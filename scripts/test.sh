#!/usr/bin/env bash
# Every test of the project, as `npm test` runs it. The one build of the run (`npm run build:e2e`)
# goes on beside the checks that need no build (typecheck, lint, unit tests), its output kept in
# build-e2e.log and shown when it ends; then the build is checked in Node (`npm run test:build`)
# and in a browser (`npm run test:e2e`). Stops at the first step that fails, with its exit code.
set -uo pipefail
cd "$(dirname "$0")/.."

started=$SECONDS
npm run -s build:e2e > build-e2e.log 2>&1 &
build=$!

npm run typecheck && npm run lint && npm run test:unit
checks=$?
wait "$build"
built=$?
echo "--- npm run build:e2e (exit code $built, done $((SECONDS - started)) s after the start)"
tail -n 5 build-e2e.log
if [ "$built" -ne 0 ]; then
  cat build-e2e.log
  exit "$built"
fi
if [ "$checks" -ne 0 ]; then
  exit "$checks"
fi

npm run test:build && npm run test:e2e
status=$?
echo "--- npm test: exit code $status after $((SECONDS - started)) s"
exit "$status"
