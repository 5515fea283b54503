import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import dayjs from 'dayjs';

/** A calendar day (`YYYY-MM-DD`, or '' for none) picked in the interface language. */
export function DayPicker({ label, value, onChange, testId }: { label: string; value: string; onChange: (day: string) => void; testId: string }) {
  return (
    <DatePicker
      label={label}
      value={value ? dayjs(value) : null}
      onChange={(picked) => onChange(picked && picked.isValid() ? picked.format('YYYY-MM-DD') : '')}
      slotProps={{ textField: { size: 'small', sx: { width: 170 }, id: testId, 'data-testid': testId } as object }}
    />
  );
}
