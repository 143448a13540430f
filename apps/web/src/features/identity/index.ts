// Public entry of the identity feature: the KYC wizard of /validateUser.
export { KycWizard } from './components/kyc-wizard.tsx';
export { PhotoCapture } from './components/photo-capture.tsx';
export { compressImage, fitWithin, MAX_PHOTO_SIDE, PHOTO_QUALITY } from './image-compression.ts';
export { kycStatusQueryOptions, useKycStatus } from './api/get-kyc-status.ts';
export { applyKycStatus } from './api/submit-kyc-step.ts';
