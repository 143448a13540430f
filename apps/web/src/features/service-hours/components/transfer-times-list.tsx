import type { PublicServiceHours } from '@cambix/contract';
import { badgeColors, bankBadgeText } from '@/features/banks';
import { serviceHoursEs as t } from '@/i18n/service-hours.ts';
import { usePublicServiceHours } from '../api/get-public-service-hours.ts';
import './service-hours.css';

type ListedBank = PublicServiceHours['banks'][number];

/** The bank's uploaded logo, or its badge in the bank's colour (decision 016); the name is beside it. */
function BankMark({ bank }: { bank: ListedBank }) {
  if (bank.logoUrl) return <img className="cx-transfers__logo" src={bank.logoUrl} alt="" />;
  const colors = badgeColors(bank.color);
  return (
    <span
      className="cx-transfers__logo cx-transfers__badge"
      aria-hidden="true"
      style={{ background: colors.background, color: colors.text }}
    >
      {bankBadgeText(bank)}
    </span>
  );
}

/** Currencies with the same times share one line ("Soles y dólares"). */
function groupTimes(times: ListedBank['times']) {
  const groups: { label: string; sameBankMinutes: number; interbankMinutes: number | null }[] = [];
  for (const time of times) {
    const same = groups.find(
      (group) =>
        group.sameBankMinutes === time.sameBankMinutes && group.interbankMinutes === time.interbankMinutes,
    );
    if (same) same.label = t.transfers.both;
    else groups.push({ ...time, label: t.transfers.currency[time.currency] });
  }
  return groups;
}

const interbankText = (minutes: number | null) =>
  minutes === null ? t.transfers.nextDay : t.transfers.minutes(minutes);

/** Per bank: the typical same-bank and interbank (CCI) times in each currency, as Ajustes sets them. */
export function TransferTimesList() {
  const hours = usePublicServiceHours();
  if (!hours.data) return null;
  const { banks } = hours.data;
  return (
    <section className="cx-transfers" aria-labelledby="cx-transfers-title">
      <h2 className="cx-transfers__title" id="cx-transfers-title">
        {t.transfers.title}
      </h2>
      <p className="cx-transfers__intro">{t.transfers.intro}</p>
      {banks.length === 0 ? (
        <p className="cx-transfers__intro">{t.transfers.empty}</p>
      ) : (
        <ul className="cx-transfers__list">
          {banks.map((bank) => (
            <li className="cx-transfers__bank" key={bank.bankId}>
              <BankMark bank={bank} />
              <div className="cx-transfers__body">
                <span className="cx-transfers__name">{bank.name}</span>
                <dl className="cx-transfers__times">
                  {groupTimes(bank.times).map((time) => (
                    <div className="cx-transfers__row" key={time.label}>
                      <dt>{time.label}</dt>
                      <dd>
                        {t.transfers.sameBank}: {t.transfers.minutes(time.sameBankMinutes)} ·{' '}
                        {t.transfers.interbank}: {interbankText(time.interbankMinutes)}
                      </dd>
                    </div>
                  ))}
                </dl>
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
