/** Part of the day in the company's time zone: pagi (until 10), siang (until 15), sore (until 18), malam. */
export function partOfDay(now: Date, timeZone = 'Asia/Jakarta'): 'pagi' | 'siang' | 'sore' | 'malam' {
  const hour = Number(
    new Intl.DateTimeFormat('en-GB', { hour: '2-digit', hourCycle: 'h23', timeZone }).format(now),
  );
  if (hour >= 4 && hour < 10) return 'pagi';
  if (hour >= 10 && hour < 15) return 'siang';
  if (hour >= 15 && hour < 18) return 'sore';
  return 'malam';
}
