#!/usr/bin/env bash
# Checks a directory of PGN shards with GNU parallel through the notator command, one job per
# core here or, with parallel's --sshlogin, on other machines (the shards on a shared file
# system, notator installed on each). Reports are those of `notator check --json`, one line
# each; the totals go to standard error as `notator check` writes them for the whole.
#
#   parallel_check.sh SHARD_DIR [NOTATOR]     (NOTATOR: the command, default `notator`)
#   PARALLEL="--sshlogin 8/node1,8/node2" parallel_check.sh /shared/shards
set -euo pipefail
dir=$1
notator=${2:-notator}
summaries=$(mktemp)
trap 'rm -f "$summaries"' EXIT
# Each job: its reports (JSON) on standard output, its summary line on standard error, which
# parallel hands on whole, job by job, into a file.
# shellcheck disable=SC2086
find "$dir" -maxdepth 1 -name '*.pgn*' -print0 | sort -z |
    parallel -0 --will-cite ${PARALLEL:-} "$notator" check --json {} 2>"$summaries" || true
# "notator check: 1,234 games, 98,765 moves, 2 errors, 5 warnings in 0.1 s" from each job.
awk '{ gsub(",", ""); for (i = 1; i <= NF; i++) if ($i ~ /^[0-9]+$/) t[$(i + 1)] += $i }
     END { printf "parallel_check: %d games, %d moves, %d errors, %d warnings\n",
           t["games"] + t["game"], t["moves"] + t["move"], t["errors"] + t["error"],
           t["warnings"] + t["warning"]; exit (t["errors"] + t["error"] > 0) }' \
    <(grep '^notator check:' "$summaries") >&2
