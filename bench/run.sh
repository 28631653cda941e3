#!/usr/bin/env bash
# One entry point for every benchmark. Each part prints its own table, then
# one summary table of ratios against baselines measured in the same run:
#
#   build    pixreport build (all reports, all languages, SVG) vs reading every
#            input file (`cat`), best of 3 wall-clock runs
#   growth   one series of 1,000 … 100,000 thread counts, analysis + SVG figure
#            (benches/growth.rs); ratio: time per 1,000 points, largest vs smallest
#   png      every bundled figure rasterised and encoded, ms per figure
#            (benches/png.rs); then, when `${PYTHON:-python3}` can import
#            matplotlib, the same number of line charts from the figures'
#            CSVs at 1920x1080 with Agg (bench/matplotlib.py), per figure vs
#            pixreport's per figure
#   ingest   ~200 MB IOR and mdtest text logs vs `wc -l` (bench/ingest.sh)
#   scan     the file scanner vs find(1) (bench/scan.sh)
#   listing  a 100-million-line find listing piped to `scan --listing -` vs
#            `wc -l` on the same stream, with peak RSS (bench/scan-listing.sh)
#   rebuild  incremental rebuilds vs a first build: wall time and files
#            rewritten (inode or mtime changed), one changed CSV, and
#            `--report X` in a big site vs X alone (bench/incremental.sh)
#   serve    `pixreport serve`: one CSV value changed on disk until the pages
#            are told to reload, bundled project and 306 reports, beside a
#            full build of each (bench/serve.sh)
#   diff     18,432 points x 5 iterations through diff::diff vs the same
#            points with one value each (benches/diff.rs)
#
# Usage: bash bench/run.sh [--quick]
#   --quick: growth up to 16,384 points, one PNG pass, 50 MB ingest logs, a
#            100,000-file scan tree, a 10-million-line listing, a 45-report
#            site and 4,608 diff points: a few minutes on 2 cores.
set -euo pipefail
cd "$(dirname "$0")/.."
quick=0
[[ ${1:-} == --quick ]] && quick=1
log=$(mktemp)
work=$(mktemp -d)
trap 'rm -rf "$log" "$work"' EXIT

section() { printf '\n== %s ==\n' "$1"; }
run() { "$@" 2>&1 | tee -a "$log"; }

cargo build --release --locked -q
bin=target/release/pixreport

section "build: all reports, all languages (SVG)"
best() { # command…: best of 3 wall-clock seconds
  local b=999999 s e
  for _ in 1 2 3; do
    s=$(date +%s.%N); "$@" > /dev/null 2>&1; e=$(date +%s.%N)
    b=$(awk -v d="$(echo "$e - $s" | bc -l)" -v b="$b" 'BEGIN { print (d < b) ? d : b }')
  done
  echo "$b"
}
read_all() { find data -type f -exec cat {} + > /dev/null; }
cat_s=$(best read_all)
# A first build each time: without its output and saved state, a rebuild
# would skip rendering and time nothing.
first_build() { rm -rf "$work/site" "$work/.site.state"; "$bin" build --lang all --out "$work/site"; }
build_s=$(best first_build)
run awk -v c="$cat_s" -v b="$build_s" 'BEGIN {
  printf "read every input: %.3f s   build: %.3f s\n", c, b
  printf "RESULT build|%.3f s|read inputs %.3f s|%.1f|-\n", b, c, b / c }'

flag=()
((quick)) && flag=(-- --quick)
section "growth: thread counts per series"
run cargo bench --locked -q --bench growth "${flag[@]}"
section "png: this build's PNG stage, ms per figure"
run cargo bench --locked -q --bench png "${flag[@]}"
section "png vs matplotlib: the same figures as line charts, 1920x1080, Agg"
# The site from the build part above; both sides draw every figure on one
# thread at the same pixel count, and neither counts process start.
py=${PYTHON:-python3}
if ! "$py" -c "import matplotlib" 2> /dev/null; then
  echo "skipped: $py cannot import matplotlib (set PYTHON to an interpreter that can)"
else
  run "$py" bench/matplotlib.py "$work/site" "$(mktemp -d -p "$work")"
  px_ms=$(awk -F'|' '/^RESULT png\|/ { sub(/ ms\/figure/, "", $2); print $2; exit }' "$log")
  read -r _ mpl_n mpl_s mpl_px < <(grep '^MATPLOTLIB ' "$log" | tail -1)
  run awk -v p="$px_ms" -v n="$mpl_n" -v s="$mpl_s" -v px="$mpl_px" 'BEGIN {
    m = s * 1000 / n
    printf "pixreport PNG: %.1f ms/figure   matplotlib: %.1f ms/figure (%d charts, %s px)\n", p, m, n, px
    printf "RESULT png-vs-matplotlib|%.1f ms/figure|matplotlib %.1f ms/figure|%.1f|>= 20x faster\n", p, m, m / p }'
fi
section "ingest: streaming parsers vs wc -l"
run bash bench/ingest.sh "$( ((quick)) && echo 50 || echo 200)"
section "scan: scanner vs find"
if ((quick)); then
  SCAN_BENCH_DIRS=100 SCAN_BENCH_RUNS=1 SCAN_BENCH_TREE="$work/scan" SCAN_BIN="$bin" run bash bench/scan.sh
else
  SCAN_BIN="$bin" run bash bench/scan.sh
fi
scan_line=$(awk '/^scan, [0-9]+ threads/ { gsub(/[()x]/, ""); print "RESULT scan|" $5 " files/s|find|" $7 "|>= 1"; exit }' "$log")
echo "$scan_line" >> "$log"

section "listing: scan --listing - vs wc -l on the same generated stream"
SCAN_BIN="$bin" run bash bench/scan-listing.sh "$( ((quick)) && echo 10000000 || echo 100000000)"
section "rebuild: incremental builds"
run bash bench/incremental.sh "$bin" "$( ((quick)) && echo 40 || echo 320)"
section "serve: edit to reload, one CSV value"
run bash bench/serve.sh "$bin" "$( ((quick)) && echo 40 || echo 300)"
section "diff: points x iterations"
run cargo bench --locked -q --bench diff "${flag[@]}"

section "summary (ratios against same-run baselines)"
printf '%-30s %-28s %-30s %-8s %s\n' benchmark measured baseline ratio target
grep '^RESULT ' "$log" | sed 's/^RESULT //' | awk -F'|' '{ printf "%-30s %-28s %-30s %-8s %s\n", $1, $2, $3, $4, $5 }'
echo "machine: $(nproc) CPUs, load average $(cut -d' ' -f1-3 /proc/loadavg)"
