#!/usr/bin/env bash
# Listing throughput and memory: a find listing of LINES lines (default 100
# million) is generated on the fly and piped to `pixreport scan --listing -`
# (no 10 GB file on disk), and, in the same run, to `wc -l`: the floor of
# what reading the stream costs.
#
#   bash bench/scan-listing.sh [LINES]
#
# The generator writes a block of one million synthetic listing lines once
# (about 80 MB, in a temporary folder), then `cat`s it as often as needed:
# its cost is the same for both consumers and is part of the `wc -l` floor;
# it is also timed alone (`gen | cat > /dev/null`), to show the stream is not
# what limits the scan (the generator shares the CPUs with the scanner).
# Files have one link each, as most do, so memory must stay flat however
# long the stream. Environment: SCAN_BIN (default: builds
# target/release/pixreport), LISTING_BENCH_THREADS (default: one per CPU).
set -euo pipefail
lines=${1:-100000000}
here=$(cd "$(dirname "$0")/.." && pwd)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
if [[ -z ${SCAN_BIN:-} ]]; then
    (cd "$here" && cargo build --release --locked --quiet)
    SCAN_BIN=$here/target/release/pixreport
fi
cpus=$(nproc)
threads=${LISTING_BENCH_THREADS:-$cpus}
per_block=1000000
"$SCAN_BIN" scan --synthetic 1 --files "$per_block" --emit-listing > "$work/block"
block_lines=$(wc -l < "$work/block")
reps=$(( (lines + block_lines - 1) / block_lines ))
total_lines=$((reps * block_lines))
gen() { for ((i = 0; i < reps; i++)); do cat "$work/block"; done; }
calc() { awk "BEGIN { printf \"%.3f\", $1 }"; }
now() { date +%s.%N; }

echo "stream: $reps x $block_lines lines = $total_lines lines, $(calc "$reps * $(stat -c %s "$work/block") / 1e9") GB" >&2
t0=$(now)
gen | cat > /dev/null
t1=$(now)
gen_s=$(calc "$t1 - $t0")

t0=$(now)
counted=$(gen | wc -l)
t1=$(now)
[[ $counted == "$total_lines" ]] || { echo "wc counted $counted lines" >&2; exit 1; }
wc_s=$(calc "$t1 - $t0")

t0=$(now)
gen | /usr/bin/time -f '%M %U %S' -o "$work/time" \
    "$SCAN_BIN" scan --listing - --threads "$threads" --taken 2019-10-01 > "$work/usage.csv" 2> "$work/err"
t1=$(now)
scan_s=$(calc "$t1 - $t0")
files=$(awk -F, '$1 == "total" && $2 == "files" { print $3 }' "$work/usage.csv")
[[ $files == $((reps * per_block)) ]] || { echo "scan counted $files files" >&2; cat "$work/err" >&2; exit 1; }
read -r rss_kib user_s sys_s < "$work/time"

echo "machine: $cpus CPUs, load average $(cut -d' ' -f1-3 /proc/loadavg), $(uname -sr)"
printf 'generator alone          : %7.2f s  %12.0f lines/s\n' "$gen_s" "$(calc "$total_lines / $gen_s")"
printf 'wc -l (floor)            : %7.2f s  %12.0f lines/s\n' "$wc_s" "$(calc "$total_lines / $wc_s")"
printf 'scan --listing -, %d thr : %7.2f s  %12.0f lines/s  %12.0f lines/s per core  (%.2f x the wc -l time)\n' \
    "$threads" "$scan_s" "$(calc "$total_lines / $scan_s")" "$(calc "$total_lines / $scan_s / $cpus")" "$(calc "$scan_s / $wc_s")"
printf 'scan CPU time            : %7.2f s  %12.0f lines per CPU-second\n' "$(calc "$user_s + $sys_s")" \
    "$(calc "$total_lines / ($user_s + $sys_s)")"
printf 'scan peak RSS            : %7.1f MB\n' "$(calc "$rss_kib / 1024")"
printf 'RESULT listing|%.0f lines/s, %.0f MB RSS|wc -l %.0f lines/s|%.2f|>= 5e6 lines/s on 2 cores, < 200 MB\n' \
    "$(calc "$total_lines / $scan_s")" "$(calc "$rss_kib / 1024")" "$(calc "$total_lines / $wc_s")" "$(calc "$wc_s / $scan_s")"
