#!/usr/bin/env bash
# Checks a directory of PGN shards with GNU parallel through the notator command, one job per
# core here or, with parallel's --sshlogin, on other machines (the shards on a shared file
# system, notator installed on each). Reports are those of `notator check --json`, one line
# each, on standard output; the command's other messages (a shard that cannot be read) and the
# totals, as `notator check` writes them for the whole, on standard error. Exit status as the
# command's: 0 no error, 1 some error, 2 a shard that cannot be read (or no shards).
#
#   parallel_check.sh SHARD_DIR [NOTATOR]     (NOTATOR: the command, default `notator`)
#   PARALLEL="--sshlogin 8/node1,8/node2" parallel_check.sh /shared/shards
set -euo pipefail
if [[ $# -lt 1 || ! -d $1 ]]; then
    echo "usage: parallel_check.sh SHARD_DIR [NOTATOR]  (SHARD_DIR: a directory of PGN files)" >&2
    exit 2
fi
dir=$1
notator=${2:-notator}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
find "$dir" -maxdepth 1 -name '*.pgn*' -print0 | sort -z >"$work/shards"
if [[ ! -s $work/shards ]]; then
    echo "parallel_check: no PGN shards in $dir" >&2
    exit 2
fi
# Each job: its reports on standard output, its messages and summary line on standard error,
# which parallel hands on whole, job by job; the job log keeps each job's exit status.
# shellcheck disable=SC2086
parallel -0 --will-cite --joblog "$work/jobs" ${PARALLEL:-} "$notator" check --json {} \
    <"$work/shards" 2>"$work/said" || true
summary='^notator check: [0-9]+ games?'
grep -Ev "$summary" "$work/said" >&2 || true
# The totals of the summary lines: "notator check: 1234 games (English 1230, German 4), 98765
# moves, 2 errors, 5 warnings (...) in 0.1 s".
awk '{ gsub(",", ""); for (i = 1; i <= NF; i++) if ($i ~ /^[0-9]+$/) t[$(i + 1)] += $i }
     END { printf "parallel_check: %d games, %d moves, %d errors, %d warnings\n",
           t["games"] + t["game"], t["moves"] + t["move"], t["errors"] + t["error"],
           t["warnings"] + t["warning"]; exit (t["errors"] + t["error"] > 0) }' \
    <(grep -E "$summary" "$work/said" || true) >&2 && status=0 || status=1
# A job that ended otherwise than 0 or 1 (the command's "cannot read", a command not found).
if awk 'NR > 1 && $7 != 0 && $7 != 1 { bad = 1 } END { exit !bad }' "$work/jobs"; then
    echo "parallel_check: some shards were not read (see above)" >&2
    status=2
fi
exit $status
