#!/usr/bin/env bash
# Ingest throughput and peak memory on a large input: the largest real IOR
# and mdtest text log from tests/fixtures/raw that ingests on its own,
# repeated to about 200 MB, parsed by
# the release binary, against `wc -l` on the same file in the same run as the
# floor. The IOR log is also parsed by the regular-expression parser a user
# would write in Python (bench/ior_parse.py), in CPU seconds, when `python3`
# is there. Peak memory (max RSS) comes from /usr/bin/time -v when present.
# Usage: bash bench/ingest.sh [MB]   (default 200)
# Prints one line per tool, then `RESULT` lines that bench/run.sh collects.
set -euo pipefail
cd "$(dirname "$0")/.."
mb=${1:-200}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
${CARGO_CMD:-cargo} build --release --locked -q
bin=target/release/pixreport

make_big() { # out, files…: the files repeated to at least $mb MB, whole copies
  local out=$1; shift
  # About 1 MB of copies first, then that appended: a few hundred `cat`s
  # instead of one per copy (a 3 kB log is 70,000 copies).
  local chunk="$out.chunk"
  : > "$chunk"
  while [ "$(stat -c %s "$chunk")" -lt 1000000 ]; do cat "$@" >> "$chunk"; done
  : > "$out"
  while [ "$(stat -c %s "$out")" -lt $((mb * 1000 * 1000)) ]; do cat "$chunk" >> "$out"; done
  rm -f "$chunk"
}
best() { # command…: best of 3 wall-clock seconds
  local b=999999
  for _ in 1 2 3; do
    local s e
    s=$(date +%s.%N); "$@" > /dev/null 2>&1; e=$(date +%s.%N)
    b=$(echo "$e - $s" | bc -l | awk -v b="$b" '{ print ($1 < b) ? $1 : b }')
  done
  echo "$b"
}
# Best of 5: on a shared machine a neighbour on the same core slows the
# parse, and CPU time counts that too (one full run gave 282 MB per CPU
# second with best of 3, where the wall clock of other runs gave 403 MB/s
# and a run of this script alone 393 MB per CPU second).
cpu_best() { # command…: best of 5 CPU seconds (user + sys), or "?" without GNU time
  if [ ! -x /usr/bin/time ]; then echo "?"; return; fi
  local b=999999
  for _ in 1 2 3 4 5; do
    /usr/bin/time -f '%U %S' -o "$work/cpu" "$@" > /dev/null 2>&1
    b=$(awk -v b="$b" '{ c = $1 + $2; print (c < b) ? c : b }' "$work/cpu")
  done
  echo "$b"
}
rss_mb() { # command…: max RSS in MB, or "?" without GNU time
  if [ -x /usr/bin/time ]; then
    /usr/bin/time -v "$@" 2>&1 >/dev/null | awk -F': ' '/Maximum resident/ { printf "%.1f", $2 / 1024 }'
  else
    echo "?"
  fi
}

for tool in ior mdtest; do
  # One workload, so ingest accepts the whole file (the logs of different
  # workloads are refused without --into): the largest real log that ingests
  # alone, repeated; its repeats become iterations, as in a long campaign.
  mapfile -t files < <(find tests/fixtures/raw/$tool -name '*.txt' -not -path '*variants*' -printf '%s %p\n' | sort -rn | cut -d' ' -f2-)
  one=""
  for f in "${files[@]}"; do
    if "$bin" ingest --tool "$tool" "$f" > /dev/null 2>&1; then one=$f; break; fi
  done
  [ -n "$one" ] || { echo "no $tool fixture ingests alone"; exit 1; }
  big="$work/$tool.txt"
  make_big "$big" "$one"
  # The timings below are of a successful ingest, not of an error.
  # (Its warnings, one or two per run of a long log, go to a file.)
  "$bin" ingest --tool "$tool" "$big" > /dev/null 2> "$work/stderr" || { cat "$work/stderr"; echo "ingest of $big failed"; exit 1; }
  size=$(stat -c %s "$big")
  wc_s=$(best wc -l "$big")
  in_s=$(best "$bin" ingest --tool "$tool" "$big")
  cpu_s=$(cpu_best "$bin" ingest --tool "$tool" "$big")
  rss=$(rss_mb "$bin" ingest --tool "$tool" "$big")
  # The target is per core: MB per CPU second (user + sys) where GNU time
  # is there; wall-clock MB/s is printed beside it (on a shared machine it
  # also counts time the process waited for a core).
  awk -v t="$tool" -v sz="$size" -v w="$wc_s" -v i="$in_s" -v c="$cpu_s" -v r="$rss" 'BEGIN {
    cpu = (c == "?") ? "?" : sprintf("%.1f", sz/1e6/c)
    printf "%-7s %6.1f MB  wc -l: %7.1f MB/s   pixreport ingest: %7.1f MB/s wall, %s MB per CPU second   (ingest takes %.1f× wc -l), max RSS %s MB\n",
      t, sz/1e6, sz/1e6/w, sz/1e6/i, cpu, i/w, r
    per_core = (c == "?") ? sprintf("%.0f MB/s wall", sz/1e6/i) : sprintf("%.0f MB/s per core (wall %.0f MB/s)", sz/1e6/c, sz/1e6/i)
    printf "RESULT ingest-%s-speed|%s|wc -l %.0f MB/s|%.3f|>= 400 MB/s per core\n", t, per_core, sz/1e6/w, w/i
    printf "RESULT ingest-%s-rss|%s MB|%.0f MB log|-|< 64 MB (200 MB log)\n", t, r, sz/1e6 }'
  py=${PYTHON:-python3}
  if [ "$tool" = ior ] && command -v "$py" > /dev/null && [ "$cpu_s" != "?" ]; then
    py_s=$(cpu_best "$py" bench/ior_parse.py "$big")
    awk -v sz="$size" -v c="$cpu_s" -v p="$py_s" 'BEGIN {
      printf "ior     Python regex parser (bench/ior_parse.py): %.1f MB per CPU second; pixreport %.1f (%.1f× less CPU)\n", sz/1e6/p, sz/1e6/c, p/c
      printf "RESULT ingest-ior-vs-python|%.0f MB per CPU second|Python regex parser %.0f MB per CPU second|%.1f|- (times less CPU)\n", sz/1e6/c, sz/1e6/p, p/c }'
  fi
  # Instructions per byte on a 10 MB cut (whole copies of the same log),
  # counted by callgrind where valgrind is installed: unlike CPU seconds,
  # this count does not move with what else the machine is doing, so it
  # shows a change in the parser itself between two runs of this script.
  # Informational: the target above is in seconds.
  if command -v valgrind > /dev/null; then
    cut="$work/$tool-cut.txt"
    mb_was=$mb; mb=10; make_big "$cut" "$one"; mb=$mb_was
    instr() { valgrind --tool=callgrind --callgrind-out-file=/dev/null "$@" 2>&1 > /dev/null | awk '/Collected :/ { print $NF }'; }
    ins=$(instr "$bin" ingest --tool "$tool" "$cut")
    wci=$(instr wc -l "$cut")
    cs=$(stat -c %s "$cut")
    awk -v t="$tool" -v n="$ins" -v w="$wci" -v sz="$cs" 'BEGIN {
      printf "%-7s %6.1f MB cut: %.1f instructions per byte (callgrind; wc -l %.2f)\n", t, sz/1e6, n/sz, w/sz
      printf "RESULT ingest-%s-instructions|%.1f per byte (%.0f M on %.1f MB)|wc -l %.2f per byte|%.1f|- (informational)\n", t, n/sz, n/1e6, sz/1e6, w/sz, n/w }'
  fi
done
