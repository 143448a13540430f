import { ConsentDialog } from '@/features/consents';
import { MyDataSection } from '@/features/my-data';

/**
 * The consent dialog as a module of its own for React.lazy, as update-data-prompt.ts (decision 113), with the
 * customer's Mis datos inside it for whoever does not agree (decision 178).
 */
export default function ConsentPrompt() {
  return <ConsentDialog myData={(onNotice) => <MyDataSection onNotice={onNotice} />} />;
}
