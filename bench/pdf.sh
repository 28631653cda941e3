#!/usr/bin/env bash
# The PDF stage against the SVG build, in the same run: `pixreport build`
# of every bundled report in every language (Markdown, HTML, SVG figures)
# vs the same with --pdf (plus one typeset PDF per document), best of 3
# wall-clock runs each into a fresh output folder. Prints both, the PDF
# stage's cost per document and the ratio.
# Usage: bash bench/pdf.sh [PIXREPORT_BINARY]   (default: a release build with --features pdf)
set -euo pipefail
cd "$(dirname "$0")/.."
bin=${1:-}
if [ -z "$bin" ]; then
  cargo build --release --locked -q --features pdf
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
