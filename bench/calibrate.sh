#!/usr/bin/env bash
# Calibration table of the diff verdict method (issue 11): false alarms,
# interval coverage and power on simulated comparisons with a known truth,
# and change-point false alarms and power over simulated histories.
#
#   bench/calibrate.sh [PAIRS]     # PAIRS comparisons per row, default 2000
#
# Fixed seeds: the same table on every run. docs/diff-method.md holds the
# table of the shipped method and explains how to read it.
set -euo pipefail
here=$(cd "$(dirname "$0")/.." && pwd)
cd "$here"
exec cargo run --quiet --release --example calibrate -- "$@"
