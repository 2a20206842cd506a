import { useT } from '../../ui/i18n';
import { RadioGroupField, TextField } from '../../ui/fields';
import { formatBs, formatBsIso, readDateBothWays, adToBs, type DateCalendar } from '../../domain/bikramSambat';
import { formatDate } from '../../common/format';
import { InPageLanguage } from '../../ui/pageLanguage';

const TEXT = {
  label: /*i18n*/ { id: 'booking.date.label', message: 'Preferred date' },
  calendar: /*i18n*/ { id: 'booking.date.calendar', message: 'Calendar' },
  bs: /*i18n*/ { id: 'booking.date.bs', message: 'Bikram Sambat (BS), typed' },
  ad: /*i18n*/ { id: 'booking.date.ad', message: 'Gregorian (AD), from a calendar' },
  bsHint: /*i18n*/ { id: 'booking.date.bsHint', message: 'Year-month-day in Bikram Sambat, in Nepali or English digits, such as {example}. Today or later.' },
  adHint: /*i18n*/ { id: 'booking.date.adHint', message: 'Today or later' },
  isAd: /*i18n*/ { id: 'booking.date.isAd', message: 'That is {date} (AD).' },
  isBs: /*i18n*/ { id: 'booking.date.isBs', message: 'That is {date} in Bikram Sambat.' },
};

/**
 * The booking's preferred date, typed in Bikram Sambat (either script's digits) or picked from the
 * browser's Gregorian calendar, with the same day in the other calendar shown beside it as it is typed.
 * The statechart holds the calendar and moves the date between the two (DATE.CALENDAR); what is shown
 * beside the field is derived from the text.
 */
export function PreferredDateField({
  id,
  name,
  value,
  error,
  calendar,
  today,
  onChange,
  onCalendar,
}: {
  id: string;
  name: string;
  value: string;
  error?: string;
  calendar: DateCalendar;
  today: string;
  onChange: (value: string) => void;
  onCalendar: (calendar: DateCalendar) => void;
}) {
  const { t, locale, digits } = useT();
  const reading = value.trim() ? readDateBothWays(value) : null;
  const todayBs = adToBs(today);
  const example = digits(todayBs ? formatBsIso(todayBs) : '2083-08-15');
  const beside = reading?.ok
    ? calendar === 'bs'
      ? t(TEXT.isAd, { date: formatDate(reading.ad) })
      : t(TEXT.isBs, { date: formatBs(reading.bs, locale === 'ne' ? 'ne' : 'en') })
    : '';
  return (
    <InPageLanguage>
      <RadioGroupField<DateCalendar>
        label={t(TEXT.calendar)}
        name={`${name}-calendar`}
        choices={[
          { value: 'bs', label: t(TEXT.bs) },
          { value: 'ad', label: t(TEXT.ad) },
        ]}
        value={calendar}
        onChange={onCalendar}
      />
      {calendar === 'bs' ? (
        <TextField
          id={id}
          name={name}
          label={t(TEXT.label)}
          value={value}
          error={error}
          onChange={onChange}
          autoComplete="off"
          hint={t(TEXT.bsHint, { example })}
        />
      ) : (
        <TextField id={id} name={name} label={t(TEXT.label)} type="date" min={today} value={value} error={error} onChange={onChange} hint={t(TEXT.adHint)} />
      )}
      {/* A draft restored at hydration may hold a date the server's render did not. */}
      <p aria-live="polite" data-part="date-beside" suppressHydrationWarning>
        {beside}
      </p>
    </InPageLanguage>
  );
}
