#!/usr/bin/env bash
# Checks every white paper of a built site (pixreport build --pdf):
#   qpdf --check is clean, pdffonts lists every font as embedded, and
#   pdftotext finds the document's localised title and a value of its
#   first numeric table (both taken from the Markdown beside it); then the
#   layout (hashes whole, no glued numbers, page labels as printed, no page
#   45 % empty, minus signs), fonts (no JP or serif face in zh-TW), links (page and
#   data, when the site has an address) and every percentile table.
# Usage: bash tests/pdf/check.sh OUTPUT_DIR   (needs qpdf, poppler-utils and python3)
set -euo pipefail
out=${1:?usage: check.sh OUTPUT_DIR}
n=0
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
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
  # As a vendor ships it: a Chinese paper sets no Japanese face and no serif
  # Latin; the viewer's page labels are the printed "n / N"; the references
  # link the web page and the data when the site has an address (og:url);
  # a latency section has its percentile table; no page is 45 % or more
  # empty below its text (cover, contents and last page aside). Not a
  # third: a figure or table never leaves its section and a short table is
  # never split, so a section may end up to a figure's height (about 40 %
  # of the page) early, the next page opening with what did not fit.
  pdffonts "$pdf" > "$tmp/fonts"
  pdftotext -enc UTF-8 -layout "$pdf" "$tmp/text"
  pdftotext -enc UTF-8 "$pdf" "$tmp/plain"
  pdfinfo -url "$pdf" > "$tmp/urls"
  qpdf --json --json-key=pagelabels "$pdf" > "$tmp/labels"
  rm -f "$tmp"/p-*; pdftoppm -r 20 -gray "$pdf" "$tmp/p"
  python3 - "$pdf" "$out/data/$(basename "$dir").json" "$dir/index.html" "$tmp" <<'PY' >> "$tmp/seen"
import glob, json, re, sys
pdf, data, html, tmp = sys.argv[1:]
read = lambda n: open(f"{tmp}/{n}", encoding="utf-8").read()
fail = lambda m: sys.exit(f"FAIL: {pdf}: {m}")
fonts = [l.split()[0] for l in read("fonts").splitlines()[2:]]
if "/zh-TW/" in pdf:
    bad = [f for f in fonts if re.search("jp|libertinus", f.split("+")[-1], re.I)]
    if bad:
        fail(f"a zh-TW paper sets {bad}")
    print("zh-TW-fonts", len(fonts))
pages = read("text").split("\f")[:-1]
labels = {l["index"]: l["label"] for l in json.loads(read("labels"))["pagelabels"]}
for i, page in enumerate(pages[1:], 1):
    printed = re.findall(r"^\s*(\d+)\s*/\s*(\d+)\s*$", page, re.M)
    label = labels.get(i, {})
    if not printed or label.get("/S") != "/D" or str(label.get("/St")) != printed[-1][0]:
        fail(f"page {i + 1} prints {printed[-1:] or 'no number'}, its page label is {label}")
print("labels", len(pages) - 1)
urls = set(re.findall(r"Annotation\s+(\S+)", read("urls")))
page_url = re.search(r'<meta property="og:url" content="([^"]+)"', open(html, encoding="utf-8").read())
report = json.load(open(data, encoding="utf-8"))
if page_url:
    site = page_url[1].rsplit("/", 3)[0] + "/"
    for u in (page_url[1], f"{site}data/{report['report']}.json"):
        if u not in urls:
            fail(f"no link to {u} (links: {sorted(urls)})")
    print("links", 2)
for u in re.findall(r"https?://[^\s\"<>“”]+[^\s\"<>“”.,;:)]", report.get("source") or ""):
    if u not in urls:
        fail(f"the source's address {u} is not a link")
text = read("text")
for b in report["benchmarks"]:
    names = sorted({p for c in (b.get("latency") or {}).get("cells", []) for p in c.get("percentiles", {})}, key=lambda p: float(p[1:]))
    if names and not re.search(r"[^\n]*?".join(re.escape(p) + r"\s*[(（][^)）]*[)）]" for p in names), text):
        fail(f"no percentile table ({', '.join(names)}) for {b['id']}")
    print("percentile-tables", int(bool(names)))
def blank(f):
    d = open(f, "rb").read()
    m = re.match(rb"P5\s+(\d+)\s+(\d+)\s+\d+\s", d)
    w, h, px = int(m[1]), int(m[2]), d[m.end():]
    top, bottom = round(h * 2.5 / 29.7) + 2, h - round(h * 2.3 / 29.7) - 1
    inked = [y for y in range(top, bottom) if min(px[y * w:(y + 1) * w]) < 200]
    return (bottom - max(inked, default=top)) / (bottom - top)
