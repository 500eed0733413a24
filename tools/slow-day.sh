#!/usr/bin/env bash
# A slow day on a developer's machine (docs/testing.md, "Reproducing a slow
# day"): the tests, or a part of them, with the CPU restricted to a share of
# this machine, as a busy or slower CI machine gives them.
#
#   tools/slow-day.sh                                the whole suite (npm test)
#   tools/slow-day.sh tests/e2e/blog.spec.ts -g …    end-to-end specs (npm run test:e2e -- …)
#   tools/slow-day.sh -- npm run test:integration    any command
#   SLOW_DAY_SHARE=25 tools/slow-day.sh …            a share other than 50 (percent of all cores)
#
# How, the first that works here: a systemd scope with CPUQuota (systemd is
# init), a cgroup v2 cpu.max or a cgroup v1 cpu.cfs_quota_us made directly
# (as root, with the cgroup file system writable), else taskset onto fewer
# cores (whole cores only; below one core, a busy loop shares core 0).
set -uo pipefail
cd "$(dirname "$0")/.."

share=${SLOW_DAY_SHARE:-50}
cores=$(nproc)
period=100000
quota=$((period * cores * share / 100))

if [ $# -eq 0 ]; then
  command=(npm test)
elif [ "$1" = -- ]; then
  shift
  command=("$@")
else
  command=(npm run test:e2e -- "$@")
fi

say() { echo "slow-day: $*" >&2; }

cgroup=''
cleanup() {
  [ -n "${busy:-}" ] && kill "$busy" 2>/dev/null
  if [ -n "$cgroup" ]; then
    echo $$ >"$(dirname "$cgroup")/cgroup.procs"
    rmdir "$cgroup" 2>/dev/null || say "left $cgroup behind (a process of the run still in it)"
  fi
}
trap cleanup EXIT

v2_root=/sys/fs/cgroup
v1_cpu=/sys/fs/cgroup/cpu
if [ -d /run/systemd/system ] && command -v systemd-run >/dev/null; then
  how="systemd-run --scope -p CPUQuota=$((cores * share))%"
  command=(systemd-run --scope --quiet -p "CPUQuota=$((cores * share))%" -- "${command[@]}")
elif grep -qw cpu "$v2_root/cgroup.controllers" 2>/dev/null &&
  echo +cpu >"$v2_root/cgroup.subtree_control" 2>/dev/null &&
  mkdir "$v2_root/slow-day-$$" 2>/dev/null; then
  cgroup=$v2_root/slow-day-$$
  echo "$quota $period" >"$cgroup/cpu.max"
  echo $$ >"$cgroup/cgroup.procs"
  how="cgroup v2 $cgroup, cpu.max $quota $period"
elif [ -w "$v1_cpu/cgroup.procs" ] && mkdir "$v1_cpu/slow-day-$$" 2>/dev/null; then
  cgroup=$v1_cpu/slow-day-$$
  echo "$period" >"$cgroup/cpu.cfs_period_us"
  echo "$quota" >"$cgroup/cpu.cfs_quota_us"
  echo $$ >"$cgroup/cgroup.procs"
  how="cgroup v1 $cgroup, cpu.cfs_quota_us $quota of $period"
else
  use=$((cores * share / 100))
  if [ "$use" -lt 1 ]; then
    use=1
    taskset -c 0 sh -c 'while :; do :; done' &
    busy=$!
    how="taskset -c 0 with a busy loop beside it (about half a core)"
  else
    how="taskset -c 0-$((use - 1)) ($use of $cores cores)"
  fi
  command=(taskset -c "0-$((use - 1))" "${command[@]}")
fi

say "${command[*]}"
say "CPU: $share% of $cores cores, by $how"
say "start $(date -Is);$(uptime)"
start=$(date +%s)
"${command[@]}"
status=$?
say "end $(date -Is): exit $status after $(($(date +%s) - start)) s;$(uptime)"
exit "$status"
