#!/usr/bin/env bash
# Listing throughput and memory: a find listing of LINES lines (default 30
# million, about 2.4 GB) written to a file, then `pixreport scan --listing
# FILE` against `wc -l FILE` on that same file (the floor of reading it),
# 3 interleaved rounds after a warm-up read, minimum of each.
#
#   bash bench/scan-listing.sh [LINES]
#
# The file repeats one block of a million synthetic listing lines, made
# like the lines `find` prints: a folder's entries together (the block
# sorted by path) and `%T@` with GNU find's ten digits after the point.
# The same lines in the generator's order (every line in another of 72
# folders, no fraction), which no `find` prints, are timed in the same
# rounds as a second row. Files have one link each, as most do, so memory
# must stay flat however long the file. The summary a user would write in
# mawk instead (bench/listing_sum.awk) is timed on the file's first
# 3,000,000 lines, in lines per CPU second, when mawk is there. Then
# listings where every file is
# in a first-level folder (fileset) of its own, 500,000 and 2,000,000
# lines: CPU per fileset, peak RSS.
# Environment: SCAN_BIN (default: builds target/release/pixreport),
# LISTING_BENCH_THREADS (default: one per CPU).
set -euo pipefail
lines=${1:-30000000}
here=$(cd "$(dirname "$0")/.." && pwd)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
if [[ -z ${SCAN_BIN:-} ]]; then
    (cd "$here" && ${CARGO_CMD:-cargo} build --release --locked --quiet)
    SCAN_BIN=$here/target/release/pixreport
fi
cpus=$(nproc)
threads=${LISTING_BENCH_THREADS:-$cpus}
per_block=1000000
"$SCAN_BIN" scan --synthetic 1 --files "$per_block" --emit-listing > "$work/block"
LC_ALL=C sort -s -t$'\t' -k8,8 "$work/block" |
    awk -F'\t' -v OFS='\t' '{ $4 = $4 "." sprintf("%05d%05d", NR * 7919 % 100000, NR * 104729 % 100000); print }' > "$work/found"
reps=$(( (lines + per_block - 1) / per_block ))
for ((i = 0; i < reps; i++)); do cat "$work/found"; done > "$work/listing"
for ((i = 0; i < reps; i++)); do cat "$work/block"; done > "$work/shuffled"
rm "$work/found"
# Growth in filesets (first-level folders): each file of FS lines in a
# folder of its own, in the order find lists them.
fs_sizes=(500000 2000000)
for n in "${fs_sizes[@]}"; do
    for ((i = 0; i < (n + per_block - 1) / per_block; i++)); do cat "$work/block"; done |
        awk -F'\t' -v OFS='\t' -v n="$n" 'NR <= n { i = index($8, "/"); $8 = "f" NR (i ? substr($8, i) : ""); print }' > "$work/fs$n"
done
rm "$work/block"
total_lines=$(wc -l < "$work/listing")
calc() { awk "BEGIN { printf \"%.3f\", $1 }"; }

# One run: "wall-seconds CPU-seconds peak-RSS-KiB" of COMMAND (output to $work/out).
timed() {
    local s e
    s=$EPOCHREALTIME
    /usr/bin/time -f '%U %S %M' -o "$work/time" "$@" > "$work/out" 2> "$work/err"
    e=$EPOCHREALTIME
    read -r u sy rss < "$work/time"
    echo "$(calc "$e - $s") $(calc "$u + $sy") $rss"
}
min() { printf '%s\n' "$@" | sort -g | head -1; }
scan=("$SCAN_BIN" scan --threads "$threads" --taken 2019-10-01 --listing)
# The files the last scan counted must be every file listed.
counted() {
    local files
    files=$(awk -F, '$1 == "total" && $2 == "files" { print $3 }' "$work/out")
    [[ $files == $((reps * per_block)) ]] || { echo "scan counted $files files" >&2; cat "$work/err" >&2; exit 1; }
}
wc_t=() scan_t=() scan_cpu=() shuf_t=() rss=0
wc -l "$work/listing" "$work/shuffled" > /dev/null
for _ in 1 2 3; do
    read -r w _ _ < <(timed wc -l "$work/listing")
    [[ $(cut -d' ' -f1 "$work/out") == "$total_lines" ]] || { echo "wc counted $(cat "$work/out")" >&2; exit 1; }
    wc_t+=("$w")
    read -r w c r < <(timed "${scan[@]}" "$work/listing")
    counted
    scan_t+=("$w") scan_cpu+=("$c")
    ((r > rss)) && rss=$r
    read -r w _ _ < <(timed "${scan[@]}" "$work/shuffled")
    counted
    shuf_t+=("$w")
