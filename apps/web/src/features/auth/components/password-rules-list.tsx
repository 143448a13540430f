import { Checklist } from '@/components/ui/checklist.tsx';
import { es } from '@/i18n/es.ts';
import { PASSWORD_RULES } from '../password-rules.ts';

/** The strength rules, each ticked as soon as the typed password meets it. */
export function PasswordRulesList({ password }: { password: string }) {
  return (
    <Checklist
      title={es.password.rulesTitle}
      items={PASSWORD_RULES.map((rule) => ({ id: rule.id, label: rule.label, done: rule.test(password) }))}
      doneLabel={es.password.ruleMet}
      pendingLabel={es.password.ruleMissing}
    />
  );
}
