#!/usr/bin/env bash
# Runs the shell steps of .github/workflows/publish.yml locally, as GitHub
# would (bash -eo pipefail, GITHUB_OUTPUT, GITHUB_STEP_SUMMARY), against a
# fixture report repository made by `pixreport new` + `pixreport ingest` of
# real logs, with a published site served over HTTP. Four pull requests:
#   1. the first one, with nothing published       -> exit 0, "nothing published" comment
#   2. a normal one (prose edited)                   -> exit 0, nothing changed (one published run:
#                                                       inconclusive, nothing unconfirmed)
#   3. a regression (write bandwidth at 40 %)        -> exit 1, regression comment
#   4. a regression plus a diff error (published JSON corrupt)
#                                                    -> exit 1, both in the comment
# Usage: bash tests/workflow/run.sh [PIXREPORT_BINARY]
set -euo pipefail
root=$(cd "$(dirname "$0")/../.." && pwd)
wf="$root/.github/workflows/publish.yml"
bin=${1:-}
if [ -z "$bin" ]; then
  (cd "$root" && cargo build --locked -q --features pdf)  # the workflow builds PDFs
  bin="$root/target/debug/pixreport"
fi
work=$(mktemp -d)
server=""
cleanup() {
  if [ -n "$server" ]; then kill "$server" 2>/dev/null || true; fi
  rm -rf "$work"
}
trap cleanup EXIT
mkdir -p "$work/bin" "$work/site"
ln -s "$(cd "$(dirname "$bin")" && pwd)/$(basename "$bin")" "$work/bin/pixreport"
export PATH="$work/bin:$PATH"
fail() { echo "FAIL: $*" >&2; exit 1; }

# --- the workflow's pieces --------------------------------------------------
# The `run:` script of the step with `id: $1` (block or one line).
step() {
  awk -v id="$1" '
    /^      - / { in_step = 0; grab = 0 }
    $0 == "        id: " id { in_step = 1; next }
    grab { if ($0 ~ /^          / || $0 == "") { sub(/^          /, ""); print; next } else { grab = 0; in_step = 0 } }
    in_step && $0 == "        run: |" { grab = 1; next }
    in_step && /^        run: / { sub(/^        run: /, ""); print; in_step = 0 }
  ' "$wf"
}
for id in check build previous diff verdict site-history history; do
  [ -n "$(step "$id")" ] || fail "publish.yml has no run step with id: $id"
done
# DATA as the workflow sets it: it must be what `pixreport new` makes.
DATA=$(sed -n 's/^  DATA: "\([^"]*\)".*/\1/p' "$wf")
[ -n "$DATA" ] || fail "publish.yml sets no DATA"
export DATA
if grep -nE 'branches: \[ *main *\]|refs/heads/main|ref_name == .main.' "$wf"; then
  fail "publish.yml hard-codes the branch name main"
fi
grep -q 'cargo install --locked --git "\$PIXREPORT_GIT" --tag "\$PIXREPORT_TAG"' "$wf" \
  || fail "publish.yml does not install pixreport from its git repository at a tag"

# --- the published site, over HTTP -------------------------------------------
port=$(python3 -c 'import socket; s=socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])')
python3 -m http.server "$port" --bind 127.0.0.1 --directory "$work/site" >/dev/null 2>&1 &
server=$!
for _ in $(seq 50); do
  curl -s -o /dev/null "http://127.0.0.1:$port/" && break
  sleep 0.1
done
export SITE_URL="http://127.0.0.1:$port"

# --- the report repository ----------------------------------------------------
repo="$work/reports"
pixreport new "$repo" >/dev/null
fix="$root/tests/fixtures/raw/ior/4.1.0+dev"
mkdir -p "$repo/logs"
cp "$fix"/ior_shared_np1.txt "$fix"/ior_shared_np4.txt "$fix"/ior_fpp_np1.txt "$fix"/ior_fpp_np4.txt "$repo/logs/"
(cd "$repo" && pixreport ingest logs --into my-report 2>/dev/null)
# A second report, so one report's error and another's regression meet.
cp -r "$repo/my-report" "$repo/second-report"
sed -i 's/^reports = .*/reports = ["my-report", "second-report"]/' "$repo/pixreport.toml"
git -C "$repo" init -q
git -C "$repo" -c user.name=t -c user.email=t@example.org add -A
git -C "$repo" -c user.name=t -c user.email=t@example.org commit -qm "first reports"

