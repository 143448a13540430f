// Shared chunks the build makes by library instead of rolldown's one chunk per set of pages sharing a module
// (decision 114): with 70 lazy pages that made ~300 files, half of them under 1 KB, whose per-file
// overhead cost more than their code.
import type { Rolldown } from 'vite';

/**
 * MUI's runtime and what it is built on, in one file: every signed-in page uses a good part of it. MUI X
 * (the date pickers) stays out, with the few screens that use it.
 */
export const MUI_RUNTIME =
  /[\\/]node_modules[\\/](?:@mui[\\/](?:material|system|utils|styled-engine|private-theming)|@emotion|stylis|react-transition-group|@popperjs|clsx|react-is|prop-types|hoist-non-react-statics|@babel[\\/]runtime)[\\/]/;

/**
 * The app's icons: a few hundred bytes each, imported one by one across the screens. MUI's own icons stay in
 * its runtime, which draws them: in a file of their own the two files would import each other.
 */
export const ICONS = /[\\/]node_modules[\\/]@mui[\\/]icons-material[\\/]/;

export const libraryGroups: Rolldown.CodeSplittingGroup[] = [
  // Icons only, not the MUI code they are drawn with (that is the runtime's chunk).
  { name: 'icons', test: ICONS, includeDependenciesRecursively: false },
  { name: 'mui', test: MUI_RUNTIME },
];
