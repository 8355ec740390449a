/**
 * Every Ink view, in one module that only a terminal session loads (see `loadViews`): ink,
 * react and yoga cost ~50 MB of memory and a noticeable start-up time that a pipe, a script or
 * a million-row import should not pay.
 */
export { CategorizeProgressView } from './CategorizeProgressView.tsx';
export { DoctorView } from './DoctorView.tsx';
export { ImportProgressView } from './ImportProgressView.tsx';
export { ImportSummaryView } from './ImportSummaryView.tsx';
export { ProgressBar } from './ProgressBar.tsx';
export { SeedSummaryView } from './SeedViews.tsx';
export { StatsView } from './StatsView.tsx';
export { SummaryLine } from './SummaryLine.tsx';
export { Table } from './Table.tsx';
