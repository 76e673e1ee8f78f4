import { buyerSees, reviewTrail } from '../../lib/buyerReview';

/** Statuses of a new-product application (schemas/enums.json `newItemStatus`, domain.md §3.6). */
export const AppStatus = { draft: 0, submitted: 1, approved: 2, rejected: 3, withdrawn: 4 } as const;

export const appStatuses = [0, 1, 2, 3, 4] as const;

/** What the supplier may still edit and submit: a draft, or one the buyer sent back or the supplier took back. */
export const editable: readonly number[] = [AppStatus.draft, AppStatus.rejected, AppStatus.withdrawn];

/** The buyer sees submitted applications and those already decided; drafts and withdrawn ones stay the supplier's. */
export const buyerVisible = buyerSees;

/** Applications whose name and barcode count as taken (domain.md §3.6: states 0–2, beside the item master). */
export const holdingStatuses = [0, 1, 2] as const;

export const DOC_TYPE = 'new_item_application';

/** Each step of an application in approval_log, and its history for the detail. */
export const trail = reviewTrail(DOC_TYPE);