# Runs the steps in the repository; prints the comment; returns the job's
# status (the first failing step's, else the verdict's).
run_workflow() {
  local dir=$1 rc=0
  (
    cd "$dir"
    rm -rf output previous comment.md
    export GITHUB_OUTPUT="$work/github_output" GITHUB_STEP_SUMMARY="$work/step_summary"
    export GITHUB_REPOSITORY=owner/reports GITHUB_REPOSITORY_OWNER=owner
    : > "$GITHUB_OUTPUT"
    for id in check build previous diff; do
      bash --noprofile --norc -eo pipefail -c "$(step "$id")" > "$work/step.log" 2>&1 \
        || { cat "$work/step.log" >&2; exit 90; }
    done
    ERRORS=$(sed -n 's/^errors=//p' "$GITHUB_OUTPUT")
    REGRESSIONS=$(sed -n 's/^regressions=//p' "$GITHUB_OUTPUT")
    INCOMPARABLE=$(sed -n 's/^incomparable=//p' "$GITHUB_OUTPUT")
    export ERRORS REGRESSIONS INCOMPARABLE
    bash --noprofile --norc -eo pipefail -c "$(step verdict)" > "$work/verdict.log" 2>&1
  ) || rc=$?
  return "$rc"
}
# Publishing runs the workflow's history step (as a push to the default
# branch would), then serves the output.
publish() {
  (
    cd "$1"
    export GITHUB_SHA
    GITHUB_SHA=$(printf '%040d' "$2")
    bash --noprofile --norc -eo pipefail -c "$(step site-history)"
    bash --noprofile --norc -eo pipefail -c "$(step history)"
  ) || fail "history step failed"
  sleep 1 # run names carry the time to the second
  rm -rf "$work/site"/*; cp -r "$1/output/." "$work/site/"
}
expect() { # scenario, wanted status, got status, then required comment texts
  local name=$1 want=$2 got=$3; shift 3
  [ "$got" = "$want" ] || { cat "$repo/comment.md" >&2 2>/dev/null || true; fail "$name: exit $got, expected $want"; }
  [ -s "$repo/comment.md" ] || fail "$name: empty comment"
  for t in "$@"; do
    grep -qF -- "$t" "$repo/comment.md" || { cat "$repo/comment.md" >&2; fail "$name: comment lacks: $t"; }
  done
  echo "ok: $name (exit $got)"
}

# 1. First pull request: nothing published yet.
rc=0; run_workflow "$repo" || rc=$?
expect "first PR, nothing published" 0 "$rc" \
  "Nothing is published for this report yet" "No report had a published version"
publish "$repo" 1
[ "$(wc -l < "$work/site/data/history/my-report/runs.txt")" = 1 ] || fail "first publish: history should hold one run"

# 2. A normal pull request: prose changed, results the same.
echo "More words." >> "$repo/my-report/text/en/introduction.md"
rc=0; run_workflow "$repo" || rc=$?
expect "normal PR" 0 "$rc" "my-report: current run against the baseline" \
  "Verdict: **inconclusive (some points not tested)**" "0 regressed, 0 improved, 0 unconfirmed (not tested)"
if grep -q "Unconfirmed changes" "$repo/comment.md"; then fail "normal PR: nothing changed, nothing is unconfirmed"; fi

# 3. A regression: every write of the shared-file benchmark at 40 %.
csv="$repo/my-report/results/ior-shared-1m.csv"
awk -F, 'BEGIN { OFS = "," } NR == 1 { for (i = 1; i <= NF; i++) if ($i == "write") w = i; print; next }
         { $w = $w * 0.4; print }' "$csv" > "$csv.new" && mv "$csv.new" "$csv"
rc=0; run_workflow "$repo" || rc=$?
# One published run gives no noise between runs: the drop is unconfirmed,
# and the workflow's --fail-on-unconfirmed blocks it.
expect "regression PR" 1 "$rc" "Unconfirmed changes (not tested)" "Write at" "possible regression"
grep -q "regressed or lost a series" "$work/verdict.log" || fail "regression PR: verdict does not say why"

# 4. The same regression, and the second report's published data is broken:
# the error is reported and does not hide the regression.
echo '{ "schema": 1, "report": ' > "$work/site/data/second-report.json"
rc=0; run_workflow "$repo" || rc=$?
expect "diff error PR" 1 "$rc" "Unconfirmed changes (not tested)" "pixreport diff failed (exit 1)" "second-report.json"
grep -q "pixreport diff failed for 1 report" "$work/verdict.log" || fail "diff error PR: error not in the verdict"
grep -q "regressed or lost a series" "$work/verdict.log" || fail "diff error PR: the regression was overwritten"

# 5. History: publish the normal state twice more; the site keeps every run,
# and the next pull request's diff reads them (--history) and still passes.
git -C "$repo" checkout -q -- .
run_workflow "$repo" >/dev/null 2>&1 || true
publish "$repo" 2
run_workflow "$repo" >/dev/null 2>&1 || true
publish "$repo" 3
[ "$(wc -l < "$work/site/data/history/my-report/runs.txt")" = 3 ] || fail "history: three published runs expected"
# The published page shows the runs before it as a trend.
grep -q "^## Run history" "$work/site/en/my-report/index.md" || fail "history: no run history on the published page"
ls "$work/site/en/my-report/figures"/history-*.svg >/dev/null || fail "history: no trend figures on the published page"
echo "More words again." >> "$repo/my-report/text/en/introduction.md"
rc=0; run_workflow "$repo" || rc=$?
expect "PR with a published history" 0 "$rc" "my-report: current run against the baseline"
[ -d "$repo/previous/history/my-report" ] && ls "$repo/previous/history/my-report"/*.json >/dev/null \
  || fail "history: the PR did not fetch the published runs"

echo "workflow: 5 scenarios passed"
