#!/usr/bin/env bash
# Incremental rebuilds (issue 16, item 2), with the release binary:
#
#   first      the bundled site (all reports, all languages) into an empty
#              folder: the baseline, best of 3
#   no change  the same build again (best of 3), and again with the state in
#              the output's marker spoilt (everything rendered, compared,
#              nothing written)
#   one CSV    one value of one results CSV changed: the whole build (which
#              renders that report alone) against `--report` of it into
#              another site, best of 3 interleaved rounds; and in the
#              first round, files rewritten (inode or
#              mtime changed) against files whose bytes differ
#   --png      a first build with PNG figures (best of 3), then no change
#              (best of 3): skipped while the machine's fonts stay the same
#   --report   (after four warm-up --report builds, timed and printed apart)
#              one report rebuilt in a site of COPIES+5 reports against
#              building that report alone into an empty folder (which reads
#              only that report), 7 interleaved rounds: the ratio of the
#              minimums, and the median of the rounds' ratios; CPU time beside
#              the wall time. In the big site the build stages the whole
#              tree (hard links) and compares the files it writes: about a
#              second, against hundredths for the report alone
#   growth     whole-site builds with 40 and 320 copies into empty folders:
#              peak RSS (flat: each report's files are written as it is
#              rendered) and CPU per report (user + sys)
#
# Usage: bench/incremental.sh BIN [COPIES]   (default 320 copies)
# Prints a table and RESULT lines for bench/run.sh.
set -euo pipefail
bin=$(realpath "$1")
copies=${2:-320}
here=$(cd "$(dirname "$0")/.." && pwd)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
cd "$work"
cp -r "$here/data" data

export LC_ALL=C
# Wall seconds of one run of a command. The clock is bash's own
# EPOCHREALTIME, read without starting a process: a `date` before and
# after added a few milliseconds to both sides of the --report ratio.
once() {
  local s e
  s=$EPOCHREALTIME; "$@" > /dev/null; e=$EPOCHREALTIME
  awk -v s="$s" -v e="$e" 'BEGIN { printf "%.4f\n", e - s }'
}
min() { printf '%s\n' "$@" | sort -g | head -1; }
# CPU seconds (user + sys) of one run, where GNU time is installed: on a
# busy disk the wall time of a build is mostly waiting for the journal.
cpu() {
  if [[ -x /usr/bin/time ]]; then
    /usr/bin/time -f '%U %S' -o "$work/cpu" "$@" > /dev/null
    awk '{ printf "%.2f\n", $1 + $2 }' "$work/cpu"
  else
    "$@" > /dev/null; echo "?"
  fi
}
stamps() { find "$1" -type f -printf '%i %T@ %P\n' | sort -k3 > "$2"; }
# Files in both listings whose inode or mtime changed.
rewritten() { join -1 3 -2 3 "$1" "$2" | awk '$2 != $4 || $3 != $5' | wc -l; }
build() { "$bin" build --data data --lang all "$@"; }
# An empty output (a build leaves nothing beside it).
fresh() { rm -rf "$1"; }

t=()
for _ in 1 2 3; do fresh site; t+=("$(once build --out site)"); done
first=$(min "${t[@]}")
files=$(find site -type f | wc -l)
stamps site before

t=()
for _ in 1 2 3; do t+=("$(once build --out site)"); done
same=$(min "${t[@]}")
stamps site after
same_rw=$(rewritten before after)

t=()
for _ in 1 2 3; do printf '{}' > site/.pixreport-output; t+=("$(once build --out site)"); done
norender=$(min "${t[@]}")
stamps site after2
# The marker is the file this row spoils (the bench wrote it), so it is not
# counted: what is asked is whether the build rewrote anything else.
norender_rw=$(rewritten <(grep -v ' \.pixreport-output$' before) <(grep -v ' \.pixreport-output$' after2))

