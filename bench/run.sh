#!/usr/bin/env bash
# One entry point for every benchmark. Each part times the command users
# run against a fair baseline on the same input, in interleaved rounds (a
# shared machine's drift reaches both sides alike), prints its own table,
# then one summary table of ratios against those same-run baselines:
#
#   build    `pixreport build` (all reports, all languages, SVG) into an
#            empty folder vs reading every input file (`cat`)
#   growth   `pixreport build` of one report whose series has 1,000,
#            10,000 and 100,000 thread counts (tooltips and all): CPU per
#            1,000 thread counts beyond the report's own cost, largest vs
#            smallest; peak RSS; the size of that figure and of its page
#   diff     `pixreport diff` of two such reports, 2,000 … 100,000 points
#            of 5 iterations: CPU per point, largest vs smallest
#   durable  the system calls that make a build durable (strace): fsyncs
#            of what was written, never `syncfs` or `sync`
#   png      every bundled figure rasterised and encoded, ms per figure
#            (benches/png.rs); then, when `${PYTHON:-python3}` can import
#            matplotlib, the same number of line charts from the figures'
#            CSVs at 1920x1080 with Agg (bench/matplotlib.py)
#   ingest   ~200 MB IOR and mdtest text logs vs `wc -l`; the IOR log also
#            vs a Python regex parser, bench/ior_parse.py (bench/ingest.sh)
#   scan     the file scanner vs `find -printf '%s %U'` (bench/scan.sh)
#   listing  `scan --listing FILE` vs `wc -l FILE` on the same file, with
#            peak RSS; CPU per line vs a mawk summary, bench/listing_sum.awk
#            (bench/scan-listing.sh)
#   rebuild  incremental rebuilds vs a first build (bench/incremental.sh)
#   serve    `pixreport serve`: one CSV value changed on disk until the pages
#            are told to reload, bundled project and 306 reports, beside a
#            full build of each (bench/serve.sh)
#   diff::diff 2,000 … 100,000 points, long series and grid cells: µs per
#            point, largest vs smallest (benches/diff.rs)
#   pdf      with the `pdf` feature: --pdf vs the same build without, peak
#            RSS at 4 and 40 documents (bench/pdf.sh)
#
# Usage: bash bench/run.sh [--quick]
#   --quick: one PNG pass, 50 MB ingest logs, a 100,000-file scan tree, a
#            10-million-line listing, a 45-report site and diff up to
#            20,000 points.
# CARGO_CMD (default `cargo`) is the cargo command, e.g. a wrapper.
set -euo pipefail
cd "$(dirname "$0")/.."
quick=0
[[ ${1:-} == --quick ]] && quick=1
export CARGO_CMD=${CARGO_CMD:-cargo}
log=$(mktemp)
work=$(mktemp -d)
trap 'rm -rf "$log" "$work"' EXIT

section() { printf '\n== %s ==\n' "$1"; }
run() { "$@" 2>&1 | tee -a "$log"; }
# m LABEL COMMAND…: runs COMMAND once, output discarded; appends
# "LABEL wall-seconds CPU-seconds (user + sys) peak-RSS-KiB" to $work/m.
m() {
  python3 - "$@" >> "$work/m" << 'PY'
import resource, subprocess, sys, time
t = time.perf_counter()
subprocess.run(sys.argv[2:], stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, check=True)
w = time.perf_counter() - t
r = resource.getrusage(resource.RUSAGE_CHILDREN)
print(sys.argv[1], f"{w:.4f}", f"{r.ru_utime + r.ru_stime:.4f}", r.ru_maxrss)
PY
}
# low LABEL FIELD: the minimum of FIELD (2 wall, 3 CPU, 4 RSS) over LABEL's runs.
low() { awk -v l="$1" -v f="$2" '$1 == l && (!n++ || $f < b) { b = $f } END { print b }' "$work/m"; }

$CARGO_CMD build --release --locked -q
bin=target/release/pixreport

section "build: all reports, all languages (SVG), 3 interleaved rounds"
for _ in 1 2 3; do
  m read sh -c 'find data -type f -exec cat {} + > /dev/null'
  rm -rf "$work/site"
  m build "$bin" build --lang all --out "$work/site"
