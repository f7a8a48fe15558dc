import { DayPicker, type Matcher } from 'react-day-picker';
import { id as indonesian } from 'react-day-picker/locale';
import 'react-day-picker/style.css';

export interface CalendarProps {
  selected: Date | undefined;
  today: Date | undefined;
  min: Date | undefined;
  max: Date | undefined;
  onSelect: (date: Date) => void;
}

/**
 * The month grid of the date field's popup: react-day-picker (with its date-fns and stylesheet) is its own chunk,
 * loaded when a calendar first opens, not with every screen that has a date field.
 */
export default function Calendar({ selected, today, min, max, onSelect }: CalendarProps) {
  const disabledDays: Matcher[] = [];
  if (min) disabledDays.push({ before: min });
  if (max) disabledDays.push({ after: max });
  return (
    <DayPicker
      mode="single"
      locale={indonesian}
      weekStartsOn={1}
      autoFocus
      selected={selected}
      defaultMonth={selected ?? today}
      today={today}
      disabled={disabledDays}
      startMonth={min}
      endMonth={max}
      onSelect={(date) => {
        if (date) onSelect(date);
      }}
    />
  );
}