done
wc_s=$(min "${wc_t[@]}") scan_s=$(min "${scan_t[@]}") cpu_s=$(min "${scan_cpu[@]}") shuf_s=$(min "${shuf_t[@]}")

echo "machine: $cpus CPUs, load average $(cut -d' ' -f1-3 /proc/loadavg), $(uname -sr)"
echo "file: $total_lines lines, $(calc "$(stat -c %s "$work/listing") / 1e9") GB"
printf 'wc -l FILE (floor)           : %7.2f s  %12.0f lines/s\n' "$wc_s" "$(calc "$total_lines / $wc_s")"
printf 'scan --listing FILE, %d thr : %7.2f s  %12.0f lines/s  (%.2f x the wc -l time)\n' \
    "$threads" "$scan_s" "$(calc "$total_lines / $scan_s")" "$(calc "$scan_s / $wc_s")"
printf 'scan CPU time                : %7.2f s  %12.0f lines per CPU-second\n' "$cpu_s" "$(calc "$total_lines / $cpu_s")"
printf 'scan peak RSS                : %7.1f MB\n' "$(calc "$rss / 1024")"
printf 'the same, folders shuffled    : %7.2f s  %12.0f lines/s\n' "$shuf_s" "$(calc "$total_lines / $shuf_s")"
printf 'RESULT listing|%.0f lines/s, %.0f MB RSS|wc -l FILE %.0f lines/s|%.2f|>= 15e6 lines/s on 2 cores, < 200 MB\n' \
    "$(calc "$total_lines / $scan_s")" "$(calc "$rss / 1024")" "$(calc "$total_lines / $wc_s")" "$(calc "$wc_s / $scan_s")"
printf 'RESULT listing, folders shuffled|%.0f lines/s|in folder order %.0f lines/s|%.2f|-\n' \
    "$(calc "$total_lines / $shuf_s")" "$(calc "$total_lines / $scan_s")" "$(calc "$scan_s / $shuf_s")"

if command -v mawk > /dev/null; then
    head -n 3000000 "$work/listing" > "$work/cut"
    awk_cpu=()
    for _ in 1 2 3; do
        read -r _ c _ < <(timed mawk -f "$here/bench/listing_sum.awk" "$work/cut")
        awk_cpu+=("$c")
    done
    awk_s=$(min "${awk_cpu[@]}") cut_lines=$(wc -l < "$work/cut")
    rm "$work/cut"
    printf 'mawk summary, %d lines       : %7.2f s CPU  %12.0f lines per CPU-second\n' "$cut_lines" "$awk_s" "$(calc "$cut_lines / $awk_s")"
    printf 'RESULT listing vs mawk|%.0f lines per CPU second|mawk summary %.0f lines per CPU second|%.1f|- (times less CPU)\n' \
        "$(calc "$total_lines / $cpu_s")" "$(calc "$cut_lines / $awk_s")" "$(calc "($total_lines / $cpu_s) / ($cut_lines / $awk_s)")"
fi

# Filesets: 3 interleaved rounds, minimum CPU (user + sys), largest peak RSS.
declare -A fs_cpu fs_rss
for _ in 1 2 3; do
    for n in "${fs_sizes[@]}"; do
        read -r _ c r < <(timed "$SCAN_BIN" scan --listing "$work/fs$n" --threads "$threads" --taken 2019-10-01)
        if [[ -z ${fs_cpu[$n]:-} ]] || awk -v a="$c" -v b="${fs_cpu[$n]}" 'BEGIN { exit !(a < b) }'; then
            fs_cpu[$n]=$c
        fi
        ((r > ${fs_rss[$n]:-0})) && fs_rss[$n]=$r
    done
done
for n in "${fs_sizes[@]}"; do
    printf 'filesets %-9d           : %7.2f s CPU  %7.2f µs per fileset  %7.1f MB RSS\n' "$n" "${fs_cpu[$n]}" \
        "$(calc "${fs_cpu[$n]} * 1e6 / $n")" "$(calc "${fs_rss[$n]} / 1024")"
done
a=${fs_sizes[0]} b=${fs_sizes[-1]}
printf 'RESULT listing, CPU per fileset|%.2f µs at %d (%.0f MB RSS)|%.2f µs at %d (%.0f MB RSS)|%.2f|<= 1.5\n' \
    "$(calc "${fs_cpu[$b]} * 1e6 / $b")" "$b" "$(calc "${fs_rss[$b]} / 1024")" \
    "$(calc "${fs_cpu[$a]} * 1e6 / $a")" "$a" "$(calc "${fs_rss[$a]} / 1024")" \
    "$(calc "(${fs_cpu[$b]} / $b) / (${fs_cpu[$a]} / $a)")"
