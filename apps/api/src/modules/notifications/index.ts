// Public entry of the notifications module: notifying staff and the notices they receive.
// Other modules import only this file (decision 089).
export { notifyStaff, type NotificationTask } from './notify-staff.ts';
export { resolveTask } from './resolve-task.ts';
export {
  finalizedOrderNotice,
  kycReviewNotice,
  noticeCustomer,
  voucherByLinkNotice,
} from './staff-notices.ts';
