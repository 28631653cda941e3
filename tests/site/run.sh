#!/usr/bin/env bash
# Builds the site with the release binary into a temporary folder and runs the
# site checks (links, HTML validity, headless Chromium, axe-core) on it.
# Screenshots go to target/site-screenshots/.
#
#   bash tests/site/run.sh               # build, then check
#   SITE_DIR=output bash tests/site/run.sh   # check an already built site
#
# Needs: node >= 20 with npm, java >= 11, /usr/bin/chromium (apt-get install -y chromium).
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
repo="$(cd "$here/../.." && pwd)"

missing=()
command -v node >/dev/null 2>&1 || missing+=("node (Node.js 20)")
command -v npm >/dev/null 2>&1 || missing+=("npm")
command -v java >/dev/null 2>&1 || missing+=("java (apt-get install -y default-jre-headless)")
[ -x "${CHROMIUM_PATH:-/usr/bin/chromium}" ] || missing+=("${CHROMIUM_PATH:-/usr/bin/chromium} (apt-get install -y chromium)")
if [ "${#missing[@]}" -gt 0 ]; then
  printf 'site checks: missing %s\n' "${missing[@]}" >&2
  exit 1
fi

echo "== site checks: npm ci (tests/site)"
# --ignore-scripts: no install script is needed (vnu-jar's would fetch a Java
# runtime when none is on PATH; check.mjs runs the machine's java itself).
(cd "$here" && npm ci --no-audit --no-fund --ignore-scripts --loglevel=error)

tmp=""
cleanup() { if [ -n "$tmp" ]; then rm -rf "$tmp"; fi; }
trap cleanup EXIT

if [ -n "${SITE_DIR:-}" ]; then
  site="$(cd "$repo" && cd "$SITE_DIR" && pwd)"
  echo "== site checks: using the site already built in $site"
else
  tmp="$(mktemp -d "${TMPDIR:-/tmp}/pixreport-site.XXXXXX")"
  site="$tmp/site"
  echo "== site checks: building the site into $site"
  (cd "$repo" && cargo run --locked --release -q -- build --lang all --png --out "$site")
fi

if [ ! -f "$site/pagefind/pagefind.js" ]; then
  # The search index (one per language; Chinese segmented, Vietnamese
  # diacritics folded) is Pagefind's, built after pixreport (docs/decisions.md).
  echo "== site checks: search index (Pagefind CLI)"
  "$here/node_modules/.bin/pagefind" --site "$site" --keep-index-url --quiet
fi

shots="$repo/target/site-screenshots"
rm -rf "$shots"
mkdir -p "$shots"

echo "== site checks: node tests/site/check.mjs"
node "$here/check.mjs" "$site" --screenshots "$shots"

echo "== site checks: node tests/site/serve.mjs (pixreport serve in the browser)"
node "$here/serve.mjs" "${PIXREPORT_BIN:-$repo/target/release/pixreport}"