images = sorted(glob.glob(f"{tmp}/p-*.pgm"))
for i, f in enumerate(images[2:-1], 3):
    if blank(f) >= 0.45:
        fail(f"page {i} is {blank(f):.0%} empty below its text")
print("pages-checked", len(images))
# Kept on one line (issue 44): a unit at its slash ("GB/ | s"), a number
# and its unit ("16 | GiB", "322 萬 | op/s", "3.8 | 倍"), "4 × ME4084", a version ("E5-2697 | v4"), and
# a name at its hyphen ("NSS7.4- | HA", "pixstor-capacity- | expansion.json";
# a hyphenated word of prose, "prece- | denti", is no name).
lines = [l.strip() for l in read("plain").splitlines()]
unit = r"(?:[kKMGTP]i?B|op/s|IOPS|ms|µs|萬|億|倍)(?![\w/])"
name = lambda w: re.search(r"\w[0-9]|[0-9]\w|.[A-Z]|\.[a-z]|_", w.rstrip(".,;:)）。，"))
splits = 0
for a, b in zip(lines, lines[1:]):
    if (re.search(r"[A-Za-z]/$", a) and re.match(r"[sh]\b", b)) or (re.search(r"(^|\s)\d[\d.,]*( [萬億])?$", a) and re.match(unit, b)) \
            or a.endswith("×") or b.startswith(("× ", "+ ")) or (re.search(r"\d$", a) and re.match(r"v\d+\b", b)) \
            or (a.endswith("-") and b[:1].isalnum() and name(a.split()[-1] + b.split()[0])):
        print(f"FAIL: {pdf}: split across lines: {a[-30:]!r} | {b[:30]!r}", file=sys.stderr)
        splits += 1
if splits:
    sys.exit(1)
print("units-and-names-whole", 1)
# A negative number has the minus sign U+2212, not a hyphen ("≈-18%").
minus = re.findall(r"(?:^|[\s(≈])-\d[\d.,]*%?", read("plain"), re.M)
if minus:
    fail(f"a hyphen-minus before a number: {minus[:3]}")
print("minus-signs", 1)
# Command lines whole: each line of the Markdown's code blocks is a line of
# the PDF, once its " \\" continuations are joined.
code, fenced = [], False
for l in open(f"{html[:-5]}.md", encoding="utf-8").read().splitlines():
    if l.startswith("```"):
        fenced = l == "```console"
    elif fenced and l.strip():
        code.append(" ".join(l.split()))
joined = set(" ".join(t.split()) for t in re.sub(r" \\\n\s*", " ", "\n".join(lines)).splitlines())
broken = [c for c in code if c not in joined]
if broken:
    fail(f"command lines broken inside a word or without a continuation: {broken[:2]}")
print("command-lines", len(code))
if "/zh-TW/" in pdf and "\u30fb" in read("plain"):
    fail("the katakana middle dot U+30FB (use ·)")
PY
  # Figures legible in print: no text a figure draws (in its inks: #222222,
  # #555555, the cell inks and the series colours) under 7 pt.
  pdftohtml -xml -i -stdout -zoom 3 "$pdf" | python3 -c '
import re, sys
inks = {"#222222", "#555555", "#1b1b1b", "#fcfcfc", "#0072b2", "#d55e00", "#009e73", "#cc79a7", "#e69f00", "#56b4e9", "#f0e442"}
sizes = [int(s) / 3 for s, c in re.findall(r"<fontspec [^>]*size=\"(\d+)\"[^>]*color=\"(#[0-9a-fA-F]{6})\"", sys.stdin.read()) if c.lower() in inks]
if not sizes:
    sys.exit(f"FAIL: {sys.argv[1]}: no figure text found (pdftohtml)")
if min(sizes) < 7:
    sys.exit(f"FAIL: {sys.argv[1]}: figure text of {min(sizes):.1f} pt (at least 7 pt in print)")
print("figure-text-min-pt", min(sizes))
' "$pdf" | awk '{ print $1, 1 }' >> "$tmp/seen"
  # The page declares its white paper to citation managers.
  grep -q "<meta name=\"citation_pdf_url\" content=\"[^\"]*$(basename "$pdf")\">" "$dir/index.html" \
    || { echo "FAIL: $dir/index.html does not declare its PDF (citation_pdf_url)"; exit 1; }
  n=$((n + 1))
done < <(find "$out" -name '*.pdf' -print0 | sort -z)
[ "$n" -gt 0 ] || { echo "FAIL: no PDF under $out"; exit 1; }
seen=$(awk '{ s[$1] += $2 } END { for (k in s) printf "%s %d, ", k, s[k] }' "$tmp/seen")
echo "$n PDFs checked: qpdf clean, fonts embedded, title and a table value found, every input hash whole, no numbers run together, page labels as printed, no page 45 % empty (${seen%, })"