done
run awk -v c="$(low read 2)" -v b="$(low build 2)" -v cpu="$(low build 3)" 'BEGIN {
  printf "read every input: %.3f s   first build: %.3f s wall, %.3f s CPU\n", c, b, cpu
  printf "RESULT build|%.3f s, %.2f s CPU|read inputs %.3f s|%.1f|-\n", b, cpu, c, b / c }'

section "growth: a build of one report with more and more thread counts"
# Copies of the project whose rand-4k series (small-vm-measured) has N
# thread counts 1..N; N = 0 keeps the bundled 2. The report alone (--lang
# en) into an empty folder; CPU per 1,000 thread counts is what N adds
# to the N = 0 build.
sizes=(1000 10000 100000)
sizes_of=()
for n in 0 "${sizes[@]}"; do
  cp -r data "$work/g$n"
  ((n)) && awk -v n="$n" 'BEGIN { print "threads,iteration,read"
    for (t = 1; t <= n; t++) printf "%d,1,%.3f\n", t, 300 + 80 * (1 - exp(-8 * t / n)) + t % 7 }' \
    > "$work/g$n/small-vm-measured/results/rand-4k.csv"
done
for _ in 1 2 3; do
  for n in 0 "${sizes[@]}"; do
    rm -rf "$work/gout"
    m "g$n" "$bin" build --data "$work/g$n" --lang en --report small-vm-measured --out "$work/gout"
    # The grown figure and the page it is inlined in (with its data table).
    doc=$work/gout/en/small-vm-measured
    sizes_of[n]="$(stat -c %s "$doc/figures/rand-4k.svg") $(stat -c %s "$doc/index.html")"
  done
done
printf '%-16s %9s %9s %18s %9s %9s %9s\n' "thread counts" "wall s" "CPU s" "CPU ms per 1,000" "RSS MB" "SVG MB" "page MB" | tee -a "$log"
for n in 0 "${sizes[@]}"; do
  read -r svg page <<< "${sizes_of[n]}"
  awk -v n="$n" -v w="$(low "g$n" 2)" -v c="$(low "g$n" 3)" -v c0="$(low g0 3)" -v r="$(low "g$n" 4)" -v s="$svg" -v p="$page" 'BEGIN {
    printf "%-16s %9.3f %9.3f %18s %9.1f %9.2f %9.2f\n", n ? n : "2 (bundled)", w, c, n ? sprintf("%.1f", (c - c0) * 1e6 / n) : "-", r / 1024, s / 1e6, p / 1e6 }'
done | tee -a "$log"
run awk -v n0="${sizes[0]}" -v n1="${sizes[-1]}" -v c0="$(low g0 3)" -v a="$(low "g${sizes[0]}" 3)" \
  -v b="$(low "g${sizes[-1]}" 3)" -v r="$(low "g${sizes[-1]}" 4)" 'BEGIN {
  pa = (a - c0) * 1e6 / n0; pb = (b - c0) * 1e6 / n1
  printf "RESULT growth, build CPU per 1,000 thread counts|%.1f ms at %d (%.0f MB RSS)|%.1f ms at %d|%.2f|<= 1.5\n", pb, n1, r / 1024, pa, n0, pb / pa }'
read -r svg page <<< "${sizes_of[${sizes[-1]}]}"
run awk -v n="${sizes[-1]}" -v s="$svg" -v p="$page" 'BEGIN {
  printf "RESULT growth, figure of %d thread counts|%.2f MB SVG|its page %.2f MB (data table included)|-|< 2 MB\n", n, s / 1e6, p / 1e6 }'

section "diff: the command on one report with more and more points"
# As growth, with 5 iterations per point on each side (every fourth point
# 10 % lower in the current one): `pixreport diff` of the two report
# folders, its document written; CPU per point beyond the N = 0 diff.
dsizes=(2000 10000 100000)
for n in 0 "${dsizes[@]}"; do
  for side in base cur; do
    cp -r data "$work/d$side$n"
    ((n)) && awk -v n="$n" -v cur="$([[ $side == cur ]] && echo 1 || echo 0)" 'BEGIN { srand(cur + 1)
      print "threads,iteration,read"
      for (t = 1; t <= n; t++) for (i = 1; i <= 5; i++)
        printf "%d,%d,%.3f\n", t, i, (300 + 80 * (1 - exp(-8 * t / n))) * (cur && t % 4 == 0 ? 0.9 : 1) * (1 + 0.02 * (2 * rand() - 1)) }' \
      > "$work/d$side$n/small-vm-measured/results/rand-4k.csv"
  done
