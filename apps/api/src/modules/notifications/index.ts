// Public entry of the notifications module: notifying staff and the notices they receive.
// Other modules import only this file (decision 089).
export { notifyStaff } from './notify-staff.ts';
export { finalizedOrderNotice, kycReviewNotice, voucherByLinkNotice } from './staff-notices.ts';
