import type { IdentityDocument, KycStatus } from '@cambix/contract';

export interface StepProps {
  userId: number;
  status: KycStatus;
  onDocument: (document: IdentityDocument) => void;
  onDone: (status: KycStatus) => void;
  /** The server says this step is no longer the current one. */
  onOutOfStep: () => void;
}
