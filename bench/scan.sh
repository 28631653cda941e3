#!/usr/bin/env bash
# Scanner throughput against find(1) on a tree of 1,000,000 small and empty
# files in 1,000 directories.
#
#   bench/scan.sh            # creates the tree (about a minute) unless present
#
# Environment:
#   SCAN_BENCH_TREE   where the tree is (default /tmp/pixreport-scan-bench);
#                     a complete tree there (marked by $SCAN_BENCH_TREE.complete)
#                     is reused and kept
#   SCAN_BENCH_KEEP=1 keep a tree this run created (default: remove it)
#   SCAN_BENCH_DIRS   directories of 1,000 files (default 1000; fewer for a smoke test)
#   SCAN_BENCH_RUNS   timed runs of each command after one warm-up (default 3)
#   SCAN_BIN          the pixreport binary to time (default: builds target/release/pixreport)
#
# Both commands stat every entry (find prints each file's size and numeric
# owner, `%U`: a user-name lookup per file, `%u`, would slow it 2.5x and
# flatter the scanner) and are timed with warm caches (the warm-up
# run fills them); runs alternate between the two so that load from other
# processes hits both alike. The scanner runs with one thread per CPU and,
# for a like-for-like figure, with one thread. Throughput is files per
# second (files in the tree / elapsed seconds) for every command, so the ratio
# is find's time over the scanner's: above 1 means the scanner is faster.
set -euo pipefail

tree=${SCAN_BENCH_TREE:-/tmp/pixreport-scan-bench}
runs=${SCAN_BENCH_RUNS:-3}
dirs=${SCAN_BENCH_DIRS:-1000}
per_dir=1000
files=$((dirs * per_dir))
here=$(cd "$(dirname "$0")/.." && pwd)

calc() { awk "BEGIN { printf \"%.6f\", $1 }"; }
now() { date +%s.%N; }

created=0
cleanup() {
    if ((created)) && [[ ${SCAN_BENCH_KEEP:-0} != 1 ]]; then
        echo "removing $tree" >&2
        rm -rf "$tree" "$tree.complete"
    fi
}
trap cleanup EXIT
if [[ ! -f $tree.complete ]]; then
    echo "creating $files files in $dirs directories under $tree …" >&2
    rm -rf "$tree"
    mkdir -p "$tree"
    created=1
    start=$(now)
    # Even directories: empty files; odd ones: 100-byte files (sparse). One
    # touch/truncate per directory, two directories at a time.
    # shellcheck disable=SC2016
    seq 0 $((dirs - 1)) | xargs -P 2 -n 1 bash -c '
        d=$1/d$2; mkdir -p "$d" && cd "$d" || exit 1
        if (( $2 % 2 )); then truncate -s 100 f{000..999}.dat; else touch f{000..999}.txt; fi
    ' _ "$tree"
    touch "$tree.complete"
    echo "created in $(calc "$(now) - $start") s" >&2
fi

if [[ -z ${SCAN_BIN:-} ]]; then
    (cd "$here" && ${CARGO_CMD:-cargo} build --release --locked --quiet)
    SCAN_BIN=$here/target/release/pixreport
fi

# time_cmd NAME COMMAND… : runs once, prints elapsed seconds, checks the count.
time_cmd() {
    local name=$1 t0 t1 out
    shift
    t0=$(now)
    out=$("$@")
    t1=$(now)
    case $name in
        find) [[ $out -eq $((files + dirs + 1)) ]] || { echo "find counted $out entries" >&2; exit 1; } ;;
        *) [[ $out == "$files" ]] || { echo "$name counted $out files" >&2; exit 1; } ;;
    esac
    calc "$t1 - $t0"
}
find_cmd() { find "$tree" -printf '%s %U\n' | wc -l; }
scan_cmd() { "$SCAN_BIN" scan --threads "$1" "$tree" 2>/dev/null | awk -F, '$1=="total" && $2=="files" {print $3}'; }

cpus=$(nproc)
declare -A total=([find]=0 [scan]=0 [scan1]=0)
echo "warm-up …" >&2
time_cmd find find_cmd >/dev/null
time_cmd scan scan_cmd "$cpus" >/dev/null
time_cmd scan1 scan_cmd 1 >/dev/null
for i in $(seq 1 "$runs"); do
    for name in find scan scan1; do
        case $name in
            find) t=$(time_cmd find find_cmd) ;;
            scan) t=$(time_cmd scan scan_cmd "$cpus") ;;
            scan1) t=$(time_cmd scan1 scan_cmd 1) ;;
        esac
        printf 'run %d %-5s %6.3f s  %9.0f files/s\n' "$i" "$name" "$t" "$(calc "$files / $t")"
        total[$name]=$(calc "${total[$name]} + $t")
    done
done

rate() { calc "$files * $runs / ${total[$1]}"; }
echo
echo "machine: $cpus CPUs, load average $(cut -d' ' -f1-3 /proc/loadavg), $(uname -sr)"
printf 'find -printf "%%s %%U\\n" | wc -l : %9.0f files/s (mean of %d runs)\n' "$(rate find)" "$runs"
printf 'scan, %d threads              : %9.0f files/s  (%.2f x find)\n' "$cpus" "$(rate scan)" \
    "$(calc "${total[find]} / ${total[scan]}")"
printf 'scan, 1 thread               : %9.0f files/s  (%.2f x find)\n' "$(rate scan1)" \
    "$(calc "${total[find]} / ${total[scan1]}")"

