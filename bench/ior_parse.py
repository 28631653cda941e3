"""The IOR parser a user would write instead of `pixreport ingest`: the
baseline of bench/ingest.sh. Reads an IOR text log line by line with
regular expressions and keeps, per operation, the bandwidth of every
iteration of the Results table and the command's block and transfer sizes.

    python3 bench/ior_parse.py LOG
"""
import re
import sys
from collections import defaultdict

ROW = re.compile(r"^(write|read)\s+([0-9.]+)\s+([0-9.]+)\s+([0-9.]+)\s+([0-9.]+)\s+([0-9.]+)\s+.*\s(\d+)\s*$")
SETTING = re.compile(r"^\s*(api|blocksize|xfersize|tasks|clients per node)\s*:\s*(.+?)\s*$")


def main(path):
    bw = defaultdict(list)
    settings = {}
    results = False
    with open(path, encoding="utf-8", errors="replace") as log:
        for line in log:
            if line.startswith("Results:"):
                results = True
            elif line.startswith("Summary of all tests"):
                results = False
            m = ROW.match(line) if results else None
            if m:
                bw[m.group(1)].append(float(m.group(2)))
                continue
            m = SETTING.match(line)
            if m:
                settings[m.group(1)] = m.group(2)
    for op, values in sorted(bw.items()):
        print(op, len(values), max(values), sum(values) / len(values))
    print(len(settings), "settings")


if __name__ == "__main__":
    main(sys.argv[1])
