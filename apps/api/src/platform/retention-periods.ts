// The retention table's periods (docs/rules/personal-data.md, Retención; decision 173), one constant each.
// A record goes once its period has passed since its anchor: at the limit it stays, one millisecond past it
// goes. What the law makes Cambix keep (Ley 27693 / SBS: the compliance register, cases, ROS, orders,
// vouchers, the ledger, receipts and consents, at least ten years) has no period here: nothing deletes it.

const DAY_MS = 24 * 3_600_000;

/** Identity photos of a registration rejected and never sent again, counted from the rejection. */
export const REJECTED_IDENTITY_PHOTOS_MS = 90 * DAY_MS;
/** A session, counted from when its tokens end: after that nothing reads it. */
export const ENDED_SESSION_MS = 0;
/** A mailed sign-in link, counted from its expiry (used or not). */
export const SPENT_SIGN_IN_LINK_MS = 0;
/** A spent single-use value, counted from when it could no longer be accepted anyway. */
export const SPENT_NONCE_MS = 0;
/** Failed sign-in attempts, counted from the last failure (and never while a lock holds). */
export const SIGN_IN_FAILURES_MS = DAY_MS;
/** A Mis datos export's file, counted from its expiry (the 72 h of decision 168); the row stays, vencida. */
export const EXPIRED_EXPORT_FILE_MS = 0;
/** A visitor's rate alert whose mailed link was never opened, counted from its creation (its mail says so). */
export const UNCONFIRMED_VISITOR_ALERT_DAYS = 7;
export const UNCONFIRMED_VISITOR_ALERT_MS = UNCONFIRMED_VISITOR_ALERT_DAYS * DAY_MS;
/** A partner's sandbox order, counted from its last move (its creation, or its last simulated step). */
export const SANDBOX_ORDER_DAYS = 30;
export const SANDBOX_ORDER_MS = SANDBOX_ORDER_DAYS * DAY_MS;
/** A mail given up after its last try, kept in the job queue for an operator; delivered mail goes at once. */
export const FAILED_MAIL_SECONDS = 14 * 24 * 3_600;

/** How many rows of one kind one sweep removes at most per batch, and how many batches per run. */
export const RETENTION_BATCH = 500;
export const RETENTION_BATCHES_PER_RUN = 20;