done
for _ in 1 2 3; do
  for n in 0 "${dsizes[@]}"; do
    rm -rf "$work/dout"
    m "d$n" "$bin" diff "$work/dbase$n" "$work/dcur$n" --report small-vm-measured --out "$work/dout"
  done
done
printf '%-16s %9s %9s %18s %9s\n' "points" "wall s" "CPU s" "CPU µs per point" "RSS MB" | tee -a "$log"
for n in 0 "${dsizes[@]}"; do
  awk -v n="$n" -v w="$(low "d$n" 2)" -v c="$(low "d$n" 3)" -v c0="$(low d0 3)" -v r="$(low "d$n" 4)" 'BEGIN {
    printf "%-16s %9.3f %9.3f %18s %9.1f\n", n ? n : "2 (bundled)", w, c, n ? sprintf("%.1f", (c - c0) * 1e6 / n) : "-", r / 1024 }'
done | tee -a "$log"
run awk -v n0="${dsizes[0]}" -v n1="${dsizes[-1]}" -v c0="$(low d0 3)" -v a="$(low "d${dsizes[0]}" 3)" \
  -v b="$(low "d${dsizes[-1]}" 3)" 'BEGIN {
  pa = (a - c0) * 1e6 / n0; pb = (b - c0) * 1e6 / n1
  printf "RESULT diff command, CPU per point|%.1f µs at %d|%.1f µs at %d|%.2f|<= 1.5\n", pb, n1, pa, n0, pb / pa }'

section "durable: what a build flushes"
if command -v strace > /dev/null; then
  rm -rf "$work/site"
  strace -f -c -o "$work/strace" -e trace=fsync,fdatasync,sync,syncfs "$bin" build --lang all --out "$work/site" > /dev/null 2>&1
  tee -a "$log" < "$work/strace"
  run awk '$NF == "fsync" { f = $4 } $NF ~ /^(sync|syncfs)$/ { s += $4 }
    END { printf "RESULT durable, first build|%d fsync, %d sync/syncfs|-|-|0 syncfs\n", f, s }' "$work/strace"
else
  echo "skipped: no strace"
fi

flag=()
((quick)) && flag=(-- --quick)
section "png: this build's PNG stage, ms per figure"
run $CARGO_CMD bench --locked -q --bench png "${flag[@]}"
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
scan_line=$(awk '/^find -printf/ { f = $(NF - 5) }
  /^scan, [0-9]+ threads/ { gsub(/[()x]/, ""); print "RESULT scan|" $5 " files/s|find %U " f " files/s|" $7 "|>= 1"; exit }' "$log")
echo "$scan_line" >> "$log"

section "listing: scan --listing FILE vs wc -l FILE"
SCAN_BIN="$bin" run bash bench/scan-listing.sh "$( ((quick)) && echo 10000000 || echo 30000000)"
section "rebuild: incremental builds"
run bash bench/incremental.sh "$bin" "$( ((quick)) && echo 40 || echo 320)"
section "serve: edit to reload, one CSV value"
run bash bench/serve.sh "$bin" "$( ((quick)) && echo 40 || echo 300)"
section "diff: points x 5 iterations, long series and grid cells"
run $CARGO_CMD bench --locked -q --bench diff "${flag[@]}"
section "pdf: --pdf, peak RSS at 4 and 40 documents"
run bash bench/pdf.sh || echo "pdf: failed (see above)"

section "summary (ratios against same-run baselines)"
printf '%-30s %-28s %-30s %-8s %s\n' benchmark measured baseline ratio target
grep '^RESULT ' "$log" | sed 's/^RESULT //' | awk -F'|' '{ printf "%-30s %-28s %-30s %-8s %s\n", $1, $2, $3, $4, $5 }'
echo "machine: $(nproc) CPUs, load average $(cut -d' ' -f1-3 /proc/loadavg)"
