// Schemas of this domain's endpoints (filled by the onboarding issue).
export {};
