#!/usr/bin/env bash
# `pixreport serve`, edit to reload (issue 49): one value of one results CSV
# changed on disk, timed until the event stream says `reload` (the site is
# rebuilt in memory and the pages are told), in the bundled project and in
# one of COPIES+5 reports (the bundled ones plus copies of small-vm-measured),
# each printed beside a full `build` of the same project into an empty folder.
# Target: at most 100 ms in the bundled project, and about the same in the
# big one (only the changed report is rebuilt).
#
# Usage: bench/serve.sh BIN [COPIES] [ROUNDS]   (default 300 copies, 7 rounds)
# Prints a table and RESULT lines for bench/run.sh.
set -euo pipefail
bin=$(realpath "$1")
copies=${2:-300}
rounds=${3:-7}
here=$(cd "$(dirname "$0")/.." && pwd)
work=$(mktemp -d)
pids=()
trap 'kill "${pids[@]}" 2>/dev/null || true; rm -rf "$work"' EXIT
cd "$work"
export LC_ALL=C
ms() { awk -v s="$1" -v e="$2" 'BEGIN { printf "%.1f\n", (e - s) * 1000 }'; }
min() { printf '%s\n' "$@" | sort -g | head -1; }
median() { printf '%s\n' "$@" | sort -g | awk '{ v[NR] = $1 } END { print v[int((NR + 1) / 2)] }'; }

# Milliseconds of a full build of project $1 into an empty folder, best of 3.
full_build() {
  local t=() s e
  for _ in 1 2 3; do
    rm -rf site; s=$EPOCHREALTIME; "$bin" build --data "$1" --lang all --out site > /dev/null 2>&1; e=$EPOCHREALTIME
    t+=("$(ms "$s" "$e")")
  done
  rm -rf site
  min "${t[@]}"
}

# Edit-to-reload of project $1 changing report $2's rand-4k.csv: ROUNDS
# timings (ms), one a line, after one warm-up edit.
edit_to_reload() {
  local data=$1 report=$2 port gen s e n
  "$bin" serve --data "$data" --lang all --port 0 > "serve-$report.out" 2> "serve-$report.err" &
  pids+=($!)
  until port=$(sed -n 's|^serving http://127.0.0.1:\([0-9]*\)/.*|\1|p' "serve-$report.out") && [[ -n $port ]]; do sleep 0.05; done
  gen=$(curl -s "http://127.0.0.1:$port/en/$report/index.html" | sed -n 's/.*data-generation="\([0-9]*\)".*/\1/p')
  curl -sN "http://127.0.0.1:$port/__pixreport/events?since=$gen" > "events-$report" &
  pids+=($!)
  sleep 0.3
  for i in $(seq 0 "$rounds"); do
    s=$EPOCHREALTIME
    sed -i "s/^4,1,[0-9.]*/4,1,$((700000 + i * 1111))/" "$data/$report/results/rand-4k.csv"
    until n=$(grep -c '^event: reload' "events-$report") && ((n > i)); do :; done
    e=$EPOCHREALTIME
    ((i > 0)) && ms "$s" "$e"
  done
  grep -q "$((700000 + rounds * 1111))" <(curl -s "http://127.0.0.1:$port/en/$report/index.html" | tr -d ',') \
    || { echo "the last value is not on the served page" >&2; exit 1; }
}

cp -r "$here/data" data
edit_to_reload data small-vm-measured > small.ms
mapfile -t small < small.ms
small_build=$(full_build data)

mkdir big
cp -r data/* big/
list=$(sed -n 's/^reports = \[\(.*\)\]$/\1/p' data/pixreport.toml)
for i in $(seq -f %03g 1 "$copies"); do
  cp -r "$here/data/small-vm-measured" "big/r$i"
  list="$list, \"r$i\""
done
sed -i "s/^reports = .*/reports = [$list]/" big/pixreport.toml
mid=r$(printf %03d $(((copies + 1) / 2)))
edit_to_reload big "$mid" > large.ms
mapfile -t large < large.ms
big_build=$(full_build big)

printf '%-40s %12s %12s %14s\n' "edit to reload (ms, $rounds rounds)" min median "full build"
printf '%-40s %12s %12s %14s\n' "bundled project (6 reports)" "$(min "${small[@]}")" "$(median "${small[@]}")" "$small_build"
printf '%-40s %12s %12s %14s\n' "$((copies + 6)) reports" "$(min "${large[@]}")" "$(median "${large[@]}")" "$big_build"
echo "serve's own lines (bundled):"; sed 's/^/  /' serve-small-vm-measured.err | tail -3
echo "serve's own lines (big):"; sed 's/^/  /' "serve-$mid.err" | tail -3
ratio() { awk -v a="$1" -v b="$2" 'BEGIN { printf "%.3f", a / b }'; }
printf 'RESULT serve, edit to reload, bundled|%s ms (median)|full build %s ms|%s|<= 100 ms\n' \
  "$(median "${small[@]}")" "$small_build" "$(ratio "$(median "${small[@]}")" "$small_build")"
printf 'RESULT serve, edit to reload, %d reports|%s ms (median)|full build %s ms|%s|about the bundled one\n' \
  "$((copies + 6))" "$(median "${large[@]}")" "$big_build" "$(ratio "$(median "${large[@]}")" "$big_build")"
