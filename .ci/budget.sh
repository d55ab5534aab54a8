# Phase times and the time budget for .ci/run (sourced by it). `ci_phase NAME` starts a phase and
# ends the previous one; on exit (success or failure) the EXIT trap prints each phase's time and the
# total, and a run that passes the budget (CI_BUDGET_S seconds, default 1200 = 20 minutes) fails
# with a message. A failing run keeps its own exit code.

CI_BUDGET_S="${CI_BUDGET_S:-1200}"
if ! [[ "$CI_BUDGET_S" =~ ^[0-9]+$ ]]; then echo "ci: CI_BUDGET_S must be a whole number of seconds" >&2; exit 2; fi
ci_run_start=$SECONDS
ci_phase_name=""
ci_phase_start=0
ci_phase_lines=()

# Ends the running phase, if any, and records its time.
ci_phase_end() {
  if [ -n "$ci_phase_name" ]; then
    ci_phase_lines+=("$(printf '  %-10s %5d s' "$ci_phase_name" $((SECONDS - ci_phase_start)))")
    ci_phase_name=""
  fi
}

# ci_phase NAME: ends the running phase and starts NAME.
ci_phase() {
  ci_phase_end
  ci_phase_name="$1"
  ci_phase_start=$SECONDS
  echo "ci: phase $1"
}

# Seconds as minutes with one decimal (21.3).
ci_minutes() {
  printf '%d.%d' $(($1 / 60)) $(($1 % 60 * 10 / 60))
}

# The budget for messages: `20-minute`, or `5-second` for a budget that is no whole minute.
ci_budget_text() {
  if [ $((CI_BUDGET_S % 60)) = 0 ]; then echo "$((CI_BUDGET_S / 60))-minute"; else echo "${CI_BUDGET_S}-second"; fi
}

# The EXIT trap: phase times, total, budget check. Exits with the run's code, or 1 when a passing
# run is over budget.
ci_report() {
  local code=$? total=$((SECONDS - ci_run_start))
  ci_phase_end
  echo "ci: time per phase"
  if [ ${#ci_phase_lines[@]} -gt 0 ]; then printf '%s\n' "${ci_phase_lines[@]}"; fi
  printf '  %-10s %5d s (%s min; budget %s)\n' total "$total" "$(ci_minutes "$total")" "$(ci_budget_text)"
  if [ "$total" -gt "$CI_BUDGET_S" ]; then
    echo "ci: the run took $(ci_minutes "$total") min, over the $(ci_budget_text) budget; see the slowest tests above and README 'Test time budget'"
    if [ "$code" = 0 ]; then code=1; fi
  fi
  exit "$code"
}
trap ci_report EXIT
