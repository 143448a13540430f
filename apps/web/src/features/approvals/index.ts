// Public entry of four-eyes on screen (decision 131): what waits for a second person, and the dialogs that
// decide it. Egreso lists money leaving an account; the customer file lists points adjustments.
export { usePendingApprovals, approvalKeys } from './api/approvals.ts';
export { PendingApprovals, type PendingApprovalsProps } from './components/pending-approvals.tsx';
export { PendingDecision, type Decision, type DecisionTexts } from './components/pending-decision.tsx';
export { PendingSection } from './components/pending-section.tsx';
export { ReasonDialog, type ReasonDialogProps } from './components/reason-dialog.tsx';
