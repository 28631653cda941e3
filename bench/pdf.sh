#!/usr/bin/env bash
# The PDF stage against the SVG build, in the same run: `pixreport build`
# of every bundled report in every language (Markdown, HTML, SVG figures)
# vs the same with --pdf (plus one typeset PDF per document), best of 3
# wall-clock runs each into a fresh output folder. Prints both, the PDF
# stage's cost per document and the ratio. Then the peak RSS of a --pdf
# build of 4 documents and of 40 (one and ten copies of a report, in four
# languages): PDFs are typeset and written one at a time, so it stays flat.
# Usage: bash bench/pdf.sh [PIXREPORT_BINARY]   (default: a release build with --features pdf)
set -euo pipefail
cd "$(dirname "$0")/.."
bin=${1:-}
if [ -z "$bin" ]; then
  ${CARGO_CMD:-cargo} build --release --locked -q --features pdf
  bin=target/release/pixreport
fi
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

best() { # label, build args…: best of 3 wall-clock seconds, fresh output each time
  local label=$1 b=999 t0 t1 s
  shift
  for _ in 1 2 3; do
    rm -rf "$work/out"
    t0=$(date +%s.%N)
    "$bin" build --data data --out "$work/out" --lang all "$@" >/dev/null 2>&1
    t1=$(date +%s.%N)
    s=$(echo "$t1 - $t0" | bc -l)
    if (( $(echo "$s < $b" | bc -l) )); then b=$s; fi
  done
  printf '%s\n' "$b"
}
svg=$(best svg)
pdf=$(best pdf --pdf)
docs=$(find "$work/out" -name '*.pdf' | wc -l)
bytes=$(find "$work/out" -name '*.pdf' -printf '%s\n' | awk '{ s += $1 } END { print s }')
printf '%-44s %8.2f s\n' "build --lang all (SVG)" "$svg"
printf '%-44s %8.2f s\n' "build --lang all --pdf" "$pdf"
printf '%-44s %8.1f ms\n' "PDF stage per document ($docs documents)" "$(echo "($pdf - $svg) * 1000 / $docs" | bc -l)"
printf '%-44s %8.1f MB\n' "PDF bytes, all documents" "$(echo "$bytes / 1000000" | bc -l)"
printf 'RESULT pdf|%.2f s with PDFs|%.2f s without|%.2fx\n' "$pdf" "$svg" "$(echo "$pdf / $svg" | bc -l)"

mkdir "$work/ten"
cp data/pixreport.toml "$work/ten/"
for i in 01 02 03 04 05 06 07 08 09 10; do cp -r data/small-vm-measured "$work/ten/r$i"; done
sed -i 's/^reports = .*/reports = ["r01", "r02", "r03", "r04", "r05", "r06", "r07", "r08", "r09", "r10"]/; s/^examples = .*/examples = []/' \
  "$work/ten/pixreport.toml"
rss() { # build args…: peak RSS in MB of a --pdf build into an empty folder
  rm -rf "$work/out"
  /usr/bin/time -f %M -o "$work/rss" "$bin" build --data "$work/ten" --out "$work/out" --lang all --pdf "$@" > /dev/null 2>&1
  echo "$(find "$work/out" -name '*.pdf' | wc -l) $(awk '{ printf "%.1f", $1 / 1024 }' "$work/rss")"
}
read -r n4 r4 < <(rss --report r01)
read -r n40 r40 < <(rss)
printf '%-44s %8s MB\n' "peak RSS, --pdf, $n4 documents" "$r4" "peak RSS, --pdf, $n40 documents" "$r40"
printf 'RESULT pdf peak RSS|%s MB at %d documents|%s MB at %d documents|%.2f|flat (<= 1.2)\n' "$r40" "$n40" "$r4" "$n4" \
  "$(echo "$r40 / $r4" | bc -l)"
