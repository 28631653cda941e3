#!/usr/bin/env bash
# Checks every white paper of a built site (pixreport build --pdf):
#   qpdf --check is clean, pdffonts lists every font as embedded, and
#   pdftotext finds the document's localised title and a value of its
#   first numeric table (both taken from the Markdown beside it).
# Usage: bash tests/pdf/check.sh OUTPUT_DIR   (needs qpdf and poppler-utils)
set -euo pipefail
out=${1:?usage: check.sh OUTPUT_DIR}
n=0
while IFS= read -r -d '' pdf; do
  dir=$(dirname "$pdf")
  qpdf --check "$pdf" >/dev/null || { echo "FAIL qpdf --check: $pdf"; qpdf --check "$pdf" | tail -5; exit 1; }
  if pdffonts "$pdf" | awk 'NR > 2 && $(NF-4) != "yes" { bad = 1; print } END { exit bad }' >&2; then :; else
    echo "FAIL: a font is not embedded in $pdf"; exit 1
  fi
  pdftotext -enc UTF-8 "$pdf" - | python3 -c '
import re, sys
# Compared without any whitespace: a title wrapped on the cover comes out of
# pdftotext with a line break, which is a space between two Chinese
# characters that the Markdown does not have.
squeeze = lambda s: "".join(s.split())
text = squeeze(sys.stdin.read())
md = open(sys.argv[1], encoding="utf-8").read().splitlines()
unescape = lambda s: re.sub(r"\\(.)", r"\1", s)
title = unescape(re.sub(r"\s*\{#[^}]*\}\s*$", "", md[0][2:])).strip()
if squeeze(title) not in text:
    sys.exit(f"FAIL: {sys.argv[2]}: title {title!r} not in its text")
cells = [unescape(c.strip()) for l in md if l.startswith("|") and "---" not in l for c in l.strip("|").split("|")]
value = next((c for c in cells if re.fullmatch(r"[0-9][0-9.,\u00a0\u202f ]*(\s*\S+/s|\s*(GB|GiB|TB|TiB|MB|IOPS|op/s))?", c) and any(ch.isdigit() for ch in c)), None)
if value is None:
    sys.exit(f"FAIL: {sys.argv[2]}: no numeric table cell in its Markdown")
if squeeze(value) not in text:
    sys.exit(f"FAIL: {sys.argv[2]}: table value {value!r} not in its text")
' "$dir/index.md" "$pdf"
  # Laid out as printed: every input's SHA-256 whole on one line (the
  # colophon ran hashes off the page), and no two grouped numbers run
  # together in a table ("7.590.00010.120.000": a group of four or more
  # digits between two equal separators).
  pdftotext -enc UTF-8 -layout "$pdf" - | python3 -c '
import json, re, sys
text = sys.stdin.read()
data = json.load(open(sys.argv[1], encoding="utf-8"))
for i in data.get("inputs", []):
    if i["sha256"] not in text:
        sys.exit("FAIL: %s: the SHA-256 of %s is not whole in the colophon" % (sys.argv[2], i["path"]))
glued = re.search(r"\d([.,])\d{4,}\1\d", text)
if glued:
    sys.exit(f"FAIL: {sys.argv[2]}: numbers run together: {text[glued.start()-20:glued.end()+20]!r}")
' "$out/data/$(basename "$dir").json" "$pdf"
  # The page declares its white paper to citation managers.
  grep -q "<meta name=\"citation_pdf_url\" content=\"[^\"]*$(basename "$pdf")\">" "$dir/index.html" \
    || { echo "FAIL: $dir/index.html does not declare its PDF (citation_pdf_url)"; exit 1; }
  n=$((n + 1))
done < <(find "$out" -name '*.pdf' -print0 | sort -z)
[ "$n" -gt 0 ] || { echo "FAIL: no PDF under $out"; exit 1; }
echo "$n PDFs checked: qpdf clean, fonts embedded, title and a table value found, every input hash whole, no numbers run together"