cp -a site site-before
# `--report` into a site of its own (a copy's files are other inodes than
# its marker records, which a build refuses to carry).
build --out site-x > /dev/null
sed -i 's/^1,1,1641.025640487671,/1,1,1700.5,/' data/small-vm-measured/results/seq-1m.csv
tc=("$(once build --out site)")
stamps site after3
csv_rw=$(rewritten after2 after3)
csv_differ=$( { diff -rq site-before site || true; } | wc -l)
tx=("$(once build --out site-x --report small-vm-measured)")
for v in 1701.5 1702.5; do
  sed -i "s/^1,1,[0-9.]*,/1,1,$v,/" data/small-vm-measured/results/seq-1m.csv
  tc+=("$(once build --out site)")
  tx+=("$(once build --out site-x --report small-vm-measured)")
done
csv=$(min "${tc[@]}")
csvx=$(min "${tx[@]}")

# The same with PNG figures (the command CI publishes with, less --pdf,
# which needs the pdf feature): a first build into an empty folder, then
# no change (skipped while the fonts stay the same).
t=()
for _ in 1 2 3; do fresh pngsite; t+=("$(once build --png --out pngsite)"); done
png_first=$(min "${t[@]}")
stamps pngsite png-before
t=()
for _ in 1 2 3; do t+=("$(once build --png --out pngsite)"); done
png_same=$(min "${t[@]}")
stamps pngsite png-after
png_rw=$(rewritten png-before png-after)

# A big site in folder $1: the bundled reports plus $2 copies of one of them.
grow() {
  local i list
  mkdir "$1"
  cp -r data/* "$1"/
  list=$(sed -n 's/^reports = \[\(.*\)\]$/\1/p' data/pixreport.toml)
  for i in $(seq -f %03g 1 "$2"); do
    cp -r data/small-vm-measured "$1/r$i"
    list="$list, \"r$i\""
  done
  sed -i "s/^reports = .*/reports = [$list]/" "$1/pixreport.toml"
}

# Peak memory and CPU of whole-site builds (see "growth" above).
declare -A rss sitecpu sitereports
for n in 40 320; do
  grow "grow$n" "$n"
  /usr/bin/time -f '%M %U %S' -o "$work/grow" "$bin" build --data "grow$n" --lang all --out "growsite$n" > /dev/null
  read -r kb u s < "$work/grow"
  rss[$n]=$((kb / 1024))
  sitecpu[$n]=$(awk -v u="$u" -v s="$s" 'BEGIN { printf "%.2f", u + s }')
  sitereports[$n]=$(find "growsite$n/data" -name '*.json' | wc -l)
  rm -rf "grow$n" "growsite$n"
done

grow big "$copies"
bigfirst=$(once "$bin" build --data big --lang all --out bigsite)
bigfiles=$(find bigsite -type f | wc -l)
# The first --report builds after a whole-site build, timed here and
# printed apart (the page cache warms up).
warm=()
for v in 1700.1 1700.2 1700.3 1700.4; do
  sed -i "s/^1,1,[0-9.]*,/1,1,$v,/" big/r001/results/seq-1m.csv
  warm+=("$(printf "%.3f" "$(once "$bin" build --data big --lang all --report r001 --out bigsite)")")
done
stamps bigsite big-before
# Rounds interleaved (the report alone, then in the big site), so a shared
# machine's drift reaches both sides alike; the ratio is taken of the
# minimums and, as a check, as the median of each round's ratio.
ta=() tb=() tr=()
for v in 1701.5 1702.5 1703.5 1704.5 1705.5 1706.5 1707.5; do
  fresh alone
  a=$(once "$bin" build --data big --lang all --report r001 --out alone)
  sed -i "s/^1,1,[0-9.]*,/1,1,$v,/" big/r001/results/seq-1m.csv
  b=$(once "$bin" build --data big --lang all --report r001 --out bigsite)
  ta+=("$a") tb+=("$b") tr+=("$(awk -v a="$a" -v b="$b" 'BEGIN { printf "%.4f\n", b / a }')")
done
alone=$(min "${ta[@]}")
inbig=$(min "${tb[@]}")
paired=$(printf '%s\n' "${tr[@]}" | sort -g | sed -n 4p)
fresh alone
alone_cpu=$(cpu "$bin" build --data big --lang all --report r001 --out alone)
sed -i "s/^1,1,[0-9.]*,/1,1,1708.5,/" big/r001/results/seq-1m.csv
inbig_cpu=$(cpu "$bin" build --data big --lang all --report r001 --out bigsite)
stamps bigsite big-after
big_rw=$(rewritten big-before big-after)

