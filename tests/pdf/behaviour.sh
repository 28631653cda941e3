#!/usr/bin/env bash
# The white papers' behaviour, checked on a release binary built with the
# `pdf` feature (CI builds that binary once; `cargo test --release` would
# build every dependency a second time with the test-only features). It checks:
#   SOURCE_DATE_EPOCH dates the PDF and a bad value is refused; without it
#   there is no creation date; a build with nothing changed is skipped, one
#   with another SOURCE_DATE_EPOCH is not; planted Typst markup in a title, in prose and
#   in an author's Markdown table comes out as literal text; prose nested 1000 deep typesets; with --base-url the references link
#   the web page and the data; the zh-TW PDF uses Noto Sans CJK TC, and no JP or serif face.
# Usage: bash tests/pdf/behaviour.sh PIXREPORT_BINARY   (needs qpdf and poppler-utils)
set -euo pipefail
bin=$(realpath "${1:?usage: behaviour.sh PIXREPORT_BINARY}")
repo=$(cd "$(dirname "$0")/../.." && pwd)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
fail() { echo "FAIL: $*"; exit 1; }
words() { pdftotext -enc UTF-8 "$1" - | tr -s ' \n\t' '   '; }
cp -r "$repo/data" "$work/data"
cd "$work"
pdf=out/en/pixstor-2019/pixstor-2019.pdf

"$bin" build --out out --lang en --report pixstor-2019 --pdf >/dev/null 2>&1 || fail "undated build"
grep -qa "/CreationDate" "$pdf" && fail "an undated build has a creation date"

SOURCE_DATE_EPOCH=1700000000 "$bin" build --out out --lang en --report pixstor-2019 --pdf >/dev/null 2>&1 || fail "dated build"
grep -qaE "D:20231114221320|2023-11-14T22:13:20" "$pdf" || fail "no creation date from SOURCE_DATE_EPOCH=1700000000"
rc=0
SOURCE_DATE_EPOCH=soon "$bin" build --out out --lang en --report pixstor-2019 --pdf >/dev/null 2>err.txt || rc=$?
[ "$rc" = 1 ] && grep -q SOURCE_DATE_EPOCH err.txt || fail "SOURCE_DATE_EPOCH=soon: exit $rc, $(cat err.txt)"

# A whole build with --pdf and nothing changed is skipped; another
# SOURCE_DATE_EPOCH is a change (the PDFs carry it), so that build renders.
"$bin" build --out full --lang en --pdf >/dev/null 2>&1 || fail "full build"
said=$("$bin" build --out full --lang en --pdf 2>/dev/null) || fail "full build, again"
[[ $said == *"unchanged since the last build"* ]] || fail "an unchanged --pdf build was not skipped: $said"
said=$(SOURCE_DATE_EPOCH=1700000000 "$bin" build --out full --lang en --pdf 2>/dev/null) || fail "full build, dated"
[[ $said != *"unchanged"* ]] || fail "a new SOURCE_DATE_EPOCH was taken for no change"
grep -qaE "D:20231114221320|2023-11-14T22:13:20" full/en/pixstor-2019/pixstor-2019.pdf || fail "the rebuilt PDF has not the new date"

title='Evil #let x = 1 ] $m$ <l> @r *b* _i_ \ end'
python3 - "$title" <<'PY'
import sys
title = sys.argv[1]
p = "data/pixstor-2019/report.toml"
s = open(p, encoding="utf-8").read()
old = 'en = "Dell EMC Ready Solution for HPC PixStor Storage: performance characterisation"'
assert old in s, "the bundled title moved: update tests/pdf/behaviour.sh"
open(p, "w", encoding="utf-8").write(s.replace(old, 'en = "%s"' % title.replace("\\", "\\\\"), 1))
with open("data/pixstor-2019/text/en/introduction.md", "a", encoding="utf-8") as f:
    f.write("\n\nPlanted #set page(width: 1cm) ] $x$ <y> @z \\_w\\_ \\*v\\* \\\\ done.\n")
    f.write("\n\n| Planted cell | value |\n|---|---|\n| #pagebreak() ] | ~~old~~ 42 |\n")
PY
"$bin" build --out out --lang en --report pixstor-2019 --pdf >/dev/null 2>&1 || fail "build with planted markup"
text=$(words "$pdf")
[[ $text == *"$title"* ]] || fail "planted title not literal"
[[ $text == *'Planted #set page(width: 1cm) ] $x$ <y> @z _w_ *v* \ done.'* ]] || fail "planted prose not literal"
[[ $text == *'#pagebreak() ]'* && $text == *'Planted cell'* ]] || fail "an author table's cells not literal"

# Prose nested 1000 deep (quotes, lists) typesets, every word kept.
python3 - <<'PY'
with open("data/pixstor-2019/text/en/introduction.md", "a", encoding="utf-8") as f:
    f.write("\n\n" + ">" * 1000 + " deepest quote\n\n" + "- " * 1000 + "deepest list\n")
PY
"$bin" build --out out --lang en --report pixstor-2019 --pdf >/dev/null 2>err.txt || fail "nested prose: $(head -c 300 err.txt)"
text=$(words "$pdf")
[[ $text == *"deepest quote"* && $text == *"deepest list"* ]] || fail "nested prose lost its words"

# With the site's address, the references link the web page and the data.
"$bin" build --out linked --lang it --report pixstor-2019 --pdf --base-url https://example.org/r/ >/dev/null 2>&1 || fail "build with --base-url"
urls=$(pdfinfo -url linked/it/pixstor-2019/pixstor-2019.pdf)
[[ $urls == *"https://example.org/r/it/pixstor-2019/index.html"* && $urls == *"https://example.org/r/data/pixstor-2019.json"* ]] \
  || fail "no links to the page and the data: $urls"

"$bin" build --out out --lang zh-TW --report pixstor-nvme --pdf >/dev/null 2>&1 || fail "zh-TW build"
zh=out/zh-TW/pixstor-nvme/pixstor-nvme.pdf
pdffonts "$zh" | grep -q NotoSansCJKtc || fail "Noto Sans CJK TC not used in $zh"
pdffonts "$zh" | grep -qiE "jp|libertinus" && fail "a Japanese or serif face in $zh"
[[ $(words "$zh") == *"NVMe 層"* ]] || fail "Chinese title missing"
echo "white paper behaviour: 11 checks passed (no date unless SOURCE_DATE_EPOCH, its date, a bad value refused, an unchanged build skipped, a new date rebuilt, planted title, prose and table literal, prose nested 1000 deep, links with --base-url, the TC face and no other)"
