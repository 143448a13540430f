// Which mutation modules a change touched, and which of them fit a time budget (decision 146). Pure, so that
// scripts/mutation-changes.test.mjs can drive it; scripts/mutate.mjs feeds it git and the record of passes.
import path from 'node:path';

/** The record of the commit at which each module last reached the threshold, written by `npm run mutate`. */
export const PASSED_FILE = 'scripts/mutation-passed.json';

/** A module with no time measured in the table is taken to need this long. */
export const UNMEASURED_SECONDS = 300;

export const label = (module) => `${module.name} (${path.basename(module.workspace)})`;

/** Whether a workspace path matches one of the module's patterns (`*` within a name, as Stryker reads them). */
export function matches(pattern, file) {
  const regex = new RegExp(`^${pattern.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '[^/]*')}$`);
  return regex.test(file);
}

/** The files (paths from the repository's root) that are the module's code or its tests. */
export function touching(module, files) {
  return files.filter((file) => {
    const inWorkspace = path.relative(module.workspace, file);
    return [...module.mutate, ...module.tests].some((pattern) => matches(pattern, inWorkspace));
  });
}

/**
 * The modules to run: each one that never passed (no commit in the record), whose commit this clone does not
 * have (`changedSince` answers null), or whose code or tests differ from that commit. Each with the reason.
 */
export function modulesChanged(modules, passed, changedSince) {
  const chosen = [];
  for (const module of modules) {
    const commit = passed[label(module)];
    if (!commit) {
      chosen.push({ module, reason: 'no pass recorded' });
      continue;
    }
    const changed = changedSince(commit);
    if (changed === null) {
      chosen.push({ module, reason: `its last pass, ${commit.slice(0, 8)}, is not in this clone` });
      continue;
    }
    const touched = touching(module, changed);
    if (touched.length)
      chosen.push({ module, reason: `${touched.join(', ')} changed since ${commit.slice(0, 8)}` });
  }
  return chosen;
}

export const secondsOf = (module) => module.seconds ?? UNMEASURED_SECONDS;

/** In the table's order, the modules whose measured times fit in `budgetSeconds` together, and the rest. */
export function fitBudget(modules, budgetSeconds) {
  const run = [];
  const skipped = [];
  let total = 0;
  for (const module of modules) {
    if (total + secondsOf(module) <= budgetSeconds) {
      run.push(module);
      total += secondsOf(module);
    } else skipped.push(module);
  }
  return { run, skipped };
}

/** "~7 min", rounded up: the line a skipped run prints. */
export const minutes = (seconds) => `~${Math.max(1, Math.ceil(seconds / 60))} min`;