printf '%-44s %10s %s\n' "build (bundled site, $files files)" seconds "files rewritten"
printf '%-44s %10.3f %s\n' "first build, empty output" "$first" "$files (all new)"
printf '%-44s %10.3f %s\n' "rebuild, no change" "$same" "$same_rw"
printf '%-44s %10.3f %s\n' "rebuild, no change, state spoilt" "$norender" "$norender_rw"
printf '%-44s %10.3f %s\n' "rebuild, one CSV value changed" "$csv" "$csv_rw ($csv_differ differ in bytes; --report of it $csvx s)"
printf '%-44s %10.3f %s\n' "first build with --png, empty output" "$png_first" "-"
printf '%-44s %10.3f %s\n' "rebuild with --png, no change" "$png_same" "$png_rw"
printf '%-44s %10.3f %s\n' "site of $((copies + 5)) reports, $bigfiles files" "$bigfirst" "$bigfiles (all new)"
printf '%-44s %10s %s\n' "first --report builds after it" "${warm[*]}" "(warm-up)"
printf '%-44s %10.3f %s\n' "one report alone, empty output" "$alone" "- (CPU $alone_cpu s)"
printf '%-44s %10.3f %s\n' "--report of it in the big site" "$inbig" "$big_rw (CPU $inbig_cpu s; median ratio of the rounds $paired)"
printf '%-44s %10s %s\n' "site of ${sitereports[40]} / ${sitereports[320]} reports" "${sitecpu[40]} / ${sitecpu[320]}" \
  "CPU s; peak RSS ${rss[40]} / ${rss[320]} MB"
awk -v f="$first" -v s="$same" -v rw="$same_rw" -v n="$norender" -v nrw="$norender_rw" \
    -v c="$csv" -v cx="$csvx" -v crw="$csv_rw" -v cd="$csv_differ" -v pf="$png_first" -v ps="$png_same" -v prw="$png_rw" -v a="$alone" -v b="$inbig" -v r="$((copies + 5))" -v p="$paired" \
    -v w1="${warm[0]}" -v wn="$(IFS=,; echo "${warm[*]:1}")" -v bf="$bigfirst" 'BEGIN {
  printf "RESULT rebuild, no change|%.3f s, %d rewritten|first build %.3f s|%.2f|<= 0.20, 0 files\n", s, rw, f, s / f
  printf "RESULT rebuild, no saved state|%.3f s, %d rewritten|first build %.3f s|%.2f|0 files\n", n, nrw, f, n / f
  printf "RESULT rebuild, no change, --png|%.3f s, %d rewritten|first --png build %.3f s|%.2f|<= 0.20, 0 files\n", ps, prw, pf, ps / pf
  printf "RESULT rebuild, one CSV|%.3f s, %d rewritten (%d differ)|--report of that report %.3f s|%.2f|about 1, rewritten = differ\n", c, crw, cd, cx, c / cx
  printf "RESULT --report, first after a full build|%.3f s (next: %s s)|the full build %.3f s|%.2f|-\n", w1, wn, bf, w1 / bf
  printf "RESULT --report in %d reports|%.3f s (median of the rounds'"'"' ratios %.2f)|that report alone %.3f s|%.2f|about 1 s\n", r, b, p, a, b / a }'
awk -v r1="${rss[320]}" -v r0="${rss[40]}" -v n1="${sitereports[320]}" -v n0="${sitereports[40]}" \
    -v c1="${sitecpu[320]}" -v c0="${sitecpu[40]}" 'BEGIN {
  printf "RESULT site build peak RSS|%d MB at %d reports|%d MB at %d|%.2f|flat (<= 1.2)\n", r1, n1, r0, n0, r1 / r0
  printf "RESULT site build CPU per report|%.1f ms at %d reports|%.1f ms at %d|%.2f|<= 1.5\n", 1000 * c1 / n1, n1, 1000 * c0 / n0, n0, (c1 / n1) / (c0 / n0) }'
